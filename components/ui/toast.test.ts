import type * as ToastModule from './toast';

const fresh = (): typeof ToastModule => {
  let loaded: typeof ToastModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ToastModule>('./toast');
  });
  return loaded!;
};

describe('toast before and after the toaster is ready', () => {
  it('keeps the toasts shown before, tells the toaster, then hands them to sonner in order and the later ones at once', () => {
    const { toast, toastsWaiting, onToastWaiting, toasterReady } = fresh();
    const heard = jest.fn();
    onToastWaiting(heard);
    expect(toastsWaiting()).toBe(false);
    toast.success('Saved');
    toast.error('Refused', { description: 'Try again.' });
    expect(toastsWaiting()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
    const sonner = { toast: { success: jest.fn(), error: jest.fn() } };
    toasterReady(sonner as never);
    expect(sonner.toast.success).toHaveBeenCalledWith('Saved', undefined);
    expect(sonner.toast.error).toHaveBeenCalledWith('Refused', { description: 'Try again.' });
    expect(toastsWaiting()).toBe(false);
    toast.success('Again');
    expect(sonner.toast.success).toHaveBeenLastCalledWith('Again', undefined);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', () => {
    const { toast, onToastWaiting } = fresh();
    const heard = jest.fn();
    onToastWaiting(heard)();
    toast.success('Saved');
    expect(heard).not.toHaveBeenCalled();
  });
});

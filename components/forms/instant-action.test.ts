import { toast } from '@/components/ui/toast';
import { runInstantAction } from './instant-action';

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

beforeEach(() => jest.mocked(toast.error).mockClear());

describe('runInstantAction', () => {
  it('answers a success and says nothing', async () => {
    await expect(runInstantAction(async () => ({ ok: true, data: 1 }))).resolves.toEqual({ ok: true, data: 1 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says a refusal in the action's own words", async () => {
    await expect(runInstantAction(async () => ({ ok: false, message: 'Prescription not found' }))).resolves.toEqual({ ok: false, message: 'Prescription not found' });
    expect(toast.error).toHaveBeenCalledWith('Prescription not found');
  });

  it('says a request that never arrived as a network failure', async () => {
    await expect(runInstantAction(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Could not reach the server. Check the connection and try again.');
  });

  it('says a failure of the server as one, with the reference the server log names', async () => {
    const failure = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '1234' });
    await expect(runInstantAction(() => Promise.reject(failure))).resolves.toBeNull();
    expect(toast.error).toHaveBeenCalledWith('The server could not save it: an unexpected error (reference 1234)');
  });
});

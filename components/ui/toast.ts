// The app's toasts (sonner's, as the brief asks), with sonner's code fetched when the first toast is shown instead
// of with every page (about 10 KB of compressed JavaScript that no screen needs before it says something).
// Every toast goes through `toast` here; components/ui/lazy-toaster.tsx mounts sonner's Toaster at the first one.
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error';
type Waiting = { kind: Kind; message: string; options?: ExternalToast };
type Sonner = Pick<typeof import('sonner'), 'toast'>;

let sonner: Sonner | null = null;
const waiting: Waiting[] = [];
const waitingListeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (sonner) {
    sonner.toast[kind](message, options);
    return;
  }
  waiting.push({ kind, message, options });
  for (const listener of [...waitingListeners]) listener();
}

/** Shows a toast: sonner's `toast.success` and `toast.error`, whether or not its code has arrived yet. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

/** Whether a toast waits for the toaster. */
export function toastsWaiting(): boolean {
  return waiting.length > 0;
}

/** Calls `listener` at every toast shown before the toaster is ready; returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

/** The toaster listens: the toasts that waited are shown, in order, and every later one goes straight to sonner. */
export function toasterReady(module: Sonner): void {
  sonner = module;
  for (const each of waiting.splice(0)) module.toast[each.kind](each.message, each.options);
}

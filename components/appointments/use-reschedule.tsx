'use client';

import { useCallback, useState } from 'react';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { RescheduleDialogProps, RescheduleTarget } from './reschedule-dialog';

/** The dialog's code (react-hook-form, zod, the date and clock fields) comes when first wanted, not with the page. */
export const rescheduleDialog = lazyPart<RescheduleDialogProps>(() => import('./reschedule-dialog').then((module) => module.RescheduleDialog));

const preload = () => void rescheduleDialog.preload().catch(() => undefined);

/**
 * Opens "Reschedule appointment" for a visit: `request` with the appointment, render `dialog` beside the menu or the
 * button, and call `preload` when a reschedule comes into reach (its menu opens, its button is pointed at).
 */
export function useReschedule() {
  const [target, setTarget] = useState<RescheduleTarget | null>(null);
  const [open, setOpen] = useState(false);
  const { Component: Dialog, failed, retry } = rescheduleDialog.useLoaded(target !== null);

  const request = useCallback((appointment: Omit<RescheduleTarget, 'opening'>) => {
    setTarget((last) => ({ ...appointment, opening: (last?.opening ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // Once wanted, the dialog stays mounted (closed in between), so that it closes as a dialog does.
  const dialog = Dialog
    ? target && <Dialog target={target} open={open} onClose={close} />
    : open && <LazyPartFallback name="Reschedule appointment" failed={failed} onRetry={retry} onClose={close} />;
  return { request, dialog, preload };
}

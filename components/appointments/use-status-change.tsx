'use client';

import { useCallback, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { runInstantAction } from '@/components/forms/instant-action';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import { changeStatus } from '@/lib/appointments/actions';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS, isEarlyCompletion } from '@/lib/appointments/rules/status';
import type { StatusConfirmationProps } from './status-confirmation';

/** The confirmation's code comes when a move first asks (or is about to: `preload`), not with the page. */
export const statusConfirmation = lazyPart<StatusConfirmationProps>(() => import('./status-confirmation').then((module) => module.StatusConfirmation));

/** When the visit starts (the clinic's date and time), to tell an early completion. */
export interface VisitStart {
  date: string;
  time: string;
}

/** A move waiting to be confirmed. */
export interface StatusAsking {
  id: number;
  status: AppointmentStatus;
  /** Set when the move completes the visit before its start: the question says when it starts. */
  early: VisitStart | null;
}

/** A status no appointment leaves (cancelled, no-show): asked for before it is set. Completed is the visit's normal end. */
const isFinalAndFreesSlot = (status: AppointmentStatus) => status === 'cancelled' || status === 'no-show';

/** Whether moving to `status` from a visit starting at `start` asks first. */
export const asksFirst = (status: AppointmentStatus, start: VisitStart) => isFinalAndFreesSlot(status) || isEarlyCompletion(status, start);

const preload = () => void statusConfirmation.preload().catch(() => undefined);

/**
 * Moves an appointment to another status through the server action, which records the doctor; the action
 * revalidates the screens, so the list or page shows the new status when it answers. Cancelling and marking a
 * no-show cannot be undone, and completing a visit before its start time is most likely a slip, so `request`
 * asks first: render `confirmation` beside the buttons or menu, and call `preload` when such a move comes into
 * reach (its button is pointed at, its menu opens). Only a confirmed early completion sends `early: true`; the
 * server refuses one without it.
 */
export function useStatusChange() {
  const [pending, startTransition] = useTransition();
  const [asking, setAsking] = useState<StatusAsking | null>(null);
  // Once asked, the question stays mounted (closed in between), so that it closes as a dialog does.
  const [wanted, setWanted] = useState(false);
  const { Component: Question, failed, retry } = statusConfirmation.useLoaded(wanted);

  // Saves a status; a success says so with a toast.
  const save = useCallback(async (id: number, status: AppointmentStatus, early = false) => {
    const result = await changeStatus(early ? { id, status, early } : { id, status });
    if (result.ok) toast.success(`Appointment ${id} is now ${APPOINTMENT_STATUS_LABELS[status].status.toLowerCase()}`);
    return result;
  }, []);

  const request = useCallback(
    (id: number, status: AppointmentStatus, start: VisitStart) => {
      const early = isEarlyCompletion(status, start);
      if (early || isFinalAndFreesSlot(status)) {
        setWanted(true);
        setAsking({ id, status, early: early ? start : null });
      } else {
        startTransition(async () => {
          await runInstantAction(() => save(id, status));
        });
      }
    },
    [save],
  );

  const close = useCallback(() => setAsking(null), []);
  const confirmation = Question ? (
    <Question asking={asking} onClose={close} onConfirm={(question) => save(question.id, question.status, question.early !== null)} />
  ) : (
    asking && <LazyPartFallback name="Change status" failed={failed} onRetry={retry} onClose={close} />
  );

  return { request, pending, confirmation, preload };
}

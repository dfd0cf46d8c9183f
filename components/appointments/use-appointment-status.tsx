'use client';

import { useCallback, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { runInstantAction } from '@/components/forms/instant-action';
import { changeStatus } from '@/lib/actions/appointments';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS, isEarlyCompletion, visitStartsSentence } from '@/lib/validations/appointment-status';

/** A status no appointment leaves (cancelled, no-show): asked for before it is set. Completed is the visit's normal end. */
const isFinalAndFreesSlot = (status: AppointmentStatus) => status === 'cancelled' || status === 'no-show';

const QUESTION: Partial<Record<AppointmentStatus, string>> = {
  cancelled: 'Cancel this appointment?',
  'no-show': 'Mark this appointment as a no-show?',
};

/** When the visit starts (the clinic's date and time), to tell an early completion. */
export interface VisitStart {
  date: string;
  time: string;
}

interface Asking {
  id: number;
  status: AppointmentStatus;
  /** Set when the move completes the visit before its start: the question says when it starts. */
  early: VisitStart | null;
}

function questionOf({ id, status, early }: Asking): { title: string; description: string } {
  if (early) {
    return {
      title: `${visitStartsSentence(early)} Mark it completed now?`,
      description: `Appointment ${id} becomes completed before its start time: a completed visit is never reopened.`,
    };
  }
  return {
    title: QUESTION[status] ?? '',
    description: `Appointment ${id} becomes ${APPOINTMENT_STATUS_LABELS[status].status.toLowerCase()}: this cannot be undone, and its time becomes free for another booking.`,
  };
}

/**
 * Moves an appointment to another status through the server action, which records the doctor; the action
 * revalidates the screens, so the list or page shows the new status when it answers. Cancelling and marking a
 * no-show cannot be undone, and completing a visit before its start time is most likely a slip, so `request`
 * asks first: render `confirmation` beside the buttons or menu. Only a confirmed early completion sends
 * `early: true`; the server refuses one without it.
 */
export function useAppointmentStatus() {
  const [pending, startTransition] = useTransition();
  const [asking, setAsking] = useState<Asking | null>(null);

  // Saves a status; a success says so with a toast.
  const save = useCallback(async (id: number, status: AppointmentStatus, early = false) => {
    const result = await changeStatus(early ? { id, status, early } : { id, status });
    if (result.ok) toast.success(`Appointment ${id} is now ${APPOINTMENT_STATUS_LABELS[status].status.toLowerCase()}`);
    return result;
  }, []);

  const change = useCallback(
    (id: number, status: AppointmentStatus) =>
      startTransition(async () => {
        await runInstantAction(() => save(id, status));
      }),
    [save],
  );

  const request = useCallback(
    (id: number, status: AppointmentStatus, start: VisitStart) => {
      if (isEarlyCompletion(status, start)) setAsking({ id, status, early: start });
      else if (isFinalAndFreesSlot(status)) setAsking({ id, status, early: null });
      else change(id, status);
    },
    [change],
  );

  // The dialog stays open until the server has answered, and says there why it could not change the status.
  const question = asking ? questionOf(asking) : { title: '', description: '' };
  const confirmation = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : setAsking(null))}
      title={question.title}
      description={question.description}
      cancelLabel="Keep it"
      confirmLabel={asking ? (asking.early ? 'Complete now' : APPOINTMENT_STATUS_LABELS[asking.status].action) : ''}
      onConfirm={() => (asking ? save(asking.id, asking.status, asking.early !== null) : Promise.reject(new Error('Nothing to confirm')))}
    />
  );

  return { request, pending, confirmation };
}

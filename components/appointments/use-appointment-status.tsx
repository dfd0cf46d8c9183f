'use client';

import { useCallback, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { runInstantAction } from '@/components/forms/instant-action';
import { changeStatus } from '@/lib/actions/appointments';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS } from '@/lib/validations/appointment-status';

/** A status no appointment leaves (cancelled, no-show): asked for before it is set. Completed is the visit's normal end. */
const isFinalAndFreesSlot = (status: AppointmentStatus) => status === 'cancelled' || status === 'no-show';

const QUESTION: Partial<Record<AppointmentStatus, string>> = {
  cancelled: 'Cancel this appointment?',
  'no-show': 'Mark this appointment as a no-show?',
};

/**
 * Moves an appointment to another status through the server action, which records the doctor; the action
 * revalidates the screens, so the list or page shows the new status when it answers. Cancelling and marking a
 * no-show cannot be undone, so `request` asks first: render `confirmation` beside the buttons or menu.
 */
export function useAppointmentStatus() {
  const [pending, startTransition] = useTransition();
  const [asking, setAsking] = useState<{ id: number; status: AppointmentStatus } | null>(null);

  // Saves a status; a success says so with a toast.
  const save = useCallback(async (id: number, status: AppointmentStatus) => {
    const result = await changeStatus({ id, status });
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
    (id: number, status: AppointmentStatus) => (isFinalAndFreesSlot(status) ? setAsking({ id, status }) : change(id, status)),
    [change],
  );

  // The dialog stays open until the server has answered, and says there why it could not change the status.
  const confirmation = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : setAsking(null))}
      title={asking ? QUESTION[asking.status] : ''}
      description={
        asking
          ? `Appointment ${asking.id} becomes ${APPOINTMENT_STATUS_LABELS[asking.status].status.toLowerCase()}: this cannot be undone, and its time becomes free for another booking.`
          : ''
      }
      cancelLabel="Keep it"
      confirmLabel={asking ? APPOINTMENT_STATUS_LABELS[asking.status].action : ''}
      onConfirm={() => (asking ? save(asking.id, asking.status) : Promise.reject(new Error('Nothing to confirm')))}
    />
  );

  return { request, pending, confirmation };
}

'use client';

import { useCallback, useState, useTransition } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { changeStatus } from '@/lib/actions/appointments';
import { SERVER_UNREACHABLE } from '@/lib/apply-field-errors';
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

  const change = useCallback(
    (id: number, status: AppointmentStatus) =>
      startTransition(async () => {
        try {
          const result = await changeStatus({ id, status });
          if (result.ok) toast.success(`Appointment ${id} is now ${APPOINTMENT_STATUS_LABELS[status].status.toLowerCase()}`);
          else toast.error(result.message);
        } catch {
          toast.error(SERVER_UNREACHABLE);
        } finally {
          setAsking(null);
        }
      }),
    [],
  );

  const request = useCallback(
    (id: number, status: AppointmentStatus) => (isFinalAndFreesSlot(status) ? setAsking({ id, status }) : change(id, status)),
    [change],
  );

  const confirmation = (
    <AlertDialog open={asking !== null} onOpenChange={(open) => !open && !pending && setAsking(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{asking ? QUESTION[asking.status] : ''}</AlertDialogTitle>
          <AlertDialogDescription>
            {asking
              ? `Appointment ${asking.id} becomes ${APPOINTMENT_STATUS_LABELS[asking.status].status.toLowerCase()}: this cannot be undone, and its time becomes free for another booking.`
              : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button type="button" variant="destructive" disabled={pending} onClick={() => asking && change(asking.id, asking.status)}>
            {asking ? APPOINTMENT_STATUS_LABELS[asking.status].action : ''}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );

  return { request, pending, confirmation };
}

'use client';

import { useCallback, useTransition } from 'react';
import { toast } from 'sonner';
import { changeStatus } from '@/lib/actions/appointments';
import { SERVER_UNREACHABLE } from '@/lib/apply-field-errors';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS } from '@/lib/validations/appointment-status';

/**
 * Moves an appointment to another status through the server action, which records the doctor; the action
 * revalidates the screens, so the list or page shows the new status when it answers.
 */
export function useAppointmentStatus() {
  const [pending, startTransition] = useTransition();
  const change = useCallback(
    (id: number, status: AppointmentStatus) =>
      startTransition(async () => {
      try {
        const result = await changeStatus({ id, status });
        if (result.ok) toast.success(`Appointment ${id} is now ${APPOINTMENT_STATUS_LABELS[status].status.toLowerCase()}`);
        else toast.error(result.message);
      } catch {
        toast.error(SERVER_UNREACHABLE);
      }
    }),
    [],
  );
  return { change, pending };
}

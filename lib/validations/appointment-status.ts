import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/db/schema/enums';
import { boundedId } from './common';

/**
 * Where an appointment may go from each status: pending → confirmed → completed, and pending or confirmed →
 * cancelled or no-show. Completed, cancelled and no-show are final (a completed visit is never reopened).
 */
export const APPOINTMENT_STATUS_MOVES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  pending: ['confirmed', 'cancelled', 'no-show'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export const canMoveAppointment = (from: AppointmentStatus, to: AppointmentStatus): boolean => APPOINTMENT_STATUS_MOVES[from].includes(to);

/** Whether an appointment in this status holds its slot (cancelled and no-show ones free it). */
export const holdsSlot = (status: AppointmentStatus): boolean => status === 'pending' || status === 'confirmed' || status === 'completed';

/** The words of each status on the screen, and of the action that moves an appointment to it. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, { status: string; action: string }>> = {
  pending: { status: 'Pending', action: 'Mark pending' },
  confirmed: { status: 'Confirmed', action: 'Confirm' },
  completed: { status: 'Completed', action: 'Complete' },
  cancelled: { status: 'Cancelled', action: 'Cancel appointment' },
  'no-show': { status: 'No-show', action: 'Mark no-show' },
};

/** Why a move is refused, and where the appointment may still go. */
export function refusedMoveMessage(from: AppointmentStatus, to: AppointmentStatus): string {
  const allowed = APPOINTMENT_STATUS_MOVES[from];
  const where = allowed.length > 0 ? `it can become ${allowed.join(', ')}` : 'it cannot change any more';
  return `A ${from} appointment cannot become ${to}: ${where}.`;
}

const status = z.enum(APPOINTMENT_STATUSES, { error: `status must be one of ${APPOINTMENT_STATUSES.join(', ')}` });

/** PATCH /api/v1/appointments/{id}'s body. */
export const appointmentStatusBodySchema = z.object({ status });

/** The screen's action: which appointment, and the status to move it to. */
export const appointmentStatusChangeSchema = z.object({ id: boundedId('Unknown appointment'), status });

export type AppointmentStatusChange = z.output<typeof appointmentStatusChangeSchema>;

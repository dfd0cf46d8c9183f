// The rules of an appointment's states, their words and the questions they ask: no zod, so that the screens in
// the browser use them without shipping the validation library. The request schemas are in
// lib/appointments/schema/status.ts, which re-exports all of this.
import { mayChange, type Actor } from '@/lib/auth/roles';
import { clinicClock, todayIso } from '@/lib/clinic-time';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { formatDate, formatTime } from '@/lib/format';
import { toHms } from '@/lib/clinic-time/time-of-day';

/**
 * Where an appointment may go from each status: pending → confirmed → arrived (checked in) → completed, and
 * pending or confirmed → cancelled or no-show. A patient who has arrived is no no-show, but may still leave
 * unseen (cancelled). Completed, cancelled and no-show are final (a completed visit is never reopened).
 */
export const APPOINTMENT_STATUS_MOVES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  pending: ['confirmed', 'arrived', 'cancelled', 'no-show'],
  confirmed: ['arrived', 'completed', 'cancelled', 'no-show'],
  arrived: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export const canMoveAppointment = (from: AppointmentStatus, to: AppointmentStatus): boolean => APPOINTMENT_STATUS_MOVES[from].includes(to);

/** Still to be seen: booked, confirmed, or come in and waiting (the dashboard's "pending", the day's queue). */
export const TO_BE_SEEN_STATUSES = ['pending', 'confirmed', 'arrived'] as const satisfies readonly AppointmentStatus[];

/** Whether an appointment in this status holds its slot (cancelled and no-show ones free it). */
export const holdsSlot = (status: AppointmentStatus): boolean => status === 'pending' || status === 'confirmed' || status === 'arrived' || status === 'completed';

/** The words of each status on the screen, and of the action that moves an appointment to it. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, { status: string; action: string }>> = {
  pending: { status: 'Pending', action: 'Mark pending' },
  confirmed: { status: 'Confirmed', action: 'Confirm' },
  arrived: { status: 'Arrived', action: 'Check in' },
  completed: { status: 'Completed', action: 'Complete' },
  cancelled: { status: 'Cancelled', action: 'Cancel appointment' },
  'no-show': { status: 'No-show', action: 'Mark no-show' },
};

/** A status change for an appointment that is not there (any more). */
export const APPOINTMENT_GONE = 'This appointment no longer exists.';
/** A status change by a doctor who is neither the appointment's doctor nor an administrator. */
export const APPOINTMENT_NOT_YOURS = 'Only the appointment’s doctor or an administrator can change its status.';

/** Why a move is refused, and where the appointment may still go. */
export function refusedMoveMessage(from: AppointmentStatus, to: AppointmentStatus): string {
  const allowed = APPOINTMENT_STATUS_MOVES[from];
  const where = allowed.length > 0 ? `it can become ${allowed.join(', ')}` : 'it cannot change any more';
  return `A ${from} appointment cannot become ${to}: ${where}.`;
}

/**
 * Whether moving to `status` completes a visit before its start (date and time, the clinic's wall clock):
 * at 12:40 a 15:00 visit has not begun, so the doctor is asked first. From the start time on, it is not early.
 */
export function isEarlyCompletion(status: AppointmentStatus, start: { date: string; time: string }, now: Date = new Date()): boolean {
  return status === 'completed' && hasNotStarted(start, now);
}

/** Whether the visit's start (the clinic's wall clock) is still to come. */
export function hasNotStarted(start: { date: string; time: string }, now: Date = new Date()): boolean {
  const clock = clinicClock(now);
  // "YYYY-MM-DD HH:MM:SS" on both sides (a time may come as HH:MM), so the text order is the time order.
  return `${clock.date} ${clock.time}` < `${start.date} ${toHms(start.time)}`;
}

/**
 * Whether moving to `status` marks a no-show before the visit's start: nobody can have missed a visit that has
 * not begun, so it is refused (by the screens and the hospital API alike), not merely asked about.
 */
export const isNoShowBeforeStart = (status: AppointmentStatus, start: { date: string; time: string }, now: Date = new Date()): boolean =>
  status === 'no-show' && hasNotStarted(start, now);

/** Who may move an appointment to another state: the doctor it is booked with, or an administrator. */
export const mayChangeAppointmentState = (actor: Actor, appointment: { doctorId: number }): boolean => mayChange(actor, appointment.doctorId);

/** The moves a screen offers now: the rules' moves, without a no-show before the visit has started. */
export const movesNow = (status: AppointmentStatus, start: { date: string; time: string }, now: Date = new Date()): readonly AppointmentStatus[] =>
  APPOINTMENT_STATUS_MOVES[status].filter((next) => !isNoShowBeforeStart(next, start, now));

/** "This visit starts at 15:00 today." or "This visit starts on 1 Dec 2026 at 15:00." */
export function visitStartsSentence(start: { date: string; time: string }, now: Date = new Date()): string {
  const when = start.date === todayIso(now) ? `at ${formatTime(start.time)} today` : `on ${formatDate(start.date)} at ${formatTime(start.time)}`;
  return `This visit starts ${when}.`;
}

/** Why the server refused an early completion that was not confirmed. */
export const earlyCompletionMessage = (start: { date: string; time: string }, now: Date = new Date()): string =>
  `${visitStartsSentence(start, now)} Confirm to mark it completed before then.`;

/** Why a no-show before the visit's start is refused. */
export const noShowBeforeStartMessage = (start: { date: string; time: string }, now: Date = new Date()): string =>
  `${visitStartsSentence(start, now)} It cannot be marked a no-show before then.`;

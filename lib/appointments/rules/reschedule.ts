// The rules of moving an appointment to another time, and their words: no zod and no database, so that the row
// menu and the visit page in the browser use them as the server does.
import { todayIso } from '@/lib/clinic-time';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { formatDate, formatTime } from '@/lib/format';
import { hasNotStarted } from '@/lib/appointments/rules/status';

/**
 * Only a visit still to come moves: pending or confirmed. A patient who has arrived is here (the visit is not moved,
 * it is seen or cancelled); completed, cancelled and no-show are final, and a new booking is the way to see them again.
 */
export const RESCHEDULABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export const mayReschedule = (status: AppointmentStatus): boolean => (RESCHEDULABLE_STATUSES as readonly AppointmentStatus[]).includes(status);

/** A reschedule by a doctor who is neither the appointment's doctor nor an administrator. */
export const RESCHEDULE_NOT_YOURS = 'Only the appointment’s doctor or an administrator can reschedule it.';

/** Why an appointment in this status is not moved. */
export const notReschedulableMessage = (status: AppointmentStatus): string =>
  `A ${status} appointment cannot be rescheduled: only a pending or confirmed one can. Book a new appointment instead.`;

/** "25 Nov 2026 at 10:00". */
export const startWords = ({ date, time }: { date: string; time: string }): string => `${formatDate(date)} at ${formatTime(time)}`;

/** The audit line's detail and the history's words: "rescheduled from 25 Nov 2026 at 10:00 to 27 Nov 2026 at 14:00". */
export const rescheduleDetail = (from: { date: string; time: string }, to: { date: string; time: string }): string =>
  `rescheduled from ${startWords(from)} to ${startWords(to)}`;

/** A stored start ("YYYY-MM-DD HH:MM:SS", as the history keeps a reschedule's) as a date and a time. */
export const startOfStamp = (stamp: string): { date: string; time: string } => ({ date: stamp.slice(0, 10), time: stamp.slice(11, 19) });

/**
 * What the row menu says under a "Mark no-show" it cannot offer yet (nobody can have missed a visit that has not
 * begun): "From 15:00 today" or "From 1 Dec 2026 at 15:00"; null once the visit has begun.
 */
export function noShowNotYet(start: { date: string; time: string }, now: Date = new Date()): string | null {
  if (!hasNotStarted(start, now)) return null;
  return start.date === todayIso(now) ? `From ${formatTime(start.time)} today, once the visit has begun` : `From ${startWords(start)}, once the visit has begun`;
}

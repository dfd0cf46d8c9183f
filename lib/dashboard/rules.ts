// The doctor's day as the home screen and the top bar's bell show it: pure rules over the rows of one day
// (lib/dashboard/queries/doctor-day.ts reads them), shared by the server and the screens (no server-only imports here).
import { minutesBetween } from '@/lib/appointments/rules/arrival-note';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import type { TO_BE_SEEN_STATUSES } from '@/lib/appointments/rules/status';

/** One of the doctor's appointments of the clinic's today (plain data: it goes to the browser). */
export interface DayAppointment {
  id: number;
  patientId: number;
  /** The patient's name from their record. */
  patientName: string;
  /** "P-000123". */
  patientNumber: string;
  /** "HH:MM:SS", the clinic's time. */
  time: string;
  status: AppointmentStatus;
  /** When the patient checked in (ISO instant); null when they never were. */
  arrivedAt: string | null;
}

/**
 * How the queue marks a row: `next` is the patient to see now, `overdue` a visit whose time has passed while it
 * is still pending or confirmed (the patient has not come in), `waiting` a patient who has checked in.
 */
export type QueueMark = 'next' | 'overdue' | 'waiting' | null;

export interface QueueRow extends DayAppointment {
  mark: QueueMark;
  /** Whole minutes since check-in, for an arrived patient; null otherwise. */
  waitingMinutes: number | null;
}

const isExpected = (status: AppointmentStatus): boolean => status === 'pending' || status === 'confirmed';

/**
 * The day's rows (in time order) with their marks, judged at the clinic's time `clockTime` ("HH:MM:SS"). The
 * next patient is the one who checked in for the earliest slot; when nobody waits, the first expected visit
 * whose time has not passed (an overdue one is likely a no-show and must not hold up the queue).
 */
export function planDay(rows: readonly DayAppointment[], { now, clockTime }: { now: Date; clockTime: string }): QueueRow[] {
  const overdue = (row: DayAppointment) => isExpected(row.status) && row.time < clockTime;
  const next = rows.find((row) => row.status === 'arrived') ?? rows.find((row) => isExpected(row.status) && !overdue(row));
  return rows.map((row) => ({
    ...row,
    mark: row === next ? 'next' : row.status === 'arrived' ? 'waiting' : overdue(row) ? 'overdue' : null,
    waitingMinutes: row.status === 'arrived' && row.arrivedAt ? minutesBetween(new Date(row.arrivedAt), now) : null,
  }));
}

/** One of the day's visits still to be seen (what the bell lists). */
export type ToBeSeenAppointment = DayAppointment & { status: (typeof TO_BE_SEEN_STATUSES)[number] };

/**
 * What the bell lists: the visits of today still ahead, those who have come in first and then those whose time
 * has not passed, each group in time order. A visit whose time has passed unseen is the home screen's to flag.
 */
export function remainingToday(rows: readonly DayAppointment[], clockTime: string): ToBeSeenAppointment[] {
  const toBeSeen = (row: DayAppointment): row is ToBeSeenAppointment => row.status === 'arrived' || (isExpected(row.status) && row.time >= clockTime);
  return [...rows.filter((row) => row.status === 'arrived'), ...rows.filter((row) => row.status !== 'arrived')].filter(toBeSeen);
}

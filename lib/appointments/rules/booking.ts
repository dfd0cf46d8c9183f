import { stampSeconds, wallSeconds, wallStamp } from '@/lib/clinic-time';
import { WEEKDAYS } from '@/lib/constants';
import { addDaysIso } from '@/lib/format';
import { fromSeconds, toSeconds, type Weekday } from '@/lib/clinic-time/time-of-day';

// When an appointment may be booked: inside its doctor's hours for that weekday, not in the past, and not
// over another booking. Pure, so the server (lib/appointments/writes/booking.ts) and the tests share it.

/** A doctor's week, as the schedule saves it: a per-patient time (HH:MM:SS) and a slot per working day (HH:MM). */
export interface WorkingHours {
  perPatientTime: string;
  days: ReadonlyArray<{ day: Weekday; from: string; to: string }>;
}

/** A booking that holds its slot: starts and ends as the clinic's wall time, "YYYY-MM-DD HH:MM:SS". */
export interface BookedTime {
  start: string;
  end: string;
}

/** A time that can be booked: date YYYY-MM-DD, time HH:MM, and whose slot it is. */
export interface FreeSlot {
  date: string;
  time: string;
  doctorId: number;
}

/** How many free slots a refusal offers. */
export const NEXT_FREE_SLOTS = 5;
/** How far ahead the next free slots are looked for, in days. */
export const FREE_SLOT_HORIZON_DAYS = 60;

/** The weekday of a date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** The first date after `after` (YYYY-MM-DD) that falls on `day`. */
export function nextWeekdayIso(day: Weekday, after: string): string {
  let date = addDaysIso(after, 1);
  while (weekdayOf(date) !== day) date = addDaysIso(date, 1);
  return date;
}

/** The last date a booking can be made on, and the free times searched up to. */
export const LAST_BOOKABLE_DATE = '9999-12-31';

/** The doctor's slot on that date's weekday, if they work that day. */
export function hoursOn(hours: WorkingHours, date: string): { from: string; to: string } | null {
  const day = weekdayOf(date);
  return hours.days.find((slot) => slot.day === day) ?? null;
}

/** True when a visit of one per-patient time that starts then lies inside the doctor's hours for that weekday. */
export function withinHours(hours: WorkingHours, date: string, time: string): boolean {
  const slot = hoursOn(hours, date);
  if (!slot) return false;
  const start = toSeconds(time);
  return start >= toSeconds(slot.from) && start + toSeconds(hours.perPatientTime) <= toSeconds(slot.to);
}

/** True when [start, end) overlaps a booking. */
export function overlapsBooking(start: string, end: string, booked: readonly BookedTime[]): boolean {
  const [from, to] = [stampSeconds(start), stampSeconds(end)];
  return booked.some((other) => stampSeconds(other.start) < to && from < stampSeconds(other.end));
}

/**
 * The first free times of one doctor from `after` on (date and time, inclusive): each working day is cut into
 * per-patient times from its start, and a time is free when its whole visit is inside the day and overlaps
 * no booking. Looks `horizonDays` ahead at most.
 */
export function freeSlotsOf(
  doctorId: number,
  hours: WorkingHours,
  booked: readonly BookedTime[],
  after: { date: string; time: string },
  { count = NEXT_FREE_SLOTS, horizonDays = FREE_SLOT_HORIZON_DAYS }: { count?: number; horizonDays?: number } = {},
): FreeSlot[] {
  const slots: FreeSlot[] = [];
  const length = toSeconds(hours.perPatientTime);
  if (length <= 0) return slots;
  const earliest = wallSeconds(after.date, after.time);
  for (let day = 0; day <= horizonDays && slots.length < count; day += 1) {
    const date = addDaysIso(after.date, day);
    if (!/^\d{4}-/.test(date) || date > LAST_BOOKABLE_DATE) break;
    const slot = hoursOn(hours, date);
    if (!slot) continue;
    for (let start = toSeconds(slot.from); start + length <= toSeconds(slot.to) && slots.length < count; start += length) {
      const startSeconds = wallSeconds(date, fromSeconds(start));
      if (startSeconds < earliest) continue;
      if (overlapsBooking(wallStamp(startSeconds), wallStamp(startSeconds + length), booked)) continue;
      slots.push({ date, time: fromSeconds(start).slice(0, 5), doctorId });
    }
  }
  return slots;
}

/** The earliest `count` of several doctors' free slots, in time order (the lower doctor id first at equal times). */
export function earliestSlots(slotsPerDoctor: ReadonlyArray<readonly FreeSlot[]>, count = NEXT_FREE_SLOTS): FreeSlot[] {
  return slotsPerDoctor
    .flat()
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.doctorId - b.doctorId)
    .slice(0, count);
}

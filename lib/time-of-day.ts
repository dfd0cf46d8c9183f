// Times of day as the schedule and the bookings write them ("HH:MM", "HH:MM:SS"): plain arithmetic without zod,
// so that screens in the browser can use it without shipping the validation library (issue 30).
import type { WEEKDAYS } from '@/lib/constants';

export type Weekday = (typeof WEEKDAYS)[number];

/** Seconds since midnight of "HH:MM" or "HH:MM:SS". */
export function toSeconds(time: string): number {
  const [hours, minutes, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** "HH:MM:SS" of a number of seconds. */
export function fromSeconds(total: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Time inputs give HH:MM, or HH:MM:SS with a seconds step; the database gives HH:MM:SS. */
export const toHms = (time: string) => fromSeconds(toSeconds(time));
export const toHm = (time: string) => toHms(time).slice(0, 5);

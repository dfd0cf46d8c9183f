// Times of day as the schedule and the bookings write them ("HH:MM", "HH:MM:SS"): plain arithmetic without zod,
// so that screens in the browser can use it without shipping the validation library.
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

/**
 * A length of time as the app writes one, H:MM: "00:45:00" → "0:45", "01:30:00" → "1:30" (hours without a
 * leading zero, so that a duration is not read as a clock time). Seconds are shown only when there are some
 * ("0:45:30"), which no form offers but a stored value could hold.
 */
export function formatDuration(time: string): string {
  const total = toSeconds(time);
  const hours = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = total % 60;
  return seconds === 0 ? `${hours}:${minutes}` : `${hours}:${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The example every duration message gives. */
export const DURATION_PLACEHOLDER = 'H:MM';

/** A duration as typed: H:MM or HH:MM ("0:45", "00:45"), or HH:MM:SS as the database gives it; under a day. */
export const isDuration = (text: string): boolean => /^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(text);

import { formatClockTime } from '@/lib/clinic-time';

// Not `server-only`: the list's cells (client) and the visit page (server) say it alike.

/** Whole minutes from `from` to `now`, never below 0 (the clocks of two servers may differ by a little). */
export const minutesBetween = (from: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));

/** "25 min", "1 h 05 min": a wait in whole minutes. */
export function formatWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** How long a patient has waited since `from`, at `now`. */
export const waitedFor = (from: Date, now: Date): string => formatWait(minutesBetween(from, now));

/**
 * "Arrived 09:12 · waiting 25 min": when a checked-in patient arrived (the clinic's 24-hour clock) and how long
 * they have waited at `now` (the time the page was drawn: no timer keeps counting).
 */
export const arrivalNote = (arrivedAt: Date, now: Date): string => `Arrived ${formatClockTime(arrivedAt)} · waiting ${waitedFor(arrivedAt, now)}`;

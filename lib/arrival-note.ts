import { CLINIC_TIME_ZONE } from '@/lib/format';

// Not `server-only`: the list's cells (client) and the visit page (server) say it alike.

const arrivalClock = new Intl.DateTimeFormat('en-GB', { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "25 min", "1 h 05 min": how long a patient has waited, in whole minutes (never below 0, a fast clock aside). */
export function waitedFor(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * "Arrived 09:12 · waiting 25 min": when a checked-in patient arrived (the clinic's 24-hour clock) and how long
 * they have waited at `now` (the time the page was drawn: no timer keeps counting).
 */
export const arrivalNote = (arrivedAt: Date, now: Date): string => `Arrived ${arrivalClock.format(arrivedAt)} · waiting ${waitedFor(arrivedAt, now)}`;

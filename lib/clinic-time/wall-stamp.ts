import { fromSeconds, toSeconds } from '@/lib/clinic-time/time-of-day';
import { clinicClock } from './wall-clock';

// Arithmetic on the clinic's wall times ("YYYY-MM-DD HH:MM:SS", as appointments store their start and end). Both
// sides of every comparison are wall times of the one clinic, so no zone enters: counting as if the wall clock were
// UTC's keeps the sums free of the host's zone and of daylight saving.

/** Seconds since 1970-01-01 00:00 of a wall-clock date and time ("HH:MM" or "HH:MM:SS"). */
export function wallSeconds(date: string, time: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000 + toSeconds(time);
}

/** "YYYY-MM-DD HH:MM:SS" of wall-clock seconds. */
export function wallStamp(seconds: number): string {
  const date = new Date(Math.floor(seconds / 86400) * 86400 * 1000).toISOString().slice(0, 10);
  return `${date} ${fromSeconds(seconds % 86400)}`;
}

/** Wall-clock seconds of a stamp, "YYYY-MM-DD HH:MM:SS". */
export const stampSeconds = (stamp: string): number => wallSeconds(stamp.slice(0, 10), stamp.slice(11, 19));

/** When a visit that starts at `date` `time` ends: "YYYY-MM-DD HH:MM:SS". */
export function endOfVisit(date: string, time: string, perPatientTime: string): string {
  return wallStamp(wallSeconds(date, time) + toSeconds(perPatientTime));
}

/** True when the time has passed at the clinic: its wall clock already reads later. */
export function isPast(date: string, time: string, now: Date = new Date()): boolean {
  const clock = clinicClock(now);
  return wallSeconds(date, time) < wallSeconds(clock.date, clock.time);
}

import { formatDate, formatDayMonth } from '@/lib/format';
import { isoDateInZone, wallParts, type WallParts } from './wall-clock';

// The app's one style for an instant, on the clinic's calendar and 24-hour clock: "25 Nov 2026, 15:04", the audit
// trail's "25 Nov 2026, 15:04:09". The wall clock comes from the zone library (wall-clock.ts); the words are the app's
// own (lib/format.ts's month names), never Intl's or date-fns's locale: engines disagree ("Sep" or "Sept" in en-GB),
// and a server-rendered time must read the same once the browser hydrates it. date-fns's format would also add about
// 20 KB of minified script to every screen that shows a time.

type InstantInput = string | Date;

const asInstant = (instant: InstantInput | number): Date => (instant instanceof Date ? instant : new Date(instant));

interface ClockOptions {
  /** The audit trail's "15:04:09". */
  seconds?: boolean;
  /** Another zone than the clinic's: only the tests, which compare zones, pass one. */
  timeZone?: string;
}

const clockOf = (part: WallParts, seconds: boolean) => (seconds ? `${part.hour}:${part.minute}:${part.second}` : `${part.hour}:${part.minute}`);

/** The clinic's calendar day and month of an instant: "29 Nov". */
export const formatInstantDayMonth = (instant: InstantInput | number, timeZone?: string): string =>
  formatDayMonth(isoDateInZone(asInstant(instant), timeZone));

/** The clinic's calendar date of an instant, in the app's style: "25 Nov 2026". */
export const formatInstantDate = (instant: InstantInput, timeZone?: string): string => formatDate(isoDateInZone(asInstant(instant), timeZone));

/** The clinic's 24-hour clock time of an instant: "15:04", "00:00" at midnight; with seconds "15:04:09". */
export const formatClockTime = (instant: InstantInput, { seconds = false, timeZone }: ClockOptions = {}): string =>
  clockOf(wallParts(asInstant(instant), timeZone), seconds);

/** An instant on the clinic's calendar and clock: "25 Nov 2026, 15:04" (the audit trail adds seconds). */
export function formatInstant(instant: InstantInput, { seconds = false, timeZone }: ClockOptions = {}): string {
  const part = wallParts(asInstant(instant), timeZone);
  return `${formatDate(`${part.year}-${part.month}-${part.day}`)}, ${clockOf(part, seconds)}`;
}

import { TZDate } from '@date-fns/tz';
import { clinicTimeZone } from './zone';

// Reading the clinic's wall clock at an instant: the one place that turns an instant into the clinic's calendar
// date and 24-hour time. @date-fns/tz's TZDate does the zone's arithmetic from the runtime's zone data (daylight
// saving and historical offsets included), and creates its Intl.DateTimeFormat for a zone the first time it is asked.
// Nothing here builds a formatter when the module loads: the browser's first one loads ICU's calendar and zone data
// on the main thread (15-30 ms on a laptop, four times that on a slow phone), and a screen that shows no time should
// not pay for it.

/** An instant's wall-clock parts in a zone, each as the app writes it: "2026", "03", "09"; midnight is "00", never "24". */
export interface WallParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant in a zone, the clinic's by default. */
export function wallParts(instant: Date, timeZone: string = clinicTimeZone()): WallParts {
  const time = instant.getTime();
  // Intl refuses an invalid instant with this error; a wall clock of NaN parts would slip through silently.
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const wall = new TZDate(time, timeZone);
  return {
    year: String(wall.getFullYear()).padStart(4, '0'),
    month: two(wall.getMonth() + 1),
    day: two(wall.getDate()),
    hour: two(wall.getHours()),
    minute: two(wall.getMinutes()),
    second: two(wall.getSeconds()),
  };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone, the clinic's by default. */
export function isoDateInZone(instant: Date, timeZone: string = clinicTimeZone()): string {
  const part = wallParts(instant, timeZone);
  return `${part.year}-${part.month}-${part.day}`;
}

/** Today's date at the clinic. */
export const todayIso = (now: Date = new Date()): string => isoDateInZone(now);

/** The clinic's date (YYYY-MM-DD) and time (HH:MM:SS) at an instant. */
export function clinicClock(now: Date = new Date()): { date: string; time: string } {
  const part = wallParts(now);
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
}

/** "YYYY-MM-DD HH:MM:SS": the clinic's wall clock at an instant, as appointments store their start and end. */
export function clinicWallStamp(instant: Date): string {
  const { date, time } = clinicClock(instant);
  return `${date} ${time}`;
}

/** The clinic's wall time of an instant as the Measured at field holds it: "2026-11-24T09:30". */
export function clinicWallTime(instant: Date): string {
  const { date, time } = clinicClock(instant);
  return `${date}T${time.slice(0, 5)}`;
}

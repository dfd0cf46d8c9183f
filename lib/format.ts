// Money and date helpers shared by the server and the screens (no server-only imports here).

/** The clinic's dates ("today", "last week") are Nigerian dates, whatever zone the server runs in. */
export const CLINIC_TIME_ZONE = 'Africa/Lagos';

/** Money is stored as integer kobo; 1 naira = 100 kobo. */
export const koboToNaira = (kobo: number): number => kobo / 100;
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);

/** "1234567" → "1,234,567". */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count as the app writes it: 12345 → "12,345" (toLocaleString('en-NG') without its locale data; see formatNaira). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-NG');
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`;
}

/**
 * 1234567.5 → "₦1,234,567.50", as Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }) writes it
 * (halves rounded away from zero, on the number as written; a negative amount that rounds to zero keeps its
 * minus). Written out, not Intl's: the browser's first en-NG currency formatter loads its locale data on the
 * main thread (25 ms here, 100 ms on Lighthouse's simulated phone).
 */
export function formatNaira(naira: number): string {
  if (!Number.isFinite(naira)) return String(naira);
  const size = Math.abs(naira);
  const written = String(size);
  // "1.005" rounds to 1.01 as written, not as the binary 1.00499…: shift the decimal point in the text.
  const kobo = Math.round(written.includes('e') ? size * 100 : Number(`${written}e2`));
  const whole = groupThousands(String(Math.floor(kobo / 100)));
  const sign = naira < 0 || Object.is(naira, -0) ? '-' : '';
  return `${sign}₦${whole}.${String(kobo % 100).padStart(2, '0')}`;
}

/** Lagos has kept West Africa Time, UTC+01:00 without daylight saving, since 1 September 1919 (the tz database). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const LAGOS_FIXED_SINCE = Date.UTC(1919, 8, 1);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The clinic's wall clock by arithmetic, or null for another zone (or an instant before 1919): the browser's first
 * Intl.DateTimeFormat loads ICU's calendar and zone data on the main thread (15-30 ms here, four times that on
 * Lighthouse's simulated phone), and most screens read only the clinic's clock. lib/format.test.ts checks it
 * against Intl.
 */
function clinicWallParts(instant: Date, timeZone: string): WallParts | null {
  const time = instant.getTime();
  if (timeZone !== CLINIC_TIME_ZONE || !(time >= LAGOS_FIXED_SINCE)) return null;
  const wall = new Date(time + LAGOS_OFFSET_MS);
  const year = wall.getUTCFullYear();
  if (year > 9999) return null;
  return {
    year: String(year),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
    second: two(wall.getUTCSeconds()),
  };
}

const isoDateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function isoDateInZone(instant: Date, timeZone: string = CLINIC_TIME_ZONE): string {
  const clinic = clinicWallParts(instant, timeZone);
  if (clinic) return `${clinic.year}-${clinic.month}-${clinic.day}`;
  let formatter = isoDateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Today's date at the clinic. */
export const todayIso = (now: Date = new Date()): string => isoDateInZone(now);

/** Date-only arithmetic, free of time zones and daylight saving: "2024-02-28" + 2 → "2024-03-01". */
export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Same day `years` earlier or later (29 February falls back to 28 February). */
export function addYearsIso(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

// One clock and one date style for the whole app. It writes a date as "25 Nov 2026" and an instant as
// "25 Nov 2026, 15:04", 24-hour, on the clinic's calendar and clock. Only the appointments table keeps the brief's
// long US date (formatLongDate). Month names are our own table, not Intl's: engines disagree ("Sep" or "Sept"
// in en-GB), and a server-rendered date must read the same once the browser hydrates it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** An instant's wall-clock parts in a zone; `hourCycle: 'h23'` so that midnight is 00, never 24. */
export interface WallParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone (the clinic's by default): every reading of the clinic's clock goes through here. */
export function wallParts(instant: Date, timeZone: string = CLINIC_TIME_ZONE): WallParts {
  const clinic = clinicWallParts(instant, timeZone);
  if (clinic) return clinic;
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const asInstant = (instant: string | Date): Date => (instant instanceof Date ? instant : new Date(instant));

/** "2026-11-25" → "25 Nov 2026": the app's date style, for a calendar date (no zone involved). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * "2026-11-29" → "29 Nov": the app's date style without the year, where the year is said beside it (a trend
 * chart's axis, whose caption gives the first and last dates in full). Never "Nov 29".
 */
export function formatDayMonth(isoDate: string): string {
  const [, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

/** The clinic's calendar day and month of an instant: "29 Nov". */
export const formatInstantDayMonth = (instant: string | Date | number, timeZone: string = CLINIC_TIME_ZONE): string =>
  formatDayMonth(isoDateInZone(typeof instant === 'number' ? new Date(instant) : asInstant(instant), timeZone));

/** The clinic's calendar date of an instant, in the app's style: "25 Nov 2026". */
export const formatInstantDate = (instant: string | Date, timeZone: string = CLINIC_TIME_ZONE): string =>
  formatDate(isoDateInZone(asInstant(instant), timeZone));

interface ClockOptions {
  /** The audit trail's "15:04:09". */
  seconds?: boolean;
  timeZone?: string;
}

const clockOf = (part: WallParts, seconds: boolean) => (seconds ? `${part.hour}:${part.minute}:${part.second}` : `${part.hour}:${part.minute}`);

/** The clinic's 24-hour clock time of an instant: "15:04", "00:00" at midnight; with seconds "15:04:09". */
export const formatClockTime = (instant: string | Date, { seconds = false, timeZone = CLINIC_TIME_ZONE }: ClockOptions = {}): string =>
  clockOf(wallParts(asInstant(instant), timeZone), seconds);

/** An instant on the clinic's calendar and clock: "25 Nov 2026, 15:04" (the audit trail adds seconds). */
export function formatInstant(instant: string | Date, { seconds = false, timeZone = CLINIC_TIME_ZONE }: ClockOptions = {}): string {
  const part = wallParts(asInstant(instant), timeZone);
  return `${formatDate(`${part.year}-${part.month}-${part.day}`)}, ${clockOf(part, seconds)}`;
}

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "2026-12-01" → "December 1, 2026": the product brief's long US form, for the appointments table's Date column only.
 * Everywhere else writes formatDate. Our own month names, as formatDate's: a module-level Intl formatter cost
 * every screen that imports this file 20-30 ms of the browser's main thread at load.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A stored time of day in 24-hour form: "09:30:00" → "09:30", "15:00:00" → "15:00". */
export const formatTime = (time: string): string => time.slice(0, 5);

/** Whole years between a date of birth and a date, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The text with its first letter in capitals ("male" → "Male"), as the screens show stored choices. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

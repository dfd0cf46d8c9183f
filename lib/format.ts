// Money and date helpers shared by the server and the screens (no server-only imports here). Nothing here depends on
// a time zone: the clinic's clock, and the style of an instant on it, are lib/clinic-time's.

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

// One date style for the whole app: "25 Nov 2026". Only the appointments table keeps the brief's long US date
// (formatLongDate). Month names are our own table, not Intl's: engines disagree ("Sep" or "Sept" in en-GB), and a
// server-rendered date must read the same once the browser hydrates it. An instant's style ("25 Nov 2026, 15:04")
// is lib/clinic-time's, built on these.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

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

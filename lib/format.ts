// Money and date helpers shared by the server and the screens (no server-only imports here).

/** The clinic's dates ("today", "last week") are Nigerian dates, whatever zone the server runs in. */
export const CLINIC_TIME_ZONE = 'Africa/Lagos';

/** Money is stored as integer kobo; 1 naira = 100 kobo. */
export const koboToNaira = (kobo: number): number => kobo / 100;
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);

const nairaFormatter = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** 1234567.5 → "₦1,234,567.50". */
export const formatNaira = (naira: number): string => nairaFormatter.format(naira);

const isoDateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function isoDateInZone(instant: Date, timeZone: string = CLINIC_TIME_ZONE): string {
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

const longDateFormatter = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** "2026-12-01" → "December 1, 2026" (the appointments table's long US form). */
export const formatLongDate = (isoDate: string): string =>
  longDateFormatter.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** "09:30:00" → "09:30". */
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

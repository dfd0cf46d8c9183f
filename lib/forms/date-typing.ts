// How a calendar date is typed and shown in a form, without the schemas: the date fields need it in the browser
// at their first load, where zod is not sent until a form is checked (docs/product.md, "Formats").

/** What a date field shows while empty: day first, as the app writes dates ("25 Nov 2026") and as Nigeria does. */
export const DATE_PLACEHOLDER = 'DD/MM/YYYY';

const two = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" of a day, month and year that make a real date (no 31 April, 29 February only in a leap year), else null. */
function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/**
 * The date a person typed, as "YYYY-MM-DD", or null: day first, "25/11/2026", "5/3/2026", "25-11-2026",
 * "25.11.2026" or digits alone "25112026" (a phone's number pad has no slash); or the ISO form itself,
 * "2026-11-25", pasted from elsewhere. A two-digit year is not read: "25/11/26" could be any century.
 */
export function readTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  return dayFirst ? isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) : null;
}

/** "2026-11-25" → "25/11/2026", as the field shows a date; null for anything that is not a date. */
export function typedDateOf(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match || !isoOf(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/**
 * What a date field hands its form for the text in it: "YYYY-MM-DD" for a date, '' for nothing, and anything
 * else as typed, so that the form's schema refuses it with its own message (the schemas read ISO dates only).
 */
export const formValueOfTyped = (text: string): string => readTypedDate(text) ?? (text.trim() === '' ? '' : text);

/** What a date field shows for its form's value: "25/11/2026" for a date, anything else as it is. */
export const typedTextOf = (value: string): string => typedDateOf(value) ?? value;

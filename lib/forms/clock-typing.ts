// How a 24-hour time is typed and tidied, without the schemas (lib/clinic-time/clock-time.ts): what the clock field
// needs in the browser at its first load, where zod is not sent until a form is checked.

/** What the field's `pattern` attribute and placeholder say: two-digit hours 00–23, a colon, minutes 00–59. */
export const CLOCK_TIME_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?';
export const CLOCK_TIME_PLACEHOLDER = 'HH:MM';

const CLOCK_TIME = new RegExp(`^(?:${CLOCK_TIME_PATTERN})$`);

/** A time of day written HH:MM or HH:MM:SS, 24-hour (what the clock field takes and the database gives). */
export const isTimeOfDay = (value: string): boolean => CLOCK_TIME.test(value);

/** The message for a time typed any other way ("3 PM", "7:5", "24:00"). */
export const clockTimeMessage = (label: string) => `${label} must be a 24-hour time written HH:MM, such as 15:30`;

/** "00:00" to "23:59" (or with seconds); "24:00", "7:5" and "3 PM" are not. */
export const isClockTime = isTimeOfDay;

/**
 * What a person typed, tidied on leaving the field: "1530" → "15:30", "930" → "09:30", "9:30" → "09:30". Anything
 * else is left as typed for the schema to refuse with its message ("7:5" stays "7:5").
 */
export function tidyClockTyping(text: string): string {
  const match = /^\s*(\d{1,2}):?(\d{2})\s*$/.exec(text);
  if (!match) return text;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

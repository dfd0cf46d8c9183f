import { z } from 'zod';
import { isTimeOfDay } from './common';

// Every time the app asks for is typed on a 24-hour clock (issue 26): a browser's <input type="time"> shows
// "03:30 PM" in an en-US browser, so the forms use ClockField (components/forms/clock-field.tsx), a text input
// checked here. Stored times keep their form (HH:MM:SS in the database), so HH:MM:SS is accepted too.

/** What the field's `pattern` attribute and placeholder say: two-digit hours 00–23, a colon, minutes 00–59. */
export const CLOCK_TIME_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?';
export const CLOCK_TIME_PLACEHOLDER = 'HH:MM';

/** The message for a time typed any other way ("3 PM", "7:5", "24:00"). */
export const clockTimeMessage = (label: string) => `${label} must be a 24-hour time written HH:MM, such as 15:30`;

/** "00:00" to "23:59" (or with seconds); "24:00", "7:5" and "3 PM" are not. */
export const isClockTime = isTimeOfDay;

/**
 * A required time of day for a form and its action: empty says `required`, anything but a 24-hour HH:MM says
 * clockTimeMessage(label). The value is kept as typed (trimmed): the callers store it as they always did.
 */
export function clockTimeField(label: string, required: string = `${label} is required`) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isClockTime, { error: clockTimeMessage(label), abort: true });
}

/**
 * What a person typed, tidied on leaving the field: "1530" → "15:30", "930" → "09:30", "9:30" → "09:30". Anything
 * else is left as typed for the schema to refuse with its message ("7:5" stays "7:5").
 */
export function tidyClockTyping(text: string): string {
  const match = /^\s*(\d{1,2}):?(\d{2})\s*$/.exec(text);
  if (!match) return text;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

import { z } from '@/lib/zod';
import { clockTimeMessage, isClockTime } from '@/lib/forms/clock-typing';


// Every time the app asks for is typed on a 24-hour clock: a browser's <input type="time"> shows
// "03:30 PM" in an en-US browser, so the forms use ClockField (components/forms/clock-field.tsx), a text input
// checked here. Stored times keep their form (HH:MM:SS in the database), so HH:MM:SS is accepted too.

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

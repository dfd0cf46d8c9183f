import { z } from '@/lib/zod';
import { WEEKDAYS } from '@/lib/constants';
import { isTimeOfDay } from '@/lib/forms/clock-typing';
import { clockTimeField } from '@/lib/clinic-time/clock-time';

import { formatDuration, isDuration, toHm, toHms, toSeconds, type Weekday } from '@/lib/clinic-time/time-of-day';

/** A day's from or to: typed on the 24-hour clock field, kept as HH:MM. */
const timeOfDay = (label: string) => clockTimeField(label).transform(toHm);

const scheduleDaySchema = z.object({
  day: z.enum(WEEKDAYS, { error: 'Choose a weekday' }),
  from: timeOfDay('From'),
  to: timeOfDay('To'),
});

/**
 * How long a day's slot is shorter than one per-patient time, as the words shown under it, or null. Such a
 * day is saved (the default week's own Monday, 08:00–08:05, is one) but no appointment fits in it.
 */
export function slotWarning(slot: { from: string; to: string }, perPatientTime: string): string | null {
  if (![slot.from, slot.to].every(isTimeOfDay) || !isDuration(perPatientTime)) return null;
  const length = toSeconds(slot.to) - toSeconds(slot.from);
  const needed = toSeconds(perPatientTime);
  return length > 0 && length < needed ? `fits no appointment: it is shorter than one per-patient time (${formatDuration(perPatientTime)})` : null;
}

/**
 * `Edit Schedule`: a per-patient time and the available days. A day's slot
 * runs from before to; one shorter than a per-patient time is kept, with a warning (slotWarning). The
 * per-patient time is a duration, typed and shown H:MM ("0:45", docs/product.md, "Formats"; the brief's
 * HH:MM:SS is still read), and kept HH:MM:SS as the database's time column holds it.
 */
export const scheduleSchema = z
  .object({
    perPatientTime: z
      .string({ error: 'Per Patient Time is required' })
      .trim()
      .min(1, { error: 'Per Patient Time is required', abort: true })
      .refine(isDuration, { error: 'Per Patient Time must be a duration written H:MM, such as 0:45', abort: true })
      .transform(toHms)
      .refine((value) => toSeconds(value) > 0, { error: 'Per Patient Time must be longer than 0:00' }),
    days: z.array(scheduleDaySchema).min(1, { error: 'Keep at least one day' }).max(WEEKDAYS.length),
  })
  .superRefine(({ days }, ctx) => {
    const seen = new Set<Weekday>();
    days.forEach((slot, index) => {
      if (seen.has(slot.day)) {
        ctx.addIssue({ code: 'custom', path: ['days', index, 'day'], message: `${slot.day} is listed twice` });
      }
      seen.add(slot.day);
      if (toSeconds(slot.to) <= toSeconds(slot.from)) {
        ctx.addIssue({ code: 'custom', path: ['days', index, 'to'], message: `${slot.day}: 'to' must be later than 'from'` });
      }
    });
  })
  // Weekday order, whatever order the rows were added in: the screen and the database both show it so.
  .transform((schedule) => ({
    ...schedule,
    days: [...schedule.days].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day)),
  }));

export type ScheduleInput = z.input<typeof scheduleSchema>;
export type ScheduleValues = z.output<typeof scheduleSchema>;

/** A saved week as the form shows it: the per-patient time written H:MM ("00:45:00" → "0:45"). */
export const scheduleFormValues = (week: ScheduleValues): ScheduleInput => ({ ...week, perPatientTime: formatDuration(week.perPatientTime) });

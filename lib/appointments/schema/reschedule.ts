import { z } from '@/lib/zod';
import { boundedId, isIsoDate } from '@/lib/forms/common';
import { clockTimeField } from '@/lib/clinic-time/clock-time';


/**
 * The reschedule dialog's form and its server action: which appointment, and its new date (YYYY-MM-DD, the
 * clinic's) and time (24-hour HH:MM), with the booking form's own messages.
 */
export const appointmentRescheduleSchema = z.object({
  id: boundedId('Unknown appointment'),
  date: z.string({ error: 'Date is required' }).refine(isIsoDate, { error: 'Date is required' }),
  time: clockTimeField('Time', 'Time is required'),
});

export type AppointmentRescheduleInput = z.input<typeof appointmentRescheduleSchema>;
export type AppointmentReschedule = z.output<typeof appointmentRescheduleSchema>;

import { z } from '@/lib/zod';
import { APPOINTMENT_STATUSES } from '@/lib/db/schema/enums';
import { boundedId } from '@/lib/forms/common';


const status = z.enum(APPOINTMENT_STATUSES, { error: `status must be one of ${APPOINTMENT_STATUSES.join(', ')}` });

/** PATCH /api/v1/appointments/{id}'s body. */
export const appointmentStatusBodySchema = z.object({ status });

/**
 * The screen's action: which appointment, and the status to move it to. `early: true` says the doctor has
 * confirmed completing a visit before its start time; without it the server refuses such a completion, so an
 * old or scripted client cannot skip the question.
 */
export const appointmentStatusChangeSchema = z.object({
  id: boundedId('Unknown appointment'),
  status,
  early: z.boolean({ error: 'early must be true or false' }).optional(),
});

export type AppointmentStatusChange = z.output<typeof appointmentStatusChangeSchema>;

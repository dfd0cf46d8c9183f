import { z } from '@/lib/zod';
import { boundedId, boundedText, isIsoDate, TEXT_MAX } from '@/lib/forms/common';
import { DISCHARGE_DISPOSITIONS } from '../rules/disposition';

// The admission's forms: Admit, Transfer, Discharge and the plan. The dialogs and the actions parse with them.

const admissionId = boundedId('Unknown admission');

/** "Admit": from a visit (appointmentId) or from the chart. */
export const admitSchema = z.object({
  patientId: boundedId('Unknown patient'),
  appointmentId: boundedId('Unknown appointment').nullish(),
  wardId: boundedId('Choose a ward'),
  bedId: boundedId('Choose a free bed'),
  reason: boundedText('Reason for admission', TEXT_MAX.freeText, { required: 'Reason for admission is required' }),
  admittingDoctorId: boundedId('Choose the admitting doctor'),
  expectedDays: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: 'Expected days must be a whole number from 1 to 365' })
      .int({ error: 'Expected days must be a whole number from 1 to 365' })
      .min(1, { error: 'Expected days must be a whole number from 1 to 365' })
      .max(365, { error: 'Expected days must be a whole number from 1 to 365' })
      .nullable(),
  ),
});
export type AdmitInput = z.input<typeof admitSchema>;
export type AdmitValues = z.output<typeof admitSchema>;

/** "Transfer" to another bed, of this ward or another. */
export const transferSchema = z.object({
  admissionId,
  wardId: boundedId('Choose a ward'),
  bedId: boundedId('Choose a free bed'),
  reason: boundedText('Reason for transfer', 500, { required: 'Say why the patient moves' }),
});
export type TransferValues = z.output<typeof transferSchema>;

const optionalDate = z
  .preprocess((value) => value ?? '', z.string().trim())
  .refine((text) => text === '' || isIsoDate(text), { error: 'Follow-up date must be a date' })
  .transform((text) => (text === '' ? null : text));

/** "Discharge": where the patient goes and the discharge summary. */
export const dischargeSchema = z
  .object({
    admissionId,
    disposition: z.enum(DISCHARGE_DISPOSITIONS, { error: 'Choose the disposition' }),
    diagnoses: boundedText('Diagnoses', TEXT_MAX.freeText, { required: 'Diagnoses are required' }),
    course: boundedText('Course in hospital', TEXT_MAX.freeText, { required: 'Course in hospital is required' }),
    procedures: boundedText('Procedures', TEXT_MAX.freeText).default(''),
    followUpDate: optionalDate,
    /** Books a visit with the admitting doctor on the follow-up date. */
    bookFollowUp: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()).default(false),
  })
  .refine((values) => !values.bookFollowUp || values.followUpDate !== null, { error: 'Choose the follow-up date to book it', path: ['followUpDate'] })
  .refine((values) => values.disposition !== 'died' || values.followUpDate === null, { error: 'No follow-up for a patient who died', path: ['followUpDate'] });
export type DischargeInput = z.input<typeof dischargeSchema>;
export type DischargeValues = z.output<typeof dischargeSchema>;

/** The plan of care, rewritten on a round. */
export const planSchema = z.object({
  admissionId,
  plan: boundedText('Plan', TEXT_MAX.freeText),
});

/** Which admission a page or button means. */
export const admissionIdSchema = z.object({ admissionId });

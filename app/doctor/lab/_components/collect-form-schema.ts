import { z } from '@/lib/zod';
import { instantOfClinicWallTime } from '@/lib/clinic-time';
import { collectSpecimenSchema } from '@/lib/lab/schema';
import { MEASURED_AT_SLACK_MS } from '@/lib/vitals/schema';

export const TAKEN_AT_MESSAGES = {
  invalid: 'Enter when the specimen was taken',
  future: 'The specimen cannot have been taken in the future',
} as const;

/**
 * "Taken at" as its field gives it, the clinic's wall time ("2026-11-30T09:30"), read as the instant it names: the
 * browser's own zone plays no part. A clock a few minutes fast is not "the future".
 */
const takenAtField = z
  .string({ error: TAKEN_AT_MESSAGES.invalid })
  .trim()
  .refine((text) => instantOfClinicWallTime(text) !== null, { error: TAKEN_AT_MESSAGES.invalid, abort: true })
  .refine((text) => instantOfClinicWallTime(text)!.getTime() <= Date.now() + MEASURED_AT_SLACK_MS, { error: TAKEN_AT_MESSAGES.future })
  .transform((text) => instantOfClinicWallTime(text)!);

/** The Collect specimen form: the shared schema, its time taken as the scientist types it on the clinic's clock. */
export const collectFormSchema = collectSpecimenSchema.extend({ collectedAt: takenAtField });

export type CollectFormOutput = z.output<typeof collectFormSchema>;

export interface CollectFormValues {
  orderId: number;
  accession: string;
  /** "YYYY-MM-DDTHH:MM" on the clinic's clock, as DateTimeField holds it. */
  collectedAt: string;
}

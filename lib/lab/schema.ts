import { z } from '@/lib/zod';
import { boundedId, boundedText, TEXT_MAX } from '@/lib/forms/common';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { LAB_PRIORITIES } from './rules/states';

// The lab's forms, shared by the dialogs and the server actions that check them again.

/** How many tests one order may hold: a busy admission's whole work-up, not a catalogue. */
export const MAX_TESTS_PER_ORDER = 20;

/** "Order tests": which patient, at which visit, the tests, how soon, and why. */
export const placeOrderSchema = z.object({
  patientId: rowIdSchema,
  appointmentId: boundedId('Unknown appointment').nullish(),
  testIds: z
    .array(boundedId('Unknown test'), { error: 'Choose at least one test' })
    .min(1, { error: 'Choose at least one test' })
    .max(MAX_TESTS_PER_ORDER, { error: `One order holds at most ${MAX_TESTS_PER_ORDER} tests` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each test once' }),
  priority: z.enum(LAB_PRIORITIES, { error: 'Choose Routine, Urgent or STAT' }),
  note: boundedText('Clinical note', TEXT_MAX.freeText).default(''),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderValues = z.output<typeof placeOrderSchema>;

const orderId = rowIdSchema;

/** Cancelling an order before its specimen is taken: the reason is kept with it. */
export const cancelOrderSchema = z.object({
  orderId,
  reason: boundedText('Reason', 500, { required: 'Say why the order is cancelled' }),
});

/** "Collect specimen": the tube's accession number and when it was taken (now, unless the scientist says otherwise). */
export const collectSpecimenSchema = z.object({
  orderId,
  accession: boundedText('Accession number', 40, { required: 'Accession number is required' }),
  collectedAt: z.coerce.date({ error: 'Enter when the specimen was taken' }).optional(),
});

/** One result as typed: the number, word or text, in a string, read by the test's kind on the server. */
export const typedResultSchema = z.object({
  testId: rowIdSchema,
  value: boundedText('Result', TEXT_MAX.freeText),
});

/** "Enter results": the results typed so far (blank fields are left for later). */
export const enterResultsSchema = z.object({
  orderId,
  results: z.array(typedResultSchema).max(200),
});
export type EnterResultsValues = z.output<typeof enterResultsSchema>;

/** "Verify and release". */
export const releaseOrderSchema = z.object({ orderId });

/** Amending a released result: the new value and why; the earlier one stays, struck through. */
export const amendResultSchema = z.object({
  orderId,
  testId: rowIdSchema,
  value: boundedText('Result', TEXT_MAX.freeText, { required: 'Enter the corrected result' }),
  reason: boundedText('Reason', 500, { required: 'Say why the result is amended' }),
});

/** "Mark as reviewed", with an optional note. */
export const reviewOrderSchema = z.object({
  orderId,
  note: boundedText('Note', TEXT_MAX.freeText).default(''),
});

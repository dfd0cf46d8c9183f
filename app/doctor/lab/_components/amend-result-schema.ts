import { boundedId } from '@/lib/forms/common';
import type { LabOrderLine } from '@/lib/lab/queries/order-detail';
import { readResult } from '@/lib/lab/rules/result-value';
import { amendResultSchema } from '@/lib/lab/schema';

export const CHOOSE_TEST = 'Choose the test to amend';

/** The Amend result form's checks: the shared schema, a test chosen, and the new value read as that test's kind asks. */
export const amendResultFormSchema = (lines: readonly LabOrderLine[]) =>
  amendResultSchema.extend({ testId: boundedId(CHOOSE_TEST) }).superRefine((values, context) => {
    const line = lines.find((candidate) => candidate.analyte.testId === values.testId);
    if (!line || values.value === '') return;
    const read = readResult(line.analyte, values.value);
    if (!read.ok) context.addIssue({ code: 'custom', path: ['value'], message: read.message });
  });

export interface AmendResultFormValues {
  orderId: number;
  /** The chosen test's id, as the select gives it ('' for none yet). */
  testId: string;
  value: string;
  reason: string;
}

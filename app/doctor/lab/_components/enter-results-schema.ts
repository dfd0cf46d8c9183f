import type { LabOrderLine } from '@/lib/lab/queries/order-detail';
import { readResult } from '@/lib/lab/rules/result-value';
import { enterResultsSchema } from '@/lib/lab/schema';
import { typedValueOf } from './result-rules';

/** Said when a result entered earlier is emptied: the server keeps it (a blank is "later"), so the form says so first. */
export const NOT_REMOVED = 'An entered result is not removed: type the corrected result instead';

/**
 * The Enter results form's checks: the shared schema, and each typed value read as its test's kind asks (the message
 * of lib/lab/rules/result-value.ts under the field). Blank fields are left for later. The form holds one result per
 * line of the order, in the order's order.
 */
export const enterResultsFormSchema = (lines: readonly LabOrderLine[]) =>
  enterResultsSchema.superRefine((values, context) => {
    values.results.forEach((result, index) => {
      const line = lines[index];
      if (!line) return;
      if (result.value === '') {
        if (typedValueOf(line) !== '') context.addIssue({ code: 'custom', path: ['results', index, 'value'], message: NOT_REMOVED });
        return;
      }
      const read = readResult(line.analyte, result.value);
      if (!read.ok) context.addIssue({ code: 'custom', path: ['results', index, 'value'], message: read.message });
    });
  });

export interface EnterResultsFormValues {
  orderId: number;
  results: Array<{ testId: number; value: string }>;
}

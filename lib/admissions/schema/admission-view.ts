import { z } from '@/lib/zod';

/**
 * The admission page's query: `vitals=all` and `notes=all` show that list in full instead of its latest entries.
 * Anything else is ignored, as a hand-edited address should be.
 */
export const admissionViewSchema = z.object({
  vitals: z.literal('all').optional().catch(undefined),
  notes: z.literal('all').optional().catch(undefined),
});
export type AdmissionView = z.output<typeof admissionViewSchema>;

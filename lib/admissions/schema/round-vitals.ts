import type { z } from '@/lib/zod';
import { boundedId } from '@/lib/forms/common';
import { vitalsSchema } from '@/lib/vitals/schema';

/** A ward round's vitals: the vitals form of the chart, for one admission (each reading becomes an observation). */
export const roundVitalsSchema = vitalsSchema.extend({ admissionId: boundedId('Unknown admission') });

export type RoundVitalsInput = z.input<typeof roundVitalsSchema>;
export type RoundVitalsValues = z.output<typeof roundVitalsSchema>;

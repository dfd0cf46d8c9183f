import { z } from '@/lib/zod';
import { boundedId } from '@/lib/forms/common';

/**
 * The visit (appointment) a new diagnosis test or prescription is written at, when it was started from the
 * visit's page; absent or null otherwise. The server checks that it is the chosen patient's.
 */
export const visitLinkSchema = z.object({
  appointmentId: z.preprocess((value) => (value === '' ? null : value), boundedId('Unknown visit').nullable().optional()),
});

export type VisitLink = z.output<typeof visitLinkSchema>;

import { z } from '@/lib/zod';
import { NO_NUL } from '@/lib/forms/common';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';

/**
 * The command palette's patient search: the typed text, trimmed, 1 to SEARCH_MAX_LENGTH characters. The
 * palette asks nothing for empty text, so an empty search here is a caller's mistake, refused as such.
 */
export const patientSearchSchema = z
  .object({
    q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH).regex(NO_NUL),
  })
  .strict();

export type PatientSearchInput = z.input<typeof patientSearchSchema>;

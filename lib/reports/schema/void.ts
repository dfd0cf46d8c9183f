import { z } from '@/lib/zod';
import { CASE_REPORT_KINDS } from '@/lib/constants';
import { boundedId, boundedText } from '@/lib/forms/common';

// A clinical record is voided, never deleted (lib/db/schema/voided.ts): the doctor says why, and the reason
// stays on the record for the chart, the audit trail and the administrators' list of voided records.

export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 500;

export const VOID_REASON_REQUIRED = 'Say why this record is voided';
export const VOID_REASON_TOO_SHORT = `The reason must be at least ${VOID_REASON_MIN} characters`;
export const VOID_REASON_TOO_LONG = `The reason must be at most ${VOID_REASON_MAX} characters`;

/** Why: required, trimmed, 3–500 characters. The dialog checks it with this schema before it asks the server. */
export const voidReasonSchema = boundedText('Reason', VOID_REASON_MAX, { required: VOID_REASON_REQUIRED, tooLong: VOID_REASON_TOO_LONG }).refine(
  (reason) => reason.length >= VOID_REASON_MIN,
  { error: VOID_REASON_TOO_SHORT },
);

/** What a void action takes: the record and the reason. */
export const voidSchema = z.object({ id: boundedId('Unknown id'), reason: voidReasonSchema });
export type VoidInput = z.input<typeof voidSchema>;

/** A birth or death report is named by its kind too, as its table knows only its own. */
export const voidCaseReportSchema = voidSchema.extend({ kind: z.enum(CASE_REPORT_KINDS) });

/** Voided records per page of the administrators' Voided records screen. */
export const VOIDED_PAGE_SIZE = 10;

import 'server-only';
import type { ApiIssue, FreeSlotRow } from './contract';

export type HospitalApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

/**
 * Every failure of a hospital API call. The screens show "status statusText", or the message.
 * Failures without an HTTP answer use the status a gateway would: 503 (unreachable), 504 (timeout),
 * 502 (an answer that is not the documented JSON).
 */
export class HospitalApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly kind: HospitalApiErrorKind;
  /** The zod issues of a 400 answer (per field), when the API sent them. */
  readonly issues: ApiIssue[];
  /** The times a refused booking (409) offers instead. */
  readonly nextFreeSlots: FreeSlotRow[];

  constructor(
    message: string,
    {
      status,
      statusText,
      kind,
      issues = [],
      nextFreeSlots = [],
      cause,
    }: { status: number; statusText: string; kind: HospitalApiErrorKind; issues?: ApiIssue[]; nextFreeSlots?: FreeSlotRow[]; cause?: unknown },
  ) {
    super(message, { cause });
    this.name = 'HospitalApiError';
    this.status = status;
    this.statusText = statusText;
    this.kind = kind;
    this.issues = issues;
    this.nextFreeSlots = nextFreeSlots;
  }
}

export const isHospitalApiError = (error: unknown): error is HospitalApiError => error instanceof HospitalApiError;

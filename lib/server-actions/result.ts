import type { z } from 'zod';
import type { LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import type { FreeSlot } from '@/lib/appointments/rules/booking';

/** What every server action answers: the data, or a message and the fields it concerns. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors?: Record<string, string>; nextFreeSlots?: FreeSlot[]; duplicates?: LikelyDuplicate[] };

export function ok<T>(data: T): ActionResult<T> {
  return { ok: true, data };
}

export function fail(message: string, fieldErrors?: Record<string, string>): { ok: false; message: string; fieldErrors?: Record<string, string> } {
  return { ok: false, message, fieldErrors };
}

/** The first message per field of a failed parse; the form shows each under its field. */
export function invalid(error: z.ZodError): { ok: false; message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, message: 'Please correct the highlighted fields.', fieldErrors };
}

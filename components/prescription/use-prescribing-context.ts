'use client';

import { useServerRead } from '@/components/server-read/use-server-read';
import { prescribingContext } from '@/lib/prescriptions/actions';
import type { PrescribingContext } from '@/lib/prescriptions/queries/prescribing-context';

export const CONTEXT_UNREACHABLE = "Could not read the patient's drug allergies. Check the connection and try again.";

export type ContextState = { status: 'none' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; context: PrescribingContext };

/**
 * The chosen patient's drug allergies and diagnoses, asked of the server whenever the patient changes (only the
 * answer for the patient chosen last is kept); `retry` asks again after a failure.
 */
export function usePrescribingContext(patientId: number | null): { state: ContextState; retry: () => void } {
  const read = useServerRead(patientId === null ? null : String(patientId), () => prescribingContext({ patientId: patientId ?? 0 }), { unreachable: CONTEXT_UNREACHABLE });
  const { retry } = read;
  // No patient chosen: nothing to say; until the answer for this patient (and attempt) comes: loading.
  switch (read.status) {
    case 'idle':
      return { state: { status: 'none' }, retry };
    case 'loading':
      return { state: { status: 'loading' }, retry };
    case 'error':
      return { state: { status: 'failed', message: read.message }, retry };
    case 'ready':
      return { state: { status: 'ready', context: read.data }, retry };
  }
}

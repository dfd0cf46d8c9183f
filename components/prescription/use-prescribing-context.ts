'use client';

import { useCallback, useEffect, useState } from 'react';
import { prescribingContext } from '@/lib/prescriptions/actions';
import type { PrescribingContext } from '@/lib/prescriptions/queries/prescribing-context';

export const CONTEXT_UNREACHABLE = "Could not read the patient's drug allergies. Check the connection and try again.";

export type ContextState = { status: 'none' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; context: PrescribingContext };

/**
 * The chosen patient's drug allergies and diagnoses, asked of the server whenever the patient changes (only the
 * answer for the patient chosen last is kept); `retry` asks again after a failure.
 */
export function usePrescribingContext(patientId: number | null) {
  const [attempt, setAttempt] = useState(0);
  /** The answer, and which request (patient and attempt) it answers. */
  const [answer, setAnswer] = useState<{ key: string; state: ContextState } | null>(null);
  const key = `${patientId}:${attempt}`;
  useEffect(() => {
    if (patientId === null) return;
    let current = true;
    const settle = (state: ContextState) => current && setAnswer({ key: `${patientId}:${attempt}`, state });
    prescribingContext({ patientId })
      .then((result) => settle(result.ok ? { status: 'ready', context: result.data } : { status: 'failed', message: result.message }))
      .catch(() => settle({ status: 'failed', message: CONTEXT_UNREACHABLE }));
    return () => {
      current = false;
    };
  }, [patientId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // No patient chosen: nothing to say; until the answer for this patient (and attempt) comes: loading.
  const shown: ContextState = patientId === null ? { status: 'none' } : answer?.key === key ? answer.state : { status: 'loading' };
  return { state: shown, retry };
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import { prescribingContext } from '@/lib/actions/prescriptions';
import type { PrescribingContext } from '@/lib/data/prescribing-context';

export const CONTEXT_UNREACHABLE = "Could not read the patient's drug allergies. Check the connection and try again.";

export type ContextState = { status: 'none' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; context: PrescribingContext };

/**
 * The chosen patient's drug allergies and diagnoses, asked of the server whenever the patient changes (only the
 * answer for the patient chosen last is kept); `retry` asks again after a failure.
 */
export function usePrescribingContext(patientId: number | null) {
  const [state, setState] = useState<ContextState & { patientId?: number | null }>({ status: 'none' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (patientId === null) return;
    let current = true;
    setState({ status: 'loading', patientId });
    prescribingContext({ patientId })
      .then((result) => {
        if (!current) return;
        setState(result.ok ? { status: 'ready', context: result.data, patientId } : { status: 'failed', message: result.message, patientId });
      })
      .catch(() => current && setState({ status: 'failed', message: CONTEXT_UNREACHABLE, patientId }));
    return () => {
      current = false;
    };
  }, [patientId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A patient no longer chosen has no context; one chosen since the last answer is loading.
  const shown: ContextState = patientId === null ? { status: 'none' } : state.patientId === patientId ? state : { status: 'loading' };
  return { state: shown, retry };
}

'use client';

import { useEffect, useState } from 'react';
import { findPatientsForPalette } from '@/lib/patients/actions/options';
import { COMMAND_PALETTE_PATIENT_MIN_LENGTH, COMMAND_PALETTE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import type { PatientMatch } from '@/lib/patients/queries/options';

/** Said when the search could not reach the server (a refusal of the server says its own words). */
export const PALETTE_SEARCH_UNREACHABLE = 'Check the connection and try again.';

export type PatientMatches =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; patients: PatientMatch[] }
  | { status: 'error'; message: string };

type Outcome = Extract<PatientMatches, { status: 'ready' | 'error' }>;

/**
 * The palette's patient search for what is typed: nothing for fewer than COMMAND_PALETTE_PATIENT_MIN_LENGTH
 * characters, else the server's answer after a pause in the typing. Only the answer to the latest text (and
 * the latest retry) is shown: an older answer that comes late is dropped.
 */
export function usePatientMatches(query: string): PatientMatches & { retry: () => void } {
  const text = query.trim();
  const wanted = text.length >= COMMAND_PALETTE_PATIENT_MIN_LENGTH ? text : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ text: string; attempt: number; outcome: Outcome } | null>(null);

  useEffect(() => {
    if (wanted === null) return;
    // Set when newer text (or a retry, or closing) replaces this request: its answer, however late, is dropped.
    let stale = false;
    const timer = setTimeout(async () => {
      let outcome: Outcome;
      try {
        const result = await findPatientsForPalette({ q: wanted });
        outcome = result.ok ? { status: 'ready', patients: result.data } : { status: 'error', message: result.message };
      } catch {
        outcome = { status: 'error', message: PALETTE_SEARCH_UNREACHABLE };
      }
      if (!stale) setAnswer({ text: wanted, attempt, outcome });
    }, COMMAND_PALETTE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale = true;
    };
  }, [wanted, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (wanted === null) return { status: 'idle', retry };
  if (answer?.text === wanted && answer.attempt === attempt) return { ...answer.outcome, retry };
  return { status: 'loading', retry };
}

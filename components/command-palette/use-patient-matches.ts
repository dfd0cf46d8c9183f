'use client';

import { useServerRead } from '@/components/server-read/use-server-read';
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

/**
 * The palette's patient search for what is typed: nothing for fewer than COMMAND_PALETTE_PATIENT_MIN_LENGTH
 * characters, else the server's answer after a pause in the typing. Only the answer to the latest text (and
 * the latest retry) is shown: an older answer that comes late is dropped.
 */
export function usePatientMatches(query: string): PatientMatches & { retry: () => void } {
  const text = query.trim();
  const wanted = text.length >= COMMAND_PALETTE_PATIENT_MIN_LENGTH ? text : null;
  const read = useServerRead(wanted, () => findPatientsForPalette({ q: wanted ?? '' }), { unreachable: PALETTE_SEARCH_UNREACHABLE, delayMs: COMMAND_PALETTE_SEARCH_DEBOUNCE_MS });
  const { retry } = read;
  return read.status === 'ready' ? { status: 'ready', patients: read.data, retry } : read;
}

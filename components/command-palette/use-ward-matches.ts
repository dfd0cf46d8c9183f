'use client';

import { useServerRead } from '@/components/server-read/use-server-read';
import { COMMAND_PALETTE_PATIENT_MIN_LENGTH, COMMAND_PALETTE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { findWardsForPalette } from '@/lib/wards/actions';
import type { WardMatch } from '@/lib/wards/queries/palette';
import { PALETTE_SEARCH_UNREACHABLE } from './use-patient-matches';

export type WardMatches = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; wards: WardMatch[] } | { status: 'error'; message: string };

/**
 * The palette's wards and beds for what is typed, asked of the server beside the patients, after the same pause in
 * the typing and from the same length of text; only the answer to the latest text is shown.
 */
export function useWardMatches(query: string): WardMatches {
  const text = query.trim();
  const wanted = text.length >= COMMAND_PALETTE_PATIENT_MIN_LENGTH ? text : null;
  const read = useServerRead(wanted, () => findWardsForPalette({ q: wanted ?? '' }), { unreachable: PALETTE_SEARCH_UNREACHABLE, delayMs: COMMAND_PALETTE_SEARCH_DEBOUNCE_MS });
  return read.status === 'ready' ? { status: 'ready', wards: read.data } : read.status === 'error' ? { status: 'error', message: read.message } : { status: read.status };
}

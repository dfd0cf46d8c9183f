'use client';

import { useEffect, useRef, useState } from 'react';
import { searchPatients } from '@/lib/actions/patient-options';
import type { ActionResult } from '@/lib/actions/result';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import type { PatientOption } from '@/lib/data/patient-options';
import { SEARCH_MAX_LENGTH } from '@/lib/validations/hospital-api';

/** Said when the search could not reach the server (a refusal of the server says its own words). */
export const PATIENT_SEARCH_UNREACHABLE = 'Could not search the patients. Check the connection and try again.';
export const PATIENT_SEARCH_SEARCHING = 'Searching…';

export type PatientSearchStatus = 'ready' | 'searching' | 'failed';

/**
 * The server search behind a patient picker. What to list comes from onSearch (the typed text; '' for the
 * first patients by name; null when the list closes); the search runs after a pause in the typing, and only
 * the answer to the latest text is shown: an older answer that comes late is dropped. Nothing is asked
 * until the doctor opens the list.
 */
export function usePatientSearch(onAnsweredAfterEnter: (first: PatientOption) => void) {
  const [wanted, setWanted] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ text: string; patients: PatientOption[] } | null>(null);
  const [failure, setFailure] = useState<{ text: string; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The text waiting for the pause to end, if any. */
  const waiting = useRef<string | null>(null);
  /** Bumped by every new text: an answer to an older request is dropped. */
  const latest = useRef(0);
  const chooseFirst = useRef(false);
  const answeredAfterEnter = useRef(onAnsweredAfterEnter);
  useEffect(() => {
    answeredAfterEnter.current = onAnsweredAfterEnter;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run(text: string) {
    waiting.current = null;
    const request = ++latest.current;
    let result: ActionResult<PatientOption[]> | null;
    try {
      result = await searchPatients({ q: text });
    } catch {
      result = null;
    }
    if (request !== latest.current) return;
    if (!result?.ok) {
      chooseFirst.current = false;
      setFailure({ text, message: result?.message ?? PATIENT_SEARCH_UNREACHABLE });
      return;
    }
    setAnswer({ text, patients: result.data });
    if (chooseFirst.current) {
      chooseFirst.current = false;
      if (result.data.length > 0) answeredAfterEnter.current(result.data[0]);
    }
  }

  const status: PatientSearchStatus = wanted === null || answer?.text === wanted ? 'ready' : failure?.text === wanted ? 'failed' : 'searching';

  function onSearch(typed: string | null) {
    chooseFirst.current = false;
    const text = typed === null ? null : typed.trim();
    // Another space typed, or the same text again: the search under way (or done) answers it.
    if (text === wanted && status !== 'failed') return;
    clearTimeout(timer.current);
    waiting.current = null;
    latest.current++;
    setWanted(text);
    setFailure(null);
    if (text === null || text === answer?.text) return;
    // No name is that long: nothing to ask (the server would take it for no search at all).
    if (text.length > SEARCH_MAX_LENGTH) return setAnswer({ text, patients: [] });
    waiting.current = text;
    // Opening the list ('') answers at once; typing waits for a pause.
    timer.current = setTimeout(() => void run(text), text ? TABLE_SEARCH_DEBOUNCE_MS : 0);
  }

  /** Enter before the answer: its first patient is chosen when it comes, and a pause still running ends now. */
  function onEnterWhileSearching() {
    chooseFirst.current = true;
    const text = waiting.current;
    if (text === null) return;
    clearTimeout(timer.current);
    void run(text);
  }

  return {
    patients: status === 'ready' && answer?.text === wanted ? answer.patients : [],
    status,
    failedMessage: failure?.message ?? PATIENT_SEARCH_UNREACHABLE,
    onSearch,
    onEnterWhileSearching,
  };
}

'use client';

import { useEffect, useRef, useState } from 'react';
import type { ActionResult } from '@/lib/server-actions/result';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';

export const SEARCH_SEARCHING = 'Searching…';

export type ServerSearchStatus = 'ready' | 'searching' | 'failed';

/** A server action that finds a few items for the typed text ('' for the first ones). */
export type FindItems<T> = (input: { q: string }) => Promise<ActionResult<T[]>>;

/**
 * The server search behind a searched combobox (the patient pickers, the Audit screen's Person). What to list
 * comes from onSearch (the typed text; '' for the first items; null when the list closes); the search runs
 * after a pause in the typing, and only the answer to the latest text is shown: an older answer that comes
 * late is dropped. Nothing is asked until the list opens. `unreachable` is said when the server could not be
 * reached (a refusal of the server says its own words).
 */
export function useServerSearch<T>(find: FindItems<T>, unreachable: string, onAnsweredAfterEnter: (first: T) => void) {
  const [wanted, setWanted] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ text: string; items: T[] } | null>(null);
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
    let result: ActionResult<T[]> | null;
    try {
      result = await find({ q: text });
    } catch {
      result = null;
    }
    if (request !== latest.current) return;
    if (!result?.ok) {
      chooseFirst.current = false;
      setFailure({ text, message: result?.message ?? unreachable });
      return;
    }
    setAnswer({ text, items: result.data });
    if (chooseFirst.current) {
      chooseFirst.current = false;
      if (result.data.length > 0) answeredAfterEnter.current(result.data[0]);
    }
  }

  const status: ServerSearchStatus = wanted === null || answer?.text === wanted ? 'ready' : failure?.text === wanted ? 'failed' : 'searching';

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
    if (text.length > SEARCH_MAX_LENGTH) return setAnswer({ text, items: [] });
    waiting.current = text;
    // Opening the list ('') answers at once; typing waits for a pause.
    timer.current = setTimeout(() => void run(text), text ? TABLE_SEARCH_DEBOUNCE_MS : 0);
  }

  /** Enter before the answer: its first item is chosen when it comes, and a pause still running ends now. */
  function onEnterWhileSearching() {
    chooseFirst.current = true;
    const text = waiting.current;
    if (text === null) return;
    clearTimeout(timer.current);
    void run(text);
  }

  return {
    items: status === 'ready' && answer?.text === wanted ? answer.items : [],
    status,
    failedMessage: failure?.message ?? unreachable,
    onSearch,
    onEnterWhileSearching,
  };
}

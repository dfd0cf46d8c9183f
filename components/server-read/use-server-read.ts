'use client';

import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ActionResult } from '@/lib/server-actions/result';

/** What the screen shows of one read from the server. */
export type ServerRead<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

type Settled<T> = Extract<ServerRead<T>, { status: 'ready' | 'error' }>;

export interface ServerReadOptions {
  /** Said when the server could not be reached (a refusal of the server says its own words). */
  unreachable: string;
  /** A pause before asking, for reads that follow typing; a newer key within it asks only once. */
  delayMs?: number;
}

/**
 * One read through a server action, for what `key` names (null: nothing to read). A new key asks again; only the
 * answer to the latest key and the latest `retry` is shown, and an older answer that comes late is dropped.
 */
export function useServerRead<T>(key: string | null, read: () => Promise<ActionResult<T>>, { unreachable, delayMs = 0 }: ServerReadOptions): ServerRead<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; outcome: Settled<T> } | null>(null);
  // The read as of the latest render, without making every render ask again.
  const ask = useEffectEvent(read);

  useEffect(() => {
    if (key === null) return;
    // Set when a newer key (or a retry, or leaving) replaces this request: its answer, however late, is dropped.
    let stale = false;
    const run = async () => {
      let outcome: Settled<T>;
      try {
        const result = await ask();
        outcome = result.ok ? { status: 'ready', data: result.data } : { status: 'error', message: result.message };
      } catch {
        outcome = { status: 'error', message: unreachable };
      }
      if (!stale) setAnswer({ key, attempt, outcome });
    };
    const timer = delayMs > 0 ? setTimeout(run, delayMs) : undefined;
    if (timer === undefined) void run();
    return () => {
      clearTimeout(timer);
      stale = true;
    };
  }, [key, attempt, delayMs, unreachable]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (key === null) return { status: 'idle', retry };
  if (answer?.key === key && answer.attempt === attempt) return { ...answer.outcome, retry };
  return { status: 'loading', retry };
}

'use client';

import { Loader2 } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
// Imported here for its effect too: it starts noting the focused control now, so that a dialog whose code comes
// later still gives focus back to the control that opened it (the note would otherwise begin only when the
// dialog's code arrives).
import { NOT_AN_OPENER } from '@/components/ui/return-focus';

/**
 * A part of a screen that the doctor opens on demand (the command palette, a dialog, a sheet), whose code is
 * fetched the first time it is wanted instead of with every page. `preload` starts the fetch early
 * (on hover or focus of what opens it); once fetched, the part renders at once, in every later opening too.
 */
export interface LazyPart<P> {
  preload: () => Promise<ComponentType<P>>;
  /** The component if it has been fetched already, else null: what a control may swap in without waiting. */
  peek: () => ComponentType<P> | null;
  /** The component once fetched; `failed` when the fetch failed (the connection), with `retry`. */
  useLoaded: (wanted: boolean) => { Component: ComponentType<P> | null; failed: boolean; retry: () => void };
}

export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next want tries again.
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function useLoaded(wanted: boolean) {
    const [component, setComponent] = useState<{ current: ComponentType<P> } | null>(loaded ? { current: loaded } : null);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (!wanted || component) return;
      let live = true;
      preload().then(
        (current) => live && setComponent({ current }),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [wanted, component, attempt]);
    return {
      Component: component?.current ?? null,
      failed,
      retry: () => {
        setFailed(false);
        setAttempt((count) => count + 1);
      },
    };
  }

  return { preload, peek: () => loaded, useLoaded };
}

/** Said when a part's code could not be fetched. */
export const LAZY_PART_UNREACHABLE = 'Could not load this part of the page. Check the connection and try again.';

/**
 * What shows while an opened part's code is on its way, or why it did not come (with Try again and Close),
 * over the page as the part itself would be.
 */
export function LazyPartFallback({ name, failed, onRetry, onClose }: { name: string; failed: boolean; onRetry: () => void; onClose: () => void }) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4" data-testid="lazy-part-fallback" {...{ [NOT_AN_OPENER]: '' }}>
      {failed ? (
        <div role="alert" aria-label={name} className="grid max-w-sm gap-3 rounded-lg border bg-background p-4 text-sm shadow-lg">
          <p>{LAZY_PART_UNREACHABLE}</p>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onClose} className="rounded-md border px-3 py-1.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
              Close
            </button>
            <button
              type="button"
              onClick={onRetry}
              autoFocus
              className="rounded-md bg-primary px-3 py-1.5 text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring"
            >
              Try again
            </button>
          </div>
        </div>
      ) : (
        <p role="status" aria-label={name} className="flex items-center gap-2 rounded-lg border bg-background px-4 py-3 text-sm shadow-lg">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading...
        </p>
      )}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { LazyPartFallback, type LazyPart } from '@/components/ui/lazy-part';

interface OpenedPartProps<P> {
  /** The dialog or sheet, fetched the first time it opens. */
  part: LazyPart<P>;
  open: boolean;
  /** The part's own title: names its loading status and, when the fetch fails, the alert. */
  name: string;
  /** Closes it while it loads or after its fetch failed (the part closes itself once it is there). */
  onClose: () => void;
  /** The part's props, given as they would be to the part itself. */
  props: P;
}

/**
 * A dialog or sheet whose code comes the first time the doctor opens it, not with the page, with a loading state meanwhile.
 * Once fetched it stays mounted, open or closed, as it did when it shipped with the page: its closing animation, the
 * focus going back to its opener and what it keeps between openings (a half-filled form) work as before.
 */
export function OpenedPart<P extends object>({ part, open, name, onClose, props }: OpenedPartProps<P>) {
  const [opened, setOpened] = useState(open);
  // Remembered during render (not in an effect) so the fetch starts in the same commit as the opening.
  if (open && !opened) setOpened(true);
  const { Component, failed, retry } = part.useLoaded(opened || open);
  if (Component) return <Component {...props} />;
  return open ? <LazyPartFallback name={name} failed={failed} onRetry={retry} onClose={onClose} /> : null;
}

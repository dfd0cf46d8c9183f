'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { LazyPart } from './lazy-part';

/**
 * The state of a control drawn before its Radix code has come (a menu's or a select's button): whether it is open,
 * and the loaded component that takes the button's place once the code is here. `plain` goes on the button drawn
 * first and `trigger` on Radix's; the swap gives the new button the focus the old one had. Opening fetches the
 * code if it has not come (`failed` says when it could not, `retry` asks again); `prepare` fetches it early
 * (pointing, focusing) and, with `swap`, also swaps it in at once.
 */
export function useSwapOnDemand<P>(part: LazyPart<P>, onOpenChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false);
  const [loaded, setLoaded] = useState<{ current: ComponentType<P> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const plain = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const swapIn = useCallback((current: ComponentType<P>) => {
    // Swapping the buttons drops the focus: the new one takes it back if the old one had it.
    refocus.current = plain.current !== null && plain.current === document.activeElement;
    setLoaded((was) => was ?? { current });
  }, []);

  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (next) {
      // Opened again after a failed fetch: 'Loading...' while it is fetched anew.
      setFailed(false);
      const ready = part.peek();
      if (ready && !loaded) swapIn(ready);
    }
    setOpenState(next);
    onOpenChange?.(next);
  };

  const prepare = (swap = false) => {
    const ready = part.peek();
    if (ready) {
      if (swap) swapIn(ready);
      return;
    }
    // A failure says so when the control is opened.
    part.preload().then((current) => swap && swapIn(current), () => undefined);
  };

  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    part.preload().then(
      (current) => live && swapIn(current),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, loaded, attempt, part, swapIn]);

  useLayoutEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus({ preventScroll: true });
  }, [loaded]);

  return {
    open,
    setOpen,
    Loaded: loaded?.current ?? null,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
    prepare,
    plain,
    trigger,
  };
}

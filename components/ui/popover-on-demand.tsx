'use client';

import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import type { AnchoredPopover as Anchored, AnchoredPopoverProps } from './anchored-popover';
import { LazyPartFallback, lazyPart } from './lazy-part';
import type { PopoverContent } from './popover';

/** Radix's Popover and the positioning library under it come when a popover is first wanted, not with every page. */
export const anchoredPopover = lazyPart<Parameters<typeof Anchored>[0]>(() => import('./anchored-popover').then((module) => module.AnchoredPopover));

/** Pointing at or focusing the button starts the fetch; a failure says so when the popover is opened. */
const preload = () => void anchoredPopover.preload().catch(() => undefined);

/**
 * A button that opens a popover (the top bar's profile popup and bell). The button is drawn and works at once;
 * the popover's code is fetched when the doctor points at, focuses or presses it, and until it is there an opened
 * popover shows 'Loading...' (or why it did not come, with Try again). `content` goes to the popover's content
 * (its label, size and place); `onPrepare` runs where the button starts fetching, for code of the caller's own.
 */
export function PopoverOnDemand({
  name,
  open,
  onOpenChange,
  button,
  content,
  onPrepare,
  children,
}: {
  /** What the popover is called while its code comes. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  button: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'ref'>;
  content: Omit<ComponentProps<typeof PopoverContent>, 'id' | 'children'>;
  onPrepare?: () => void;
  children: ReactNode;
}) {
  const anchor = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { Component: Popover, failed, retry } = anchoredPopover.useLoaded(open);
  const prepare = () => {
    preload();
    onPrepare?.();
  };
  const popover: AnchoredPopoverProps = { ...content, id, anchor, open, onOpenChange, children };
  return (
    <>
      <button
        {...button}
        ref={anchor}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Popover ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={prepare}
        onFocus={prepare}
      />
      {Popover ? <Popover {...popover} /> : open && <LazyPartFallback name={name} failed={failed} onRetry={retry} onClose={() => onOpenChange(false)} />}
    </>
  );
}

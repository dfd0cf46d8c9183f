'use client';

import { useRef, type ComponentProps, type RefObject } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from './popover';

export type AnchoredPopoverProps = ComponentProps<typeof PopoverContent> & {
  /** The button that opens and closes the popover: it is drawn before this code arrives (PopoverOnDemand). */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Radix's Popover placed against a button of the page's own, which is not Radix's trigger (that would tie the
 * button's code to the popover's). What Radix's trigger does is done here: a press on the button is the button's
 * (it toggles, rather than close as a press outside and open again), and closing gives focus back to the button
 * unless the doctor went on elsewhere.
 */
export function AnchoredPopover({ anchor, open, onOpenChange, onInteractOutside, onCloseAutoFocus, ...content }: AnchoredPopoverProps) {
  const wentElsewhere = useRef(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <PopoverContent
        {...content}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          else wentElsewhere.current = true;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          event.preventDefault();
          if (!wentElsewhere.current) anchor.current?.focus();
          wentElsewhere.current = false;
        }}
      />
    </Popover>
  );
}

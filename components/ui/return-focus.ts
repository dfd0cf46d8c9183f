'use client';

import { useRef } from 'react';

/**
 * Where focus goes back when a dialog or sheet closes: the control that opened it.
 *
 * Radix gives focus back to the element that had it when the dialog opened. That fails for a dialog opened
 * from a dropdown menu's item: the item is gone once the menu closes, and focus would fall to the page. So the
 * app remembers the last focused control, and a menu item stands for the button that opened its menu.
 */
let lastOpener: HTMLElement | null = null;

function openerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest<HTMLElement>('[role="menu"]');
  if (!menu?.id) return element;
  return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? element;
}

/** Marks a stand-in that is gone once what it stands for opens (a lazy part's "Try again"): never an opener. */
export const NOT_AN_OPENER = 'data-not-an-opener';

function remember(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target !== document.body && !target.closest(`[${NOT_AN_OPENER}]`)) lastOpener = openerOf(target);
}

if (typeof document !== 'undefined') document.addEventListener('focusin', remember, true);

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The content's auto-focus handlers: on open, note the opener (before Radix moves focus in); on close, focus it
 * when it is still on the page, else let Radix decide. The caller's own handlers run first.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix calls this before it moves focus in, so the focused element is still the opener's side. It stands in
      // when nothing was noted (no focus since this module loaded).
      const focused = document.activeElement;
      opener.current = lastOpener ?? (focused instanceof HTMLElement && focused !== document.body ? openerOf(focused) : null);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

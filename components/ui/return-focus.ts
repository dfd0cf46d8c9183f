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

function remember(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target !== document.body) lastOpener = openerOf(target);
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
      opener.current = lastOpener;
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

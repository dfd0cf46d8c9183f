'use client';

import { useContext, useSyncExternalStore } from 'react';
import { CardLayoutGuess } from './card-layout-guess';

/** Below Tailwind's `sm` breakpoint (40rem, 640 px): a phone, where a table's rows show as cards. */
export const CARD_LAYOUT_QUERY = '(width < 40rem)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(CARD_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(CARD_LAYOUT_QUERY).matches;

/**
 * Whether tables show their rows as cards. One render, not a table and a card list side by side hidden in turn by
 * CSS: that would double every list page's rows in the server's HTML and give every cell's text twice. The server
 * and the hydrating render draw what the server guessed from the request (CardLayoutGuess: cards for a phone's
 * browser, else the table); the browser's answer follows at once, and again when the window crosses `sm`.
 */
export function useCardLayout(): boolean {
  const guess = useContext(CardLayoutGuess);
  return useSyncExternalStore(subscribe, isNarrow, () => guess);
}

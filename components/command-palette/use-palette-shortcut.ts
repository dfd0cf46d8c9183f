'use client';

import { useEffect, useRef } from 'react';

/** Ctrl+K, or ⌘K on a Mac: with no other modifier, whatever letter case (Caps Lock). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Calls `onShortcut` on Ctrl+K / ⌘K anywhere on the page, focus in a text field included. Listened to on
 * the window in the capture phase, so that no field or widget that handles its own keys sees it first, and
 * prevented, so that the browser's own Ctrl+K (its search bar) does not fire.
 */
export function usePaletteShortcut(onShortcut: () => void) {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event) || event.repeat) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

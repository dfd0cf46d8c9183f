'use client';

import { Search } from 'lucide-react';
import { useShortcutLabel } from './use-shortcut-label';

/**
 * The top bar's way into the palette, and its visible hint: "Search…" and the shortcut from sm up, the
 * magnifier alone below (its name stays "Search…").
 */
export function PaletteButton({ onOpen, onIntent }: { onOpen: () => void; /** The pointer or focus is on it: fetch the palette now. */ onIntent?: () => void }) {
  const shortcut = useShortcutLabel();
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      className="inline-flex size-9 shrink-0 items-center justify-center gap-2 rounded-md text-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:w-52 sm:justify-start sm:border sm:px-3"
    >
      <Search className="size-5 shrink-0 sm:size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Search…</span>
      <kbd aria-hidden="true" data-testid="palette-shortcut" className="ml-auto hidden rounded border bg-muted px-1.5 py-0.5 font-mono text-[11px] leading-none text-muted-foreground sm:inline">
        {shortcut}
      </kbd>
    </button>
  );
}

'use client';

import { useState } from 'react';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import { PaletteButton } from './palette-button';
import type { PaletteDialogProps } from './palette-dialog';
import { usePaletteShortcut } from './use-palette-shortcut';

/** The palette's code (cmdk, its lists, the patient search) comes on its first opening, not with every page. */
export const paletteDialog = lazyPart<PaletteDialogProps>(() => import('./palette-dialog').then((module) => module.PaletteDialog));

/**
 * The doctor area's command palette: Ctrl+K / ⌘K anywhere, or the top bar's Search button. This
 * part ships with every page: the button and the shortcut. The palette itself (palette-dialog.tsx) is
 * fetched when first wanted (pointing at the button starts it), with "Loading..." meanwhile.
 */
export function CommandPalette({ administrator }: { administrator: boolean }) {
  const [open, setOpen] = useState(false);
  // Each opening is a new palette: its text, its patient and its actions start afresh.
  const [openings, setOpenings] = useState(0);
  const { Component: Palette, failed, retry } = paletteDialog.useLoaded(openings > 0);

  function show() {
    setOpenings((count) => count + 1);
    setOpen(true);
  }
  usePaletteShortcut(() => (open ? setOpen(false) : show()));

  return (
    <>
      <PaletteButton onOpen={show} onIntent={() => void paletteDialog.preload().catch(() => undefined)} />
      {Palette ? (
        <Palette key={openings} open={open} onOpenChange={(next) => (next ? show() : setOpen(false))} administrator={administrator} />
      ) : (
        open && <LazyPartFallback name="Command palette" failed={failed} onRetry={retry} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

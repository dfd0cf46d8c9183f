'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { OpenedPart } from '@/components/opened-part';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import type { CaseReportValues } from '@/lib/reports/schema/report';
import { KIND_LABEL, type SignedInDoctor } from './report-lists';

// The forms (react-hook-form, their schemas, the patient picker) come the first time one is wanted, not with the page.
export const newCaseReportDialog = lazyPart(() => import('./new-case-report-dialog').then((module) => module.NewCaseReportDialog));
export const newInvestigationDialog = lazyPart(() => import('./new-investigation-dialog').then((module) => module.NewInvestigationDialog));

/** Pointing at or focusing the button starts the fetch, so the form is usually there by the click. */
const preloading = (part: { preload: () => Promise<unknown> }) => () => {
  // A failed fetch is tried again (and said) when the dialog is opened.
  part.preload().catch(() => undefined);
};

/** The toolbar's button; it says what it opens and whether it is open, as the dialog's own trigger did. */
function OpenerButton({ title, open, onOpen, preload }: { title: string; open: boolean; onOpen: () => void; preload: () => void }) {
  return (
    <Button
      type="button"
      size="sm"
      className="h-8"
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Plus aria-hidden="true" />
      {title}
    </Button>
  );
}

/** `New Birth Report` / `New Death Report`. */
export function NewCaseReportButton({ kind, doctor }: { kind: CaseReportValues['kind']; doctor: SignedInDoctor }) {
  const [open, setOpen] = useState(false);
  const title = `New ${KIND_LABEL[kind]} Report`;
  return (
    <>
      <OpenerButton title={title} open={open} onOpen={() => setOpen(true)} preload={preloading(newCaseReportDialog)} />
      <OpenedPart part={newCaseReportDialog} open={open} name={title} onClose={() => setOpen(false)} props={{ kind, doctor, open, onOpenChange: setOpen }} />
    </>
  );
}

/** `New Investigation Report`. */
export function NewInvestigationButton() {
  const [open, setOpen] = useState(false);
  const title = 'New Investigation Report';
  return (
    <>
      <OpenerButton title={title} open={open} onOpen={() => setOpen(true)} preload={preloading(newInvestigationDialog)} />
      <OpenedPart part={newInvestigationDialog} open={open} name={title} onClose={() => setOpen(false)} props={{ open, onOpenChange: setOpen }} />
    </>
  );
}

'use client';

import { Plus } from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { OpenedPart } from '@/components/opened-part';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import type { CaseReportValues } from '@/lib/reports/schema/report';
import { KIND_LABEL, NEW_REPORT_KEYS, type NewReportOpening, type SignedInDoctor } from './report-lists';

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

/** The address without the keys that opened the dialog: closing it once is enough, a reload does not open it again. */
function useForgetOpening() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return () => {
    if (!NEW_REPORT_KEYS.some((key) => searchParams.has(key))) return;
    const next = new URLSearchParams(searchParams.toString());
    for (const key of NEW_REPORT_KEYS) next.delete(key);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
}

/** Which opening the address asks for: the same patient asked again (a re-render of the page) is not a new one. */
const openingKey = (opening: NewReportOpening | null) => (opening ? `patient:${opening.patient?.id ?? ''}` : null);

/**
 * `New Birth Report` / `New Death Report`; opened at once, with its patient chosen, when the address asks for it
 * (`opening`: a discharge's death opens the death report so).
 */
export function NewCaseReportButton({ kind, doctor, opening = null }: { kind: CaseReportValues['kind']; doctor: SignedInDoctor; opening?: NewReportOpening | null }) {
  const [open, setOpen] = useState(opening !== null);
  const [asked, setAsked] = useState(openingKey(opening));
  // Adjusted while rendering: a new opening in the address (a link followed to this same screen) opens the dialog.
  if (openingKey(opening) !== asked) {
    setAsked(openingKey(opening));
    if (opening) setOpen(true);
  }
  const forgetOpening = useForgetOpening();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) forgetOpening();
  };
  const title = `New ${KIND_LABEL[kind]} Report`;
  return (
    <>
      <OpenerButton title={title} open={open} onOpen={() => setOpen(true)} preload={preloading(newCaseReportDialog)} />
      <OpenedPart
        part={newCaseReportDialog}
        open={open}
        name={title}
        onClose={() => change(false)}
        props={{ kind, doctor, open, onOpenChange: change, initialPatient: opening?.patient ?? null }}
      />
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

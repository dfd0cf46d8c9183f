'use client';

import { BedDouble } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { AdmitDialogProps, AdmitTarget } from './admit-dialog';

/** The dialog's code (the form, the dropdowns) comes when it is first wanted or pointed at, not with the page. */
export const admitDialog = lazyPart<AdmitDialogProps>(() => import('./admit-dialog').then((module) => module.AdmitDialog));

const preload = () => void admitDialog.preload().catch(() => undefined);

/**
 * "Admit" on the visit page and the chart: opens the admission dialog for this patient (and visit). A new form at
 * each opening, so the free beds are read again each time; once fetched the dialog stays mounted, closed in between.
 */
export function AdmitButton({
  patientId,
  patientName,
  appointmentId = null,
  doctorId,
}: Omit<AdmitTarget, 'opening' | 'appointmentId'> & { appointmentId?: number | null }) {
  const [target, setTarget] = useState<AdmitTarget | null>(null);
  const [open, setOpen] = useState(false);
  const { Component: Dialog, failed, retry } = admitDialog.useLoaded(target !== null);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setTarget((last) => ({ patientId, patientName, appointmentId, doctorId, opening: (last?.opening ?? 0) + 1 }));
          setOpen(true);
        }}
      >
        <BedDouble aria-hidden="true" />
        Admit
      </Button>
      {Dialog ? target && <Dialog target={target} open={open} onClose={close} /> : open && <LazyPartFallback name="Admit" failed={failed} onRetry={retry} onClose={close} />}
    </>
  );
}

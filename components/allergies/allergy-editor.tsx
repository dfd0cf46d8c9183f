'use client';

import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { AllergySummary } from '@/lib/patients/queries/allergies';
import type { AllergyEditorDialogProps } from './allergy-editor-dialog';

/** The dialog's form code comes when it is first opened (or pointed at), not with the chart and the visit page. */
export const allergyEditorDialog = lazyPart<AllergyEditorDialogProps>(() => import('./allergy-editor-dialog').then((module) => module.AllergyEditorDialog));

/**
 * "Drug allergies": the button on the chart's header and the visit page that opens the patient's allergy dialog
 * (allergy-editor-dialog.tsx). Once fetched the dialog stays mounted, so that what it last saved shows when it is
 * opened again before the page is read anew.
 */
export function AllergyEditor({ patientId, patientName, summary }: { patientId: number; patientName: string; summary: AllergySummary }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { Component: Dialog, failed, retry } = allergyEditorDialog.useLoaded(wanted);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void allergyEditorDialog.preload().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <ShieldPlus aria-hidden="true" />
        Drug allergies
      </Button>
      {Dialog ? (
        <Dialog patientId={patientId} patientName={patientName} summary={summary} open={open} onOpenChange={setOpen} />
      ) : (
        open && <LazyPartFallback name="Drug allergies" failed={failed} onRetry={retry} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

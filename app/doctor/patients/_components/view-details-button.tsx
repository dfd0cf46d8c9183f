'use client';

import { Button } from '@/components/ui/button';
import { viewDetailsId } from './patient-list-keys';
import { useShowPatient } from './patient-sheet-host';
import { patientSheetPart } from './patient-sheet-part';

/** A failed fetch says so when the sheet is opened, with Try again; reaching for the button stays silent. */
const preloadSheet = () => void patientSheetPart.preload().catch(() => undefined);

/**
 * A card's View Details button, the card's one interactive part: it opens the patient's side sheet. Pointing at
 * it or focusing it starts fetching the sheet's code, so that a click seldom waits for it.
 */
export function ViewDetailsButton({ patientId, patientName }: { patientId: number; patientName: string }) {
  const show = useShowPatient();
  return (
    <Button
      id={viewDetailsId(patientId)}
      variant="outline"
      className="w-full"
      onClick={() => show({ id: patientId, name: patientName })}
      onPointerEnter={preloadSheet}
      onFocus={preloadSheet}
      aria-label={`View Details of ${patientName}`}
    >
      View Details
    </Button>
  );
}

'use client';

import { VoidDialog, voidingText } from '@/components/forms/void-dialog';
import { formatInstantDate } from '@/components/format-date';
import { voidPrescription } from '@/lib/prescriptions/actions';
import type { PrescriptionListRow } from '@/lib/prescriptions/queries/prescriptions';

/**
 * The list's delete confirmation, which voids the prescription with a reason (fetched when first asked for):
 * the brief's title and toast; its text says what voiding does, and its button says Void.
 */
export function PrescriptionDeleteDialog({ prescription, onClose }: { prescription: PrescriptionListRow | null; onClose: () => void }) {
  return (
    <VoidDialog
      open={prescription !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      record={prescription ? `Prescription of ${formatInstantDate(prescription.addedAt)} for ${prescription.patientName}` : null}
      onConfirm={(reason) => voidPrescription({ id: prescription?.id, reason })}
      successMessage="Prescription deleted successfully"
      title="Are you sure?"
      description={voidingText('prescription')}
    />
  );
}

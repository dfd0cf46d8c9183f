'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { retireBed } from '@/lib/wards/actions';
import type { AdminBed } from '@/lib/wards/queries/wards-admin';

/**
 * Asks before retiring a bed: it leaves the board and the admission dialog for good, while the stays that name it keep
 * it. Refused (and said here) while a patient lies in it.
 */
export function RetireBedDialog({ bed, wardName, onClose }: { bed: AdminBed | null; wardName: string; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={bed !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={bed ? `Retire bed ${bed.label} of ${wardName}?` : ''}
      description="It leaves the bed board and no patient can be put in it again. The stays of the patients who lay in it keep it in their history."
      confirmLabel="Retire"
      pendingLabel="Retiring..."
      onConfirm={() => (bed ? retireBed({ bedId: bed.bedId }) : Promise.reject(new Error('Nothing to retire')))}
      successMessage={bed ? `Bed ${bed.label} retired` : undefined}
    />
  );
}

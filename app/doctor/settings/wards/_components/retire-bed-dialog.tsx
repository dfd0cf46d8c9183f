'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { retireBed } from '@/lib/wards/actions';
import type { BedTarget } from './bed-target';

/**
 * Asks before retiring a bed: it leaves the board and the admission dialog for good, while the stays that name it keep
 * it. Refused (and said here) while a patient lies in it. One dialog for the ward's beds, opened for the bed chosen.
 */
export function RetireBedDialog({ bed, wardName, open, onOpenChange }: { bed: BedTarget; wardName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Retire bed ${bed.label} of ${wardName}?`}
      description="It leaves the bed board and no patient can be put in it again. The stays of the patients who lay in it keep it in their history."
      confirmLabel="Retire"
      pendingLabel="Retiring..."
      onConfirm={() => retireBed({ bedId: bed.bedId })}
      successMessage={`Bed ${bed.label} retired`}
    />
  );
}

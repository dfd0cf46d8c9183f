'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { retireLabTest } from '@/lib/lab/actions/catalogue';
import type { LabTestRow } from '@/lib/lab/queries/catalogue-list';

/**
 * Asks before retiring a test: doctors can no longer order it, while the orders and results that name it keep it.
 * Restore brings it back. Stays open while the server saves, and says there why it could not.
 */
export function RetireLabTestDialog({ test, onClose }: { test: LabTestRow | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={test !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={test ? `Retire ${test.name}?` : ''}
      description="Doctors can no longer order it. Orders already placed and their results keep it, and Restore offers it again."
      confirmLabel="Retire"
      pendingLabel="Retiring..."
      onConfirm={() => (test ? retireLabTest({ id: test.id }) : Promise.reject(new Error('Nothing to retire')))}
      successMessage={test ? `${test.name} retired` : undefined}
    />
  );
}

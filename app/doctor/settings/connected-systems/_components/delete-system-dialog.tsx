'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { deleteSystem } from '@/lib/connected-systems/actions';
import type { SystemRow } from './system-row';

/**
 * Asks before deleting a system: its tokens stop working at once and it cannot be brought back (it is connected
 * again as a new system, with a new client id). Stays open while the server deletes it, and says there why it could not.
 */
export function DeleteSystemDialog({ system, onClose }: { system: SystemRow | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={system !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={system ? `Delete ${system.name}?` : ''}
      description="Its access tokens stop working at once and it gets no new one. Connecting it again gives it a new client ID. The audit trail keeps what it did."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => (system ? deleteSystem({ id: system.id }) : Promise.reject(new Error('Nothing to delete')))}
      successMessage={system ? `${system.name} deleted` : undefined}
    />
  );
}

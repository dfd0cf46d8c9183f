'use client';

import { Eye } from 'lucide-react';
import Link from '@/components/ui/link';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { PrescriptionStateBadge } from '@/components/prescription/prescription-state-badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { mayChange, type Actor } from '@/lib/auth/roles';
import type { PrescriptionListRow } from '@/lib/prescriptions/queries/prescriptions';
import { prescriptionState } from '@/lib/prescriptions/rules/state';

/** What a row asks the table to do: save a new status at once, or ask to delete. */
export type PrescriptionRowAction = { type: 'status'; row: PrescriptionListRow; status: boolean } | { type: 'delete'; row: PrescriptionListRow };

interface PrescriptionRowProps {
  row: PrescriptionListRow;
  /** The signed-in doctor: only the prescribing doctor or an administrator changes a prescription. */
  actor: Actor;
  onRowAction: (action: PrescriptionRowAction) => void;
}

const LOCKED = 'Only the prescribing doctor or an administrator can change this prescription';

/** The Status cell: a switch that saves at once; a voided prescription has no switch left, only its state. */
export function PrescriptionStatusSwitch({ row, actor, onRowAction }: PrescriptionRowProps) {
  const mine = mayChange(actor, row.doctorId);
  if (prescriptionState(row) === 'voided') return <PrescriptionStateBadge prescription={row} />;
  return (
    <Switch
      checked={row.status}
      disabled={!mine}
      title={mine ? undefined : LOCKED}
      aria-label={`Status of the prescription for ${row.patientName}`}
      onCheckedChange={(checked) => onRowAction({ type: 'status', row, status: checked })}
    />
  );
}

/** The Action cell: view, edit, delete. */
export function PrescriptionRowActions({ row, actor, onRowAction }: PrescriptionRowProps) {
  const mine = mayChange(actor, row.doctorId);
  const name = `the prescription for ${row.patientName}`;
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" asChild>
        <Link href={`/doctor/prescription/prescriptionn-details?id=${row.id}`} aria-label={`View ${name}`} title="View">
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <EditDeleteButtons
        name={name}
        editHref={`/doctor/prescription/create-prescription?id=${row.id}`}
        locked={mine ? null : LOCKED}
        onDelete={() => onRowAction({ type: 'delete', row })}
      />
    </div>
  );
}

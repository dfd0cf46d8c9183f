'use client';

import { Eye } from 'lucide-react';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { Button } from '@/components/ui/button';
import { mayChange, type Actor } from '@/lib/auth/roles';
import type { DiagnosisTestRecord } from '@/lib/diagnosis/queries/tests';

/** What a row's buttons ask the table to do: open the view, or ask to delete. */
export type DiagnosisTestRowAction = { type: 'view' | 'delete'; test: DiagnosisTestRecord };

interface DiagnosisTestRowActionsProps {
  test: DiagnosisTestRecord;
  /** The signed-in doctor: only a test's author or an administrator edits or deletes it. */
  actor: Actor;
  onRowAction: (action: DiagnosisTestRowAction) => void;
}

/** The ACTION cell: view, edit (a link to /doctor/edit-diagnosis/{id}) and delete. */
export function DiagnosisTestRowActions({ test, actor, onRowAction }: DiagnosisTestRowActionsProps) {
  const locked = mayChange(actor, test.doctorId) ? null : 'Only the doctor who wrote this test or an administrator can change it';
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={`View ${test.reportNumber}`} title="View" onClick={() => onRowAction({ type: 'view', test })}>
        <Eye aria-hidden="true" />
      </Button>
      <EditDeleteButtons
        name={test.reportNumber}
        editHref={`/doctor/edit-diagnosis/${test.id}`}
        locked={locked}
        onDelete={() => onRowAction({ type: 'delete', test })}
      />
    </div>
  );
}

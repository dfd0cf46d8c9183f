'use client';

import { Eye, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { mayChange, type Actor } from '@/lib/auth/roles';
import type { DiagnosisTestRecord } from '@/lib/data/diagnosis-tests';

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
  const mine = mayChange(actor, test.doctorId);
  const locked = mine ? undefined : 'Only the doctor who wrote this test or an administrator can change it';
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={`View ${test.reportNumber}`} title="View" onClick={() => onRowAction({ type: 'view', test })}>
        <Eye aria-hidden="true" />
      </Button>
      {mine ? (
        <Button variant="ghost" size="icon" asChild>
          <Link href={`/doctor/edit-diagnosis/${test.id}`} aria-label={`Edit ${test.reportNumber}`} title="Edit">
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button variant="ghost" size="icon" disabled aria-label={`Edit ${test.reportNumber}`} title={locked}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${test.reportNumber}`}
        title={locked ?? 'Delete'}
        disabled={!mine}
        onClick={() => onRowAction({ type: 'delete', test })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

'use client';

import { Archive, ArchiveRestore } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { LabTestRow } from '@/lib/lab/queries/catalogue-list';

/** What an administrator does to a row: retire an active test (asked first) or restore a retired one. */
export type LabTestRowAction = 'retire' | 'restore';
export type OnLabTestAction = (row: LabTestRow, action: LabTestRowAction) => void;

/** Retire or Restore, named with the test's name: a column of buttons all called "Retire" tells no one which. */
export function LabTestRowActions({ row, onRowAction }: { row: LabTestRow; onRowAction: OnLabTestAction }) {
  return (
    <div className="flex items-center justify-end gap-2">
      {row.retired ? (
        <Button type="button" variant="outline" size="sm" aria-label={`Restore ${row.name}`} onClick={() => onRowAction(row, 'restore')}>
          <ArchiveRestore aria-hidden="true" />
          Restore
        </Button>
      ) : (
        <Button type="button" variant="outline" size="sm" className="text-destructive" aria-label={`Retire ${row.name}`} onClick={() => onRowAction(row, 'retire')}>
          <Archive aria-hidden="true" />
          Retire
        </Button>
      )}
    </div>
  );
}

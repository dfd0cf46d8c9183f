'use client';

import { Button } from '@/components/ui/button';
import type { WorklistRow, WorklistStatus } from '@/lib/lab/queries/worklist';

/** What a row's buttons open: one dialog each. */
export type WorklistActionType = 'collect' | 'enter' | 'verify' | 'view' | 'amend';
export interface WorklistAction {
  type: WorklistActionType;
  row: WorklistRow;
}

/** Each list's actions, the one that moves the order on first. */
const ACTIONS: Record<WorklistStatus, ReadonlyArray<{ type: WorklistActionType; label: string }>> = {
  ordered: [{ type: 'collect', label: 'Collect specimen' }],
  collected: [{ type: 'enter', label: 'Enter results' }],
  // A verifier who finds a slip corrects it before release, when nothing has reached the doctor yet.
  resulted: [
    { type: 'verify', label: 'Verify and release' },
    { type: 'enter', label: 'Edit results' },
  ],
  released: [
    { type: 'view', label: 'View' },
    { type: 'amend', label: 'Amend result' },
  ],
};

/** The row's buttons, named with the order's number (after their visible words) for a screen reader moving from button to button. */
export function RowActions({ list, row, onRowAction }: { list: WorklistStatus; row: WorklistRow; onRowAction: (action: WorklistAction) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {ACTIONS[list].map(({ type, label }, index) => (
        <Button key={type} type="button" size="sm" variant={index === 0 ? 'default' : 'outline'} aria-label={`${label}, ${row.number}`} onClick={() => onRowAction({ type, row })}>
          {label}
        </Button>
      ))}
    </div>
  );
}

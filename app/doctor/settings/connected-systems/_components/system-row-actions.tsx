'use client';

import { Ban, CircleCheck, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SystemRow } from './system-row';
import { toggleLabel } from './system-labels';

export interface SystemRowHandlers {
  onToggle: (row: SystemRow) => void;
  onDelete: (row: SystemRow) => void;
}

/** Disable (or Enable) and Delete, each named with the system's name: a list of buttons all called "Delete" tells no one which. */
export function SystemRowActions({ row, onToggle, onDelete }: { row: SystemRow } & SystemRowHandlers) {
  const toggle = toggleLabel(row.enabled);
  return (
    <div className="flex items-center justify-end gap-2">
      <Button type="button" variant="outline" size="sm" aria-label={`${toggle} ${row.name}`} onClick={() => onToggle(row)}>
        {row.enabled ? <Ban aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {toggle}
      </Button>
      <Button type="button" variant="outline" size="sm" className="text-destructive" aria-label={`Delete ${row.name}`} onClick={() => onDelete(row)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

'use client';

import { Pencil, Trash2 } from 'lucide-react';
import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';

interface EditDeleteButtonsProps {
  /** What the buttons act on, in their accessible names ("Edit RPT-12", "Delete the prescription for …"). */
  name: string;
  editHref: string;
  /** Why the signed-in doctor may not change the row (both buttons off, this as their tooltip); null when they may. */
  locked: string | null;
  onDelete: () => void;
}

/** A row's edit link and delete button, switched off with the reason for a row that is not the doctor's own. */
export function EditDeleteButtons({ name, editHref, locked, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      {locked ? (
        <Button variant="ghost" size="icon" disabled aria-label={`Edit ${name}`} title={locked}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="ghost" size="icon" asChild>
          <Link href={editHref} aria-label={`Edit ${name}`} title="Edit">
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${name}`}
        title={locked ?? 'Delete'}
        disabled={locked !== null}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}

'use client';

import { Ban, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { VoidDialog } from '@/components/forms/void-dialog';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { voidProgressNote } from '@/lib/admissions/actions';
import { progressNoteVoidSchema } from '@/lib/admissions/schema/progress-note';
import { DialogOpener } from './dialog-opener';
import type { NoteEditDialogProps } from './note-edit-dialog';

const noteEditDialog = lazyPart<NoteEditDialogProps>(() => import('./note-edit-dialog').then((module) => module.NoteEditDialog));

/**
 * A note's actions, as the page decided them for the signed-in doctor: Edit for its author within 24 hours of
 * writing it; after that (or for an administrator) Void, with a reason. The note itself stays.
 */
export function NoteActions({ noteId, text, writtenAt, mayEdit, mayVoid }: { noteId: number; text: string; writtenAt: string; mayEdit: boolean; mayVoid: boolean }) {
  const router = useRouter();
  const [voiding, setVoiding] = useState(false);
  if (!mayEdit && !mayVoid) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {mayEdit ? <DialogOpener label="Edit" detail={`the note of ${writtenAt}`} icon={Pencil} part={noteEditDialog} props={{ noteId, text, writtenAt }} variant="outline" /> : null}
      {mayVoid ? (
        <>
          <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => setVoiding(true)}>
            <Ban aria-hidden="true" />
            Void<span className="sr-only"> the note of {writtenAt}</span>
          </Button>
          <VoidDialog
            open={voiding}
            onOpenChange={setVoiding}
            title="Void this note?"
            description="The note is not deleted: it stays on the admission, struck through, with your reason. It cannot be un-voided."
            record={`The note of ${writtenAt}`}
            reasonSchema={progressNoteVoidSchema.shape.reason}
            successMessage="Progress note voided"
            onConfirm={async (reason) => {
              const result = await voidProgressNote({ noteId, reason });
              if (result.ok) router.refresh();
              return result;
            }}
          />
        </>
      ) : null}
    </div>
  );
}

import { InstantDate } from '@/components/instant-date';
import { VOIDED_ROW_CLASS, VoidedNote } from '@/components/forms/voided-note';
import type { ProgressNote } from '@/lib/admissions/queries/progress-notes';
import { mayEditNote } from '@/lib/admissions/rules/stay';
import { mayChange, type Actor } from '@/lib/auth/roles';
import { formatInstant } from '@/lib/clinic-time';
import { cn } from '@/lib/utils';
import { NoteActions } from './note-actions';
import { NoteForm } from './note-form';
import { ShowAll } from './latest-of';
import { AdmissionSection } from './section';

/**
 * "Progress notes": a new note while the patient is in, then the notes, newest first, dated and signed. Its author
 * may edit it for 24 hours; after that it stands and is voided with a reason (by its author or an administrator),
 * struck through with who voided it, when and why. What `viewer` may do is decided here, on the server, by the
 * same rules the actions apply. `notes` are those shown, of `total`; when some are left out, a link shows them all.
 */
export function ProgressNotes({
  admissionId,
  notes,
  total = notes.length,
  showAllHref = '',
  open,
  viewer,
  now,
}: {
  admissionId: number;
  notes: readonly ProgressNote[];
  total?: number;
  showAllHref?: string;
  open: boolean;
  viewer: Actor;
  now: Date;
}) {
  return (
    <AdmissionSection id="admission-notes" title="Progress notes">
      {open ? <NoteForm admissionId={admissionId} /> : null}
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No progress notes yet.</p>
      ) : (
        <ol aria-label="Notes of this admission" className="divide-y rounded-xl border bg-card text-sm">
          {notes.map((note) => {
            const editable = mayEditNote({ authorId: note.authorId, writtenAt: new Date(note.writtenAt), voidedAt: note.voided ? new Date(note.voided.voidedAt) : null }, viewer.id, now);
            const voidable = !note.voided && !editable && mayChange(viewer, note.authorId);
            return (
              <li key={note.id} className="space-y-2 p-3" data-testid="progress-note">
                <p className={cn('text-muted-foreground', note.voided && VOIDED_ROW_CLASS)}>
                  <InstantDate iso={note.writtenAt} withTime />, {note.authorName ?? 'a removed account'}
                  {note.editedAt ? (
                    <>
                      {' '}
                      (edited <InstantDate iso={note.editedAt} withTime />)
                    </>
                  ) : null}
                </p>
                <p className={cn('whitespace-pre-wrap [overflow-wrap:anywhere]', note.voided && VOIDED_ROW_CLASS)}>{note.text}</p>
                {note.voided ? <VoidedNote {...note.voided} /> : null}
                <NoteActions noteId={note.id} text={note.text} writtenAt={formatInstant(note.writtenAt)} mayEdit={editable} mayVoid={voidable} />
              </li>
            );
          })}
        </ol>
      )}
      <ShowAll shown={notes.length} total={total} what="notes" href={showAllHref} />
    </AdmissionSection>
  );
}

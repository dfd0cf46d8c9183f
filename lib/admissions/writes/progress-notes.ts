import 'server-only';
import { eq } from 'drizzle-orm';
import { admissions, progressNotes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { mayChange, type Actor } from '@/lib/auth/roles';
import { NOTE_EDIT_CLOSED, NOTE_GONE, NOTE_NOT_YOURS, NOTE_VOIDED } from '@/lib/admissions/rules/messages';
import { mayEditNote } from '@/lib/admissions/rules/stay';
import type { ProgressNoteValues } from '@/lib/admissions/schema/progress-note';
import { lockOpenAdmission } from './open-admission';
import { inOneTransaction, refuse, type AdmissionOutcome } from './outcome';

export const NOTE_VOID_NOT_YOURS = 'Only the note’s author or an administrator can void it.';

type NoteOutcome = AdmissionOutcome<{ noteId: number }>;

/** A ward round's progress note, dated now and signed by its author; only while the patient is in. */
export async function addNote(db: Db, values: ProgressNoteValues, { doctorId, now = new Date() }: { doctorId: number; now?: Date }): Promise<NoteOutcome> {
  return inOneTransaction(db, async (tx) => {
    const admission = await lockOpenAdmission(tx, values.admissionId);
    const [note] = await tx
      .insert(progressNotes)
      .values({ admissionId: admission.id, authorId: doctorId, writtenAt: now, text: values.text })
      .returning({ id: progressNotes.id });
    return { ok: true, data: { noteId: note.id }, admissionId: admission.id, patientId: admission.patientId };
  });
}

/** The note with its admission's patient, locked: an edit and a void at once take turns. */
async function lockNote(db: Db, noteId: number) {
  const [note] = await db
    .select({
      id: progressNotes.id,
      admissionId: progressNotes.admissionId,
      patientId: admissions.patientId,
      authorId: progressNotes.authorId,
      writtenAt: progressNotes.writtenAt,
      voidedAt: progressNotes.voidedAt,
    })
    .from(progressNotes)
    .innerJoin(admissions, eq(admissions.id, progressNotes.admissionId))
    .where(eq(progressNotes.id, noteId))
    .for('update', { of: progressNotes });
  if (!note) refuse(NOTE_GONE);
  return note;
}

/**
 * Rewrites a note's text: only its author, only within NOTE_EDIT_WINDOW_MS of its writing, never once voided.
 * After the window the note stands, and is voided with a reason if wrong.
 */
export async function editNote(db: Db, { noteId, text }: { noteId: number; text: string }, { doctorId, now = new Date() }: { doctorId: number; now?: Date }): Promise<NoteOutcome> {
  return inOneTransaction(db, async (tx) => {
    const note = await lockNote(tx, noteId);
    if (note.voidedAt !== null) refuse(NOTE_VOIDED);
    if (note.authorId !== doctorId) refuse(NOTE_NOT_YOURS);
    if (!mayEditNote(note, doctorId, now)) refuse(NOTE_EDIT_CLOSED);
    await tx.update(progressNotes).set({ text, editedAt: now }).where(eq(progressNotes.id, note.id));
    return { ok: true, data: { noteId: note.id }, admissionId: note.admissionId, patientId: note.patientId };
  });
}

/** Voids a note with the reason, at any time: by its author or an administrator. The note stays, struck through. */
export async function voidNote(db: Db, { noteId, reason }: { noteId: number; reason: string }, { actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<NoteOutcome> {
  return inOneTransaction(db, async (tx) => {
    const note = await lockNote(tx, noteId);
    if (note.voidedAt !== null) refuse(NOTE_VOIDED);
    if (!mayChange(actor, note.authorId)) refuse(NOTE_VOID_NOT_YOURS);
    await tx.update(progressNotes).set({ voidedAt: now, voidedById: actor.id, voidReason: reason }).where(eq(progressNotes.id, note.id));
    return { ok: true, data: { noteId: note.id }, admissionId: note.admissionId, patientId: note.patientId };
  });
}

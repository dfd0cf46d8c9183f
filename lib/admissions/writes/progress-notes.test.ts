import { eq } from 'drizzle-orm';
import { progressNotes } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { NOT_ADMITTED, NOTE_EDIT_CLOSED, NOTE_GONE, NOTE_NOT_YOURS, NOTE_VOIDED } from '@/lib/admissions/rules/messages';
import { NOTE_EDIT_WINDOW_MS } from '@/lib/admissions/rules/stay';
import { admit } from './admit';
import { discharge } from './discharge';
import { addNote, editNote, NOTE_VOID_NOT_YOURS, voidNote } from './progress-notes';
import { addBed, addDoctor, addPatient, addWard, admitValues, emptyTheWards, later, NOW } from './testing';

let handle: DbHandle;
let ada: number;
let bayo: number;
let admin: number;
let chidi: number;
let medical: number;
let bed: number;
let admissionId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  ada = await addDoctor(db, 'Ada');
  bayo = await addDoctor(db, 'Bayo');
  admin = await addDoctor(db, 'Admin', { role: 'administrator' });
  chidi = await addPatient(db, 'Chidi', 'male');
  medical = await addWard(db, 'Medical Ward');
  bed = await addBed(db, medical, 'Bed 1');
});
afterAll(() => handle.close());
// Each test on a patient admitted afresh at NOW.
beforeEach(async () => {
  await emptyTheWards(handle.db);
  const admitted = await admit(handle.db, admitValues(chidi, medical, bed, ada), { doctorId: ada, now: NOW });
  if (!admitted.ok) throw new Error(admitted.message);
  admissionId = admitted.admissionId;
});

/** A note Ada writes an hour after admission. */
async function adasNote(): Promise<number> {
  const result = await addNote(handle.db, { admissionId, text: 'Day 1: febrile, tolerating fluids.' }, { doctorId: ada, now: later(60) });
  if (!result.ok) throw new Error(result.message);
  return result.data.noteId;
}

const noteRow = async (id: number) => (await handle.db.select().from(progressNotes).where(eq(progressNotes.id, id)))[0];

describe('progress notes', () => {
  it('are dated and signed by their author', async () => {
    const noteId = await adasNote();
    expect(await noteRow(noteId)).toMatchObject({ admissionId, authorId: ada, writtenAt: later(60), text: 'Day 1: febrile, tolerating fluids.', editedAt: null, voidedAt: null });
  });

  it('are edited by their author within 24 hours, and by nobody else', async () => {
    const noteId = await adasNote();
    const justInside = new Date(later(60).getTime() + NOTE_EDIT_WINDOW_MS - 1000);
    await expect(editNote(handle.db, { noteId, text: 'Day 1: febrile to 39.2, tolerating fluids.' }, { doctorId: bayo, now: later(90) })).resolves.toEqual({ ok: false, message: NOTE_NOT_YOURS });
    await expect(editNote(handle.db, { noteId, text: 'Day 1: febrile to 39.2, tolerating fluids.' }, { doctorId: ada, now: justInside })).resolves.toMatchObject({ ok: true, data: { noteId } });
    expect(await noteRow(noteId)).toMatchObject({ text: 'Day 1: febrile to 39.2, tolerating fluids.', editedAt: justInside, writtenAt: later(60) });
  });

  it('stand after 24 hours: the author’s edit is refused', async () => {
    const noteId = await adasNote();
    const atTheEnd = new Date(later(60).getTime() + NOTE_EDIT_WINDOW_MS);
    await expect(editNote(handle.db, { noteId, text: 'Rewritten' }, { doctorId: ada, now: atTheEnd })).resolves.toEqual({ ok: false, message: NOTE_EDIT_CLOSED });
    expect((await noteRow(noteId)).text).toBe('Day 1: febrile, tolerating fluids.');
  });

  it('are voided with a reason by their author, at any time; a voided note is neither edited nor voided again', async () => {
    const noteId = await adasNote();
    const days = later(5 * 24 * 60);
    await expect(voidNote(handle.db, { noteId, reason: 'Written in the wrong admission' }, { actor: { id: ada, role: 'doctor' }, now: days })).resolves.toMatchObject({ ok: true, data: { noteId } });
    expect(await noteRow(noteId)).toMatchObject({ voidedAt: days, voidedById: ada, voidReason: 'Written in the wrong admission', text: 'Day 1: febrile, tolerating fluids.' });
    await expect(editNote(handle.db, { noteId, text: 'Again' }, { doctorId: ada, now: later(61) })).resolves.toEqual({ ok: false, message: NOTE_VOIDED });
    await expect(voidNote(handle.db, { noteId, reason: 'Twice' }, { actor: { id: ada, role: 'doctor' }, now: days })).resolves.toEqual({ ok: false, message: NOTE_VOIDED });
    expect((await noteRow(noteId)).voidReason).toBe('Written in the wrong admission');
  });

  it('are voided by an administrator, never by another doctor', async () => {
    const noteId = await adasNote();
    await expect(voidNote(handle.db, { noteId, reason: 'Not mine to keep' }, { actor: { id: bayo, role: 'doctor' }, now: later(90) })).resolves.toEqual({ ok: false, message: NOTE_VOID_NOT_YOURS });
    expect((await noteRow(noteId)).voidedAt).toBeNull();
    await expect(voidNote(handle.db, { noteId, reason: 'Duplicate of the morning note' }, { actor: { id: admin, role: 'administrator' }, now: later(90) })).resolves.toMatchObject({ ok: true });
    expect((await noteRow(noteId)).voidedById).toBe(admin);
  });

  it('refuse a note that is gone, and a new note once the patient is discharged', async () => {
    await expect(editNote(handle.db, { noteId: 999_999, text: 'x' }, { doctorId: ada, now: later(60) })).resolves.toEqual({ ok: false, message: NOTE_GONE });
    await expect(voidNote(handle.db, { noteId: 999_999, reason: 'x' }, { actor: { id: admin, role: 'administrator' }, now: later(60) })).resolves.toEqual({ ok: false, message: NOTE_GONE });
    const noteId = await adasNote();
    await discharge(handle.db, { admissionId, disposition: 'home', diagnoses: 'Malaria', course: 'Recovered', procedures: '', followUpDate: null, bookFollowUp: false }, { doctorId: ada, now: later(120) });
    await expect(addNote(handle.db, { admissionId, text: 'After discharge' }, { doctorId: ada, now: later(180) })).resolves.toEqual({ ok: false, message: NOT_ADMITTED });
    // A note written during the stay is still corrected, within its 24 hours, after the patient has gone home.
    await expect(editNote(handle.db, { noteId, text: 'Day 1: afebrile.' }, { doctorId: ada, now: later(180) })).resolves.toMatchObject({ ok: true });
  });
});

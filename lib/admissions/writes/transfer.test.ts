import { and, eq, isNull } from 'drizzle-orm';
import { bedStays } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { ADMISSION_GONE, BED_NOT_FREE, BED_TAKEN, NOT_ADMITTED, SAME_BED, wardRefusesSex } from '@/lib/admissions/rules/messages';
import { admit } from './admit';
import { discharge } from './discharge';
import { transfer } from './transfer';
import { addBed, addDoctor, addPatient, addWard, admitValues, bedState, emptyTheWards, later, markBed, NOW, staysOfBed } from './testing';

let handle: DbHandle;
let ada: number;
let bayo: number;
let chidi: number;
let emeka: number;
let medical: number;
let bed1: number;
let bed2: number;
let bed3: number;
let surgical: number;
let theatreBed: number;
let women: number;
let womensBed: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  ada = await addDoctor(db, 'Ada');
  bayo = await addDoctor(db, 'Bayo');
  chidi = await addPatient(db, 'Chidi', 'male');
  emeka = await addPatient(db, 'Emeka', 'male');
  medical = await addWard(db, 'Medical Ward');
  [bed1, bed2, bed3] = [await addBed(db, medical, 'Bed 1'), await addBed(db, medical, 'Bed 2'), await addBed(db, medical, 'Bed 3')];
  surgical = await addWard(db, 'Surgical Ward', 'surgical');
  theatreBed = await addBed(db, surgical, 'S1');
  women = await addWard(db, 'Florence Ward', 'medical', 'female');
  womensBed = await addBed(db, women, 'F1');
});
afterAll(() => handle.close());
beforeEach(() => emptyTheWards(handle.db));

async function admitted(patientId: number, bedId: number): Promise<number> {
  const result = await admit(handle.db, admitValues(patientId, medical, bedId, ada), { doctorId: ada, now: NOW });
  if (!result.ok) throw new Error(result.message);
  return result.admissionId;
}

const staysOf = (admissionId: number) => handle.db.select().from(bedStays).where(eq(bedStays.admissionId, admissionId)).orderBy(bedStays.fromAt, bedStays.id);

describe('transfer', () => {
  it('keeps the history of beds in order, with times, reasons and who moved the patient; the old beds are to be cleaned', async () => {
    const admissionId = await admitted(chidi, bed1);
    await expect(transfer(handle.db, { admissionId, wardId: medical, bedId: bed2, reason: 'Nearer the nurses’ station' }, { doctorId: bayo, now: later(60) })).resolves.toEqual({
      ok: true,
      data: { admissionId },
      admissionId,
      patientId: chidi,
    });
    await expect(transfer(handle.db, { admissionId, wardId: surgical, bedId: theatreBed, reason: 'For laparotomy' }, { doctorId: ada, now: later(180) })).resolves.toMatchObject({ ok: true });
    expect((await staysOf(admissionId)).map(({ bedId, fromAt, toAt, reason, movedById }) => ({ bedId, fromAt, toAt, reason, movedById }))).toEqual([
      { bedId: bed1, fromAt: NOW, toAt: later(60), reason: null, movedById: ada },
      { bedId: bed2, fromAt: later(60), toAt: later(180), reason: 'Nearer the nurses’ station', movedById: bayo },
      { bedId: theatreBed, fromAt: later(180), toAt: null, reason: 'For laparotomy', movedById: ada },
    ]);
    await expect(bedState(handle.db, bed1)).resolves.toEqual({ state: 'cleaning', stateChangedAt: later(60) });
    await expect(bedState(handle.db, bed2)).resolves.toEqual({ state: 'cleaning', stateChangedAt: later(180) });
    expect((await bedState(handle.db, theatreBed)).state).toBe('ready');
  });

  it('refuses the bed the patient is in, a bed not free, and a ward that does not take the patient, changing nothing', async () => {
    const admissionId = await admitted(chidi, bed1);
    await admitted(emeka, bed2);
    await markBed(handle.db, bed3, 'out-of-service');
    const move = (wardId: number, bedId: number) => transfer(handle.db, { admissionId, wardId, bedId, reason: 'Quieter bed' }, { doctorId: ada, now: later(30) });
    await expect(move(medical, bed1)).resolves.toEqual({ ok: false, message: SAME_BED });
    await expect(move(medical, bed2)).resolves.toEqual({ ok: false, message: BED_TAKEN });
    await expect(move(medical, bed3)).resolves.toEqual({ ok: false, message: BED_NOT_FREE });
    await expect(move(medical, theatreBed)).resolves.toEqual({ ok: false, message: BED_NOT_FREE });
    await expect(move(women, womensBed)).resolves.toEqual({ ok: false, message: wardRefusesSex('Florence Ward', 'female') });
    expect(await staysOf(admissionId)).toEqual([expect.objectContaining({ bedId: bed1, toAt: null })]);
    expect((await bedState(handle.db, bed1)).state).toBe('ready');
  });

  it('refuses an admission that has ended or is gone', async () => {
    const admissionId = await admitted(chidi, bed1);
    await discharge(handle.db, { admissionId, disposition: 'home', diagnoses: 'Malaria', course: 'Recovered', procedures: '', followUpDate: null, bookFollowUp: false }, { doctorId: ada, now: later(60) });
    await expect(transfer(handle.db, { admissionId, wardId: medical, bedId: bed2, reason: 'x' }, { doctorId: ada, now: later(90) })).resolves.toEqual({ ok: false, message: NOT_ADMITTED });
    await expect(transfer(handle.db, { admissionId: 999_999, wardId: medical, bedId: bed2, reason: 'x' }, { doctorId: ada, now: later(90) })).resolves.toEqual({ ok: false, message: ADMISSION_GONE });
  });

  it('lets exactly one of two transfers into one bed at once win, and tells the other it was taken', async () => {
    const first = await admitted(chidi, bed1);
    const second = await admitted(emeka, bed2);
    const results = await Promise.all([
      handle.db.transaction((tx) => transfer(tx, { admissionId: first, wardId: medical, bedId: bed3, reason: 'Side of the window' }, { doctorId: ada, now: later(10) })),
      handle.db.transaction((tx) => transfer(tx, { admissionId: second, wardId: medical, bedId: bed3, reason: 'Side of the window' }, { doctorId: bayo, now: later(10) })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, message: BED_TAKEN }]);
    expect(await staysOfBed(handle.db, bed3)).toHaveLength(1);
    // The loser is still in their own bed, which is not being cleaned.
    const loser = results[0].ok ? second : first;
    const [stay] = await handle.db.select().from(bedStays).where(and(eq(bedStays.admissionId, loser), isNull(bedStays.toAt)));
    expect((await bedState(handle.db, stay.bedId)).state).toBe('ready');
  });
});

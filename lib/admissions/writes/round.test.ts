import { eq } from 'drizzle-orm';
import { admissions, observations } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { ADMISSION_GONE, NOT_ADMITTED } from '@/lib/admissions/rules/messages';
import type { RoundVitalsValues } from '@/lib/admissions/schema/round-vitals';
import { admit } from './admit';
import { discharge } from './discharge';
import { NOTHING_MEASURED, recordRoundVitals, savePlan } from './round';
import { addBed, addDoctor, addPatient, addWard, admitValues, emptyTheWards, later, NOW } from './testing';

let handle: DbHandle;
let ada: number;
let chidi: number;
let medical: number;
let bed: number;
let admissionId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  ada = await addDoctor(db, 'Ada');
  chidi = await addPatient(db, 'Chidi', 'male');
  medical = await addWard(db, 'Medical Ward');
  bed = await addBed(db, medical, 'Bed 1');
});
afterAll(() => handle.close());
beforeEach(async () => {
  await emptyTheWards(handle.db);
  await handle.db.delete(observations);
  const admitted = await admit(handle.db, admitValues(chidi, medical, bed, ada), { doctorId: ada, now: NOW });
  if (!admitted.ok) throw new Error(admitted.message);
  admissionId = admitted.admissionId;
});

/** The round's vitals form as parsed: nothing measured unless given. */
const vitals = (values: Partial<RoundVitalsValues> = {}): RoundVitalsValues => ({
  admissionId,
  weight: null,
  height: null,
  bloodPressure: null,
  glucose: null,
  pulse: null,
  temperature: null,
  spo2: null,
  respiratoryRate: null,
  measuredAt: null,
  ...values,
});

const dischargeHome = () =>
  discharge(handle.db, { admissionId, disposition: 'home', diagnoses: 'Malaria', course: 'Recovered', procedures: '', followUpDate: null, bookFollowUp: false }, { doctorId: ada, now: later(600) });

describe('a ward round', () => {
  it('records the measures filled in as observations of the patient, from the ward round of this admission', async () => {
    const result = await recordRoundVitals(handle.db, vitals({ temperature: 38.6, bloodPressure: { systolic: 100, diastolic: 60 }, measuredAt: later(30) }), { doctorId: ada, now: later(45) });
    expect(result).toEqual({ ok: true, data: { count: 2 }, admissionId, patientId: chidi });
    const rows = await handle.db.select().from(observations).orderBy(observations.measure);
    expect(rows.map(({ patientId, measure, value, value2, takenAt, recordedById, source, sourceId }) => ({ patientId, measure, value, value2, takenAt, recordedById, source, sourceId }))).toEqual([
      { patientId: chidi, measure: 'blood-pressure', value: 100, value2: 60, takenAt: later(30), recordedById: ada, source: 'ward-round', sourceId: admissionId },
      { patientId: chidi, measure: 'temperature', value: 38.6, value2: null, takenAt: later(30), recordedById: ada, source: 'ward-round', sourceId: admissionId },
    ]);
  });

  it('takes the vitals as measured now when no time is given', async () => {
    await recordRoundVitals(handle.db, vitals({ pulse: 112 }), { doctorId: ada, now: later(45) });
    const [row] = await handle.db.select({ takenAt: observations.takenAt }).from(observations);
    expect(row.takenAt).toEqual(later(45));
  });

  it('refuses a round with nothing measured, and one after discharge or of no admission', async () => {
    await expect(recordRoundVitals(handle.db, vitals(), { doctorId: ada, now: later(45) })).resolves.toEqual({ ok: false, message: NOTHING_MEASURED });
    await expect(recordRoundVitals(handle.db, vitals({ admissionId: 999_999, pulse: 80 }), { doctorId: ada, now: later(45) })).resolves.toEqual({ ok: false, message: ADMISSION_GONE });
    await dischargeHome();
    await expect(recordRoundVitals(handle.db, vitals({ pulse: 80 }), { doctorId: ada, now: later(700) })).resolves.toEqual({ ok: false, message: NOT_ADMITTED });
    expect(await handle.db.select().from(observations)).toEqual([]);
  });

  it('rewrites the plan while the patient is in, and not after', async () => {
    await expect(savePlan(handle.db, { admissionId, plan: 'IV artesunate; recheck parasite count at 24 h.' })).resolves.toMatchObject({ ok: true, data: { admissionId } });
    const plan = async () => (await handle.db.select({ plan: admissions.plan }).from(admissions).where(eq(admissions.id, admissionId)))[0].plan;
    expect(await plan()).toBe('IV artesunate; recheck parasite count at 24 h.');
    await dischargeHome();
    await expect(savePlan(handle.db, { admissionId, plan: 'Changed later' })).resolves.toEqual({ ok: false, message: NOT_ADMITTED });
    expect(await plan()).toBe('IV artesunate; recheck parasite count at 24 h.');
  });
});

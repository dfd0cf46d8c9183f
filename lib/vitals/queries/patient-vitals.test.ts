import { asc, eq } from 'drizzle-orm';
import { appointments, doctors, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { recordObservations, replaceSourceObservations } from '@/lib/vitals/writes';
import { CARD_MEASURES, readLastVisited, readLatestVitals, readPatientVitals } from './patient-vitals';

let handle: DbHandle;
let doctorId: number;
let first: number;
let second: number;

const addPatient = async (email: string) =>
  (
    await handle.db
      .insert(patients)
      .values({ firstName: 'Vitals', lastName: email, email, phone: '+234 800 000 0000', gender: 'female', dateOfBirth: '1980-01-01' })
      .returning({ id: patients.id })
  )[0].id;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
  first = await addPatient('first@vitals.test');
  second = await addPatient('second@vitals.test');
});
afterAll(() => handle.close());

describe('readLatestVitals', () => {
  it('gives the latest observation of each measure with its date, whoever recorded it', async () => {
    const { db } = handle;
    // Registration, then a diagnosis test that records 158/96 and 68 kg, then a prescription with a weight only.
    await recordObservations(db, {
      patientId: first,
      recordedById: null,
      takenAt: new Date('2026-01-05T09:00:00Z'),
      source: 'registration',
      values: [
        { measure: 'weight', value: 67.4 },
        { measure: 'blood-pressure', value: 167, value2: 67 },
        { measure: 'glucose', value: 92 },
      ],
    });
    await recordObservations(db, {
      patientId: first,
      recordedById: doctorId,
      takenAt: new Date('2026-03-10T10:30:00Z'),
      source: 'diagnosis-test',
      sourceId: 9_000_001,
      values: [
        { measure: 'weight', value: 68 },
        { measure: 'blood-pressure', value: 158, value2: 96 },
      ],
    });
    // Recorded later but measured earlier: the measuring time decides, not the row's order.
    await recordObservations(db, {
      patientId: first,
      recordedById: doctorId,
      takenAt: new Date('2026-02-01T08:00:00Z'),
      source: 'prescription',
      sourceId: 9_000_002,
      values: [{ measure: 'weight', value: 70 }],
    });
    const latest = await readLatestVitals(db, [first, second], CARD_MEASURES);
    expect(latest.get(first)).toEqual({
      weight: { value: 68, value2: null, takenAt: '2026-03-10T10:30:00.000Z' },
      'blood-pressure': { value: 158, value2: 96, takenAt: '2026-03-10T10:30:00.000Z' },
      glucose: { value: 92, value2: null, takenAt: '2026-01-05T09:00:00.000Z' },
    });
    // A patient with no observation has none, and is still in the answer.
    expect(latest.get(second)).toEqual({});
  });

  it('follows an edited record: its old observations are replaced, not kept beside the new ones', async () => {
    await replaceSourceObservations(handle.db, {
      patientId: first,
      recordedById: doctorId,
      takenAt: new Date('2026-03-10T10:30:00Z'),
      source: 'diagnosis-test',
      sourceId: 9_000_001,
      values: [{ measure: 'weight', value: 66.5 }],
    });
    const latest = (await readLatestVitals(handle.db, [first])).get(first)!;
    expect(latest.weight).toMatchObject({ value: 66.5 });
    expect(latest['blood-pressure']).toMatchObject({ value: 167, value2: 67 });
  });

  it('reads nothing for no patients', async () => {
    expect((await readLatestVitals(handle.db, [])).size).toBe(0);
  });
});

describe('readLastVisited', () => {
  it("is the patient's latest completed appointment, never a pending or cancelled one", async () => {
    const visit = (date: string, status: 'completed' | 'pending' | 'cancelled') => ({
      patientId: second,
      date,
      time: '23:00:00',
      endsAt: `${date} 23:30:00`,
      doctorId,
      type: 'checkup' as const,
      status,
    });
    await handle.db.insert(appointments).values([visit('2026-01-10', 'completed'), visit('2026-02-10', 'completed'), visit('2026-02-20', 'cancelled'), visit('2026-04-01', 'pending')]);
    expect((await readLastVisited(handle.db, [first, second])).get(second)).toBe('2026-02-10');
    expect((await readLastVisited(handle.db, [first])).has(first)).toBe(false);
    const single = await readPatientVitals(handle.db, second);
    expect(single).toEqual({ latest: {}, lastVisited: '2026-02-10' });
    expect(await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, first))).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { patientSchema } from '@/lib/patients/schema/patient';
import { createSeededTestDatabase } from '@/mocks/testing';
import { createPatient, updatePatient } from './patient';
import { findPatientByEmail, getPatient } from '@/lib/patients/queries/list';
import { readPatientVitals } from '@/lib/vitals/queries/patient-vitals';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const values = (changes: Record<string, string> = {}) =>
  patientSchema.parse({
    firstName: 'Ngozi',
    lastName: 'Eze',
    dateOfBirth: '1985-06-01',
    gender: 'female',
    phone: '+234 803 111 2222',
    email: 'ngozi.eze@chart.test',
    state: 'Enugu',
    street: '4 Ogui Road',
    zipCode: '400001',
    bloodGroup: 'A+',
    ...changes,
  });

describe('createPatient', () => {
  it('registers a patient with every field of the form, and no vitals yet', async () => {
    const result = await createPatient(handle.db, values());
    if (!result.ok) throw new Error(result.reason);
    const stored = await getPatient(handle.db, result.id);
    // Every field of the form as it was sent, the full name built from the two names, no vitals measured yet.
    const { firstName, lastName, ...rest } = values();
    expect(stored).toMatchObject({ ...rest, fullName: `${firstName} ${lastName}` });
    expect((await readPatientVitals(handle.db, result.id)).latest).toEqual({});
  });

  it('refuses an email another patient has, in any letter case, and stores nothing', async () => {
    const before = (await handle.db.select({ id: patients.id }).from(patients)).length;
    await expect(createPatient(handle.db, values({ email: 'NGOZI.Eze@Chart.Test', firstName: 'Other' }))).resolves.toEqual({ ok: false, reason: 'duplicate-email' });
    expect((await handle.db.select({ id: patients.id }).from(patients)).length).toBe(before);
  });
});

describe('vitals typed at the desk', () => {
  it('are recorded as observations of the patient at their Measured at, by the doctor; a correction adds newer ones', async () => {
    const withVitals = patientSchema.parse({
      ...values({ email: 'ada.desk@chart.test', firstName: 'Ada' }),
      bloodGroup: 'A+',
      vitals: { weight: '61.5', bloodPressure: '128/84', glucose: '', pulse: '70', temperature: '', spo2: '', respiratoryRate: '', height: '', measuredAt: '2026-03-14T09:00' },
    });
    const created = await createPatient(handle.db, withVitals, null);
    if (!created.ok) throw new Error(created.reason);
    const { latest } = await readPatientVitals(handle.db, created.id);
    expect(latest).toEqual({
      weight: { value: 61.5, value2: null, takenAt: '2026-03-14T08:00:00.000Z' },
      'blood-pressure': { value: 128, value2: 84, takenAt: '2026-03-14T08:00:00.000Z' },
      pulse: { value: 70, value2: null, takenAt: '2026-03-14T08:00:00.000Z' },
    });
    const corrected = patientSchema.parse({ ...withVitals, bloodGroup: 'A+', vitals: { weight: '62', measuredAt: '2026-03-15T09:00' } });
    await updatePatient(handle.db, created.id, corrected, null);
    const after = (await readPatientVitals(handle.db, created.id)).latest;
    expect(after.weight).toEqual({ value: 62, value2: null, takenAt: '2026-03-15T08:00:00.000Z' });
    expect(after['blood-pressure']).toMatchObject({ value: 128, value2: 84 });
  });
});

describe('updatePatient', () => {
  it('corrects the registration and keeps what the form does not hold', async () => {
    const created = await createPatient(handle.db, values({ email: 'musa.bello@chart.test', firstName: 'Musa', lastName: 'Belo' }));
    if (!created.ok) throw new Error(created.reason);
    await handle.db.update(patients).set({ treatment: 'Physiotherapy' }).where(eq(patients.id, created.id));
    const result = await updatePatient(handle.db, created.id, values({ email: 'Musa.Bello@chart.test', firstName: 'Musa', lastName: 'Bello', bloodGroup: '' }));
    expect(result).toEqual({ ok: true, id: created.id });
    expect(await getPatient(handle.db, created.id)).toMatchObject({ fullName: 'Musa Bello', email: 'Musa.Bello@chart.test', bloodGroup: null, treatment: 'Physiotherapy' });
  });

  it("refuses another patient's email in another case, and leaves the patient as they were", async () => {
    const target = await findPatientByEmail(handle.db, 'musa.bello@chart.test');
    const result = await updatePatient(handle.db, target!.id, values({ email: 'ngozi.EZE@chart.test', firstName: 'Musa' }));
    expect(result).toEqual({ ok: false, reason: 'duplicate-email' });
    expect((await getPatient(handle.db, target!.id))!.email).toBe('Musa.Bello@chart.test');
  });

  it('says not-found for a patient that does not exist', async () => {
    await expect(updatePatient(handle.db, 2_000_000_000, values({ email: 'nobody@chart.test' }))).resolves.toEqual({ ok: false, reason: 'not-found' });
  });
});

import { asc, ne } from 'drizzle-orm';
import { appointments } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { readFormStart } from './form-start';

let handle: DbHandle;
let visit: { id: number; patientId: number };
let otherVisit: { id: number; patientId: number };

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [visit] = await handle.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).orderBy(asc(appointments.id)).limit(1);
  [otherVisit] = await handle.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).where(ne(appointments.patientId, visit.patientId)).limit(1);
});
afterAll(() => handle.close());

describe('readFormStart', () => {
  it("opens with the patient, their visit and the way back when each holds", async () => {
    const start = await readFormStart(handle.db, { patient: String(visit.patientId), appointment: String(visit.id), returnTo: `/doctor/appointment/${visit.id}` });
    expect(start).toEqual({
      patient: expect.objectContaining({ id: visit.patientId }),
      appointmentId: visit.id,
      returnTo: `/doctor/appointment/${visit.id}`,
      visit: { readings: expect.any(Object), measuredAt: null, diagnosisTest: null },
    });
  });

  it("ignores another patient's visit, a visit without a patient, an unknown one and a way back out of the doctor area", async () => {
    await expect(readFormStart(handle.db, { patient: String(visit.patientId), appointment: String(otherVisit.id), returnTo: 'https://evil.example' })).resolves.toEqual({
      patient: expect.objectContaining({ id: visit.patientId }),
      appointmentId: null,
      returnTo: null,
      visit: null,
    });
    await expect(readFormStart(handle.db, { appointment: String(visit.id) })).resolves.toEqual({ patient: null, appointmentId: null, returnTo: null, visit: null });
    await expect(readFormStart(handle.db, { patient: String(visit.patientId), appointment: '999999999' })).resolves.toMatchObject({ appointmentId: null });
    await expect(readFormStart(handle.db, { patient: '999999999', appointment: String(visit.id), returnTo: '//evil.example' })).resolves.toEqual({
      patient: null,
      appointmentId: null,
      returnTo: null,
      visit: null,
    });
  });

  it('takes the first of repeated parameters', async () => {
    const start = await readFormStart(handle.db, { patient: [String(visit.patientId), '1'], appointment: [String(visit.id)], returnTo: ['/doctor/patients/1', '/x'] });
    expect(start).toMatchObject({ appointmentId: visit.id, returnTo: '/doctor/patients/1' });
  });
});

import { createTestDatabase } from '@/lib/db/testing';
import { patientImmunizations } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DOCTORS_SOURCE, importFixture, SYSTEMS_SOURCE } from '@/lib/record-import/queries/chart-fixtures';
import { listPatientImmunizations } from './chart';

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importFixture(handle.db);
  const { patientId, byDoctorId, bySystemId, doctorId } = fixture;
  const given = (vaccine: string, givenOn: string, extra: Partial<typeof patientImmunizations.$inferInsert> = {}) =>
    handle.db
      .insert(patientImmunizations)
      .values({ patientId, vaccine, status: 'completed', givenOn, importId: byDoctorId, ...extra })
      .returning({ id: patientImmunizations.id })
      .then(([row]) => row.id);
  ids.bcg = await given('BCG', '1990-04-10', { doseNumber: '1', lotNumber: 'B-77', performer: 'Ikeja Health Centre' });
  ids.hepB1 = await given('Hepatitis B', '2019-01-05', { doseNumber: '1' });
  // Two the same day: the one with its time, the later, first.
  ids.fluMorning = await given('Influenza', '2024-10-01', { givenAt: new Date('2024-10-01T08:00:00Z'), importId: bySystemId });
  ids.fluAfternoon = await given('Influenza, second site', '2024-10-01', { givenAt: new Date('2024-10-01T15:00:00Z') });
  ids.notDone = await given('Yellow fever', '2025-03-03', { status: 'not-done' });
  ids.voided = await given('Tetanus', '2026-06-06', { voidedAt: new Date('2026-11-29T08:00:00Z'), voidedById: doctorId, voidReason: 'Entered twice' });
  await given('Measles', '2026-01-01', { patientId: fixture.otherPatientId, importId: null });
});
afterAll(() => handle.close());

describe('listPatientImmunizations', () => {
  it('lists the latest given first, voided ones too, a page at a time with the counts', async () => {
    const first = await listPatientImmunizations(handle.db, fixture.patientId, { page: 1, pageSize: 5 });
    expect(first).toMatchObject({ page: 1, total: 6, voided: 1 });
    expect(first.rows.map((row) => row.id)).toEqual([ids.voided, ids.notDone, ids.fluAfternoon, ids.fluMorning, ids.hepB1]);
    expect((await listPatientImmunizations(handle.db, fixture.patientId, { page: 2, pageSize: 5 })).rows.map((row) => row.id)).toEqual([ids.bcg]);
  });

  it('gives each its date, dose, status and the import it came with', async () => {
    const { rows } = await listPatientImmunizations(handle.db, fixture.patientId, { page: 1, pageSize: 10 });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.bcg)).toEqual({
      id: ids.bcg,
      vaccine: 'BCG',
      status: 'completed',
      givenOn: '1990-04-10',
      doseNumber: '1',
      lotNumber: 'B-77',
      performer: 'Ikeja Health Centre',
      source: DOCTORS_SOURCE,
      voided: null,
    });
    expect(byId.get(ids.fluMorning)).toMatchObject({ doseNumber: null, source: SYSTEMS_SOURCE });
    expect(byId.get(ids.notDone)?.status).toBe('not-done');
    expect(byId.get(ids.voided)?.voided).toMatchObject({ voidedBy: 'Dr. Ada Obi', reason: 'Entered twice' });
  });

  it('lists only the patient’s own, with no source for one recorded here', async () => {
    const other = await listPatientImmunizations(handle.db, fixture.otherPatientId, { page: 1, pageSize: 5 });
    expect(other.rows).toEqual([expect.objectContaining({ vaccine: 'Measles', source: null })]);
    expect(await listPatientImmunizations(handle.db, fixture.otherPatientId + 1000, { page: 1, pageSize: 5 })).toEqual({ rows: [], total: 0, voided: 0, page: 1 });
  });
});

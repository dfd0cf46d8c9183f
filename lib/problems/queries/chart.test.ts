import { createTestDatabase } from '@/lib/db/testing';
import { patientProblems } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DOCTORS_SOURCE, importFixture, SYSTEMS_SOURCE } from '@/lib/record-import/queries/chart-fixtures';
import { listPatientProblems } from './chart';

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importFixture(handle.db);
  const { patientId, byDoctorId, bySystemId, doctorId } = fixture;
  const problem = (name: string, clinicalStatus: string, onsetOn: string | null, extra: Partial<typeof patientProblems.$inferInsert> = {}) =>
    handle.db
      .insert(patientProblems)
      .values({ patientId, name, clinicalStatus, onsetOn, importId: byDoctorId, ...extra })
      .returning({ id: patientProblems.id })
      .then(([row]) => row.id);
  ids.sinusitis = await problem('Acute sinusitis', 'resolved', '2019-03-01', { resolvedOn: '2019-03-20' });
  ids.hypertension = await problem('Hypertension', 'active', '2020-06-15', { verificationStatus: 'confirmed', recorder: 'Dr. Kemi Ade' });
  ids.asthma = await problem('Asthma', 'inactive', '2022-01-10');
  ids.unknownOnset = await problem('Obesity', 'active', null);
  ids.diabetes = await problem('Type 2 diabetes', 'recurrence', '2024-02-01', { importId: bySystemId });
  ids.here = await problem('Gout', 'active', '2021-09-09', { importId: null, recordedById: doctorId });
  ids.voided = await problem('Malaria', 'active', '2025-05-05', { voidedAt: new Date('2026-11-29T08:00:00Z'), voidedById: doctorId, voidReason: 'Another patient’s' });
  await problem('Back pain', 'active', '2026-01-01', { patientId: fixture.otherPatientId, importId: null });
});
afterAll(() => handle.close());

describe('listPatientProblems', () => {
  it('lists the active problems first, then the others, each by onset newest first, then the voided, a page at a time', async () => {
    const first = await listPatientProblems(handle.db, fixture.patientId, { page: 1, pageSize: 5 });
    expect(first).toMatchObject({ page: 1, total: 7, voided: 1 });
    expect(first.rows.map((row) => row.id)).toEqual([ids.diabetes, ids.here, ids.hypertension, ids.unknownOnset, ids.asthma]);
    const second = await listPatientProblems(handle.db, fixture.patientId, { page: 2, pageSize: 5 });
    expect(second.rows.map((row) => row.id)).toEqual([ids.sinusitis, ids.voided]);
    // A page past the end (a stale link) serves the last.
    expect((await listPatientProblems(handle.db, fixture.patientId, { page: 9, pageSize: 5 })).page).toBe(2);
  });

  it('gives each problem its dates, its statuses as sent and the import it came with, and a voided one its mark', async () => {
    const { rows } = await listPatientProblems(handle.db, fixture.patientId, { page: 1, pageSize: 10 });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.hypertension)).toEqual({
      id: ids.hypertension,
      name: 'Hypertension',
      clinicalStatus: 'active',
      verificationStatus: 'confirmed',
      onsetOn: '2020-06-15',
      resolvedOn: null,
      note: '',
      recorder: 'Dr. Kemi Ade',
      source: DOCTORS_SOURCE,
      voided: null,
    });
    expect(byId.get(ids.sinusitis)).toMatchObject({ clinicalStatus: 'resolved', onsetOn: '2019-03-01', resolvedOn: '2019-03-20' });
    expect(byId.get(ids.diabetes)?.source).toEqual(SYSTEMS_SOURCE);
    expect(byId.get(ids.here)?.source).toBeNull();
    expect(byId.get(ids.voided)?.voided).toEqual({ voidedAt: '2026-11-29T08:00:00.000Z', voidedBy: 'Dr. Ada Obi', reason: 'Another patient’s' });
  });

  it('lists only the patient’s own problems, and none for a patient without', async () => {
    expect((await listPatientProblems(handle.db, fixture.otherPatientId, { page: 1, pageSize: 5 })).rows.map((row) => row.name)).toEqual(['Back pain']);
    expect(await listPatientProblems(handle.db, fixture.otherPatientId + 1000, { page: 1, pageSize: 5 })).toEqual({ rows: [], total: 0, voided: 0, page: 1 });
  });
});

import { createTestDatabase } from '@/lib/db/testing';
import { medicationHistory } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DOCTORS_SOURCE, importFixture, SYSTEMS_SOURCE } from '@/lib/record-import/queries/chart-fixtures';
import { listPatientMedicationHistory } from './chart';

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importFixture(handle.db);
  const { patientId, byDoctorId, bySystemId, doctorId } = fixture;
  const medicine = (name: string, kind: 'statement' | 'request', dates: { startedOn?: string; recordedOn?: string; endedOn?: string }, extra: Partial<typeof medicationHistory.$inferInsert> = {}) =>
    handle.db
      .insert(medicationHistory)
      .values({ patientId, name, kind, status: 'completed', importId: byDoctorId, ...dates, ...extra })
      .returning({ id: medicationHistory.id })
      .then(([row]) => row.id);
  ids.amlodipine = await medicine('Amlodipine 5 mg', 'request', { startedOn: '2020-06-15', recordedOn: '2020-06-15' }, { status: 'active', dosage: '1 tablet once a day', prescriber: 'Dr. Kemi Ade', reason: 'Hypertension', note: 'Ankle swelling at 10 mg' });
  ids.amoxicillin = await medicine('Amoxicillin 500 mg', 'statement', { startedOn: '2019-03-01', endedOn: '2019-03-08' });
  // A prescription that says no start: dated by when it was written.
  ids.metformin = await medicine('Metformin 500 mg', 'request', { recordedOn: '2024-02-01' }, { importId: bySystemId });
  ids.undated = await medicine('Vitamin C', 'statement', {});
  ids.voided = await medicine('Ibuprofen 400 mg', 'statement', { startedOn: '2025-01-01' }, { voidedAt: new Date('2026-11-29T08:00:00Z'), voidedById: doctorId, voidReason: 'Not this patient’s' });
  await medicine('Paracetamol', 'statement', { startedOn: '2026-01-01' }, { patientId: fixture.otherPatientId });
});
afterAll(() => handle.close());

describe('listPatientMedicationHistory', () => {
  it('lists the newest first by start, else by when it was written, the undated last; voided ones too, with the counts', async () => {
    const page = await listPatientMedicationHistory(handle.db, fixture.patientId, { page: 1, pageSize: 5 });
    expect(page).toMatchObject({ page: 1, total: 5, voided: 1 });
    expect(page.rows.map((row) => row.id)).toEqual([ids.voided, ids.metformin, ids.amlodipine, ids.amoxicillin, ids.undated]);
    expect((await listPatientMedicationHistory(handle.db, fixture.patientId, { page: 2, pageSize: 2 })).rows.map((row) => row.id)).toEqual([ids.amlodipine, ids.amoxicillin]);
  });

  it('keeps what was sent (dose in words, prescriber, reason, note, what it came as) and the import it came with', async () => {
    const { rows } = await listPatientMedicationHistory(handle.db, fixture.patientId, { page: 1, pageSize: 10 });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.amlodipine)).toEqual({
      id: ids.amlodipine,
      name: 'Amlodipine 5 mg',
      dosage: '1 tablet once a day',
      status: 'active',
      kind: 'request',
      startedOn: '2020-06-15',
      endedOn: null,
      recordedOn: '2020-06-15',
      prescriber: 'Dr. Kemi Ade',
      reason: 'Hypertension',
      note: 'Ankle swelling at 10 mg',
      source: DOCTORS_SOURCE,
      voided: null,
    });
    expect(byId.get(ids.amoxicillin)).toMatchObject({ kind: 'statement', dosage: '', endedOn: '2019-03-08', prescriber: null, note: '' });
    expect(byId.get(ids.metformin)?.source).toEqual(SYSTEMS_SOURCE);
    expect(byId.get(ids.voided)?.voided).toMatchObject({ voidedBy: 'Dr. Ada Obi', reason: 'Not this patient’s' });
  });

  it('lists only the patient’s own', async () => {
    expect((await listPatientMedicationHistory(handle.db, fixture.otherPatientId, { page: 1, pageSize: 5 })).rows.map((row) => row.name)).toEqual(['Paracetamol']);
    expect(await listPatientMedicationHistory(handle.db, fixture.otherPatientId + 1000, { page: 1, pageSize: 5 })).toEqual({ rows: [], total: 0, voided: 0, page: 1 });
  });
});

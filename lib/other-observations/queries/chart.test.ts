import { createTestDatabase } from '@/lib/db/testing';
import { otherObservations } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DOCTORS_SOURCE, importFixture, SYSTEMS_SOURCE } from '@/lib/record-import/queries/chart-fixtures';
import { listPatientOtherObservations } from './chart';

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;
const ids: Record<string, number> = {};

const SMOKING_PARTS = [
  { codeSystem: 'http://loinc.org', code: '8663-7', name: 'Cigarettes smoked current (pack per day)', valueNumber: 0.5, unit: '{pack}/d', unitSystem: 'http://unitsofmeasure.org', valueCodeSystem: null, valueCode: null, valueText: null },
  { codeSystem: null, code: null, name: 'Tried to stop', valueNumber: null, unit: null, unitSystem: null, valueCodeSystem: null, valueCode: null, valueText: 'Yes' },
];

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importFixture(handle.db);
  const { patientId, byDoctorId, bySystemId } = fixture;
  const observed = (name: string, takenAt: string, extra: Partial<typeof otherObservations.$inferInsert> = {}) =>
    handle.db
      .insert(otherObservations)
      .values({ patientId, name, status: 'final', takenAt: new Date(takenAt), importId: byDoctorId, ...extra })
      .returning({ id: otherObservations.id })
      .then(([row]) => row.id);
  ids.pain = await observed('Pain severity - 0-10 verbal numeric rating [Score] - Reported', '2025-06-01T08:30:00Z', {
    categorySystem: 'http://terminology.hl7.org/CodeSystem/observation-category',
    category: 'vital-signs',
    codeSystem: 'http://loinc.org',
    code: '72514-3',
    valueNumber: 3,
    unit: '{score}',
  });
  ids.smoking = await observed('Tobacco smoking status', '2024-02-10T09:00:00Z', {
    category: 'social-history',
    valueCodeSystem: 'http://snomed.info/sct',
    valueCode: '266919005',
    valueText: 'Never smoked tobacco (finding)',
    parts: SMOKING_PARTS,
    importId: bySystemId,
  });
  // Two taken at the same time: the one stored later first, so that a page never changes from one read to the next.
  ids.examFirst = await observed('Abdomen soft', '2023-05-05T10:00:00Z', { category: 'exam', valueText: 'Soft, non-tender', note: 'Seen lying down' });
  ids.examSecond = await observed('Heart sounds', '2023-05-05T10:00:00Z', { category: 'exam', valueText: 'Normal' });
  ids.head = await observed('Head circumference', '2022-01-01T09:00:00Z', { category: null, valueNumber: 56.5, unit: 'cm' });
  ids.gad7 = await observed('GAD-7 total score', '2021-03-03T09:00:00Z', { category: 'survey', valueNumber: 4, unit: '{score}' });
  await observed('Pain severity', '2026-01-01T09:00:00Z', { patientId: fixture.otherPatientId, importId: null, valueNumber: 1 });
});
afterAll(() => handle.close());

describe('listPatientOtherObservations', () => {
  it('lists the latest taken first, a page at a time with the count', async () => {
    const first = await listPatientOtherObservations(handle.db, fixture.patientId, { page: 1, pageSize: 5 });
    expect(first).toMatchObject({ page: 1, total: 6 });
    expect(first.rows.map((row) => row.id)).toEqual([ids.pain, ids.smoking, ids.examSecond, ids.examFirst, ids.head]);
    expect((await listPatientOtherObservations(handle.db, fixture.patientId, { page: 2, pageSize: 5 })).rows.map((row) => row.id)).toEqual([ids.gad7]);
    // A page past the end (a stale link) serves the last page.
    expect(await listPatientOtherObservations(handle.db, fixture.patientId, { page: 9, pageSize: 5 })).toMatchObject({ page: 2, total: 6, rows: [expect.objectContaining({ id: ids.gad7 })] });
  });

  it('gives each its name, value, parts, category, time and the import it came with', async () => {
    const { rows } = await listPatientOtherObservations(handle.db, fixture.patientId, { page: 1, pageSize: 10 });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.pain)).toEqual({
      id: ids.pain,
      name: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
      category: 'vital-signs',
      valueNumber: 3,
      unit: '{score}',
      valueText: null,
      parts: [],
      takenAt: '2025-06-01T08:30:00.000Z',
      source: DOCTORS_SOURCE,
    });
    // A coded value: its words; its parts with only what they show.
    expect(byId.get(ids.smoking)).toMatchObject({
      category: 'social-history',
      valueNumber: null,
      valueText: 'Never smoked tobacco (finding)',
      parts: [
        { name: 'Cigarettes smoked current (pack per day)', valueNumber: 0.5, unit: '{pack}/d', valueText: null },
        { name: 'Tried to stop', valueNumber: null, unit: null, valueText: 'Yes' },
      ],
      source: SYSTEMS_SOURCE,
    });
    expect(byId.get(ids.head)).toMatchObject({ category: null, valueNumber: 56.5, unit: 'cm' });
  });

  it('lists only the patient’s own, with no source for one recorded here, and none for a patient without any', async () => {
    const other = await listPatientOtherObservations(handle.db, fixture.otherPatientId, { page: 1, pageSize: 5 });
    expect(other.rows).toEqual([expect.objectContaining({ name: 'Pain severity', source: null })]);
    expect(await listPatientOtherObservations(handle.db, fixture.otherPatientId + 1000, { page: 1, pageSize: 5 })).toEqual({ rows: [], total: 0, page: 1 });
  });
});

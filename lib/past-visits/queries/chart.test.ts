import { createTestDatabase } from '@/lib/db/testing';
import { pastVisits } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DOCTORS_SOURCE, importFixture, SYSTEMS_SOURCE } from '@/lib/record-import/queries/chart-fixtures';
import { listPatientPastVisits } from './chart';

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;
const ids: number[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importFixture(handle.db);
  const { patientId, byDoctorId, bySystemId } = fixture;
  // Seven visits, a year apart: the newest from the system's import.
  for (let n = 0; n < 7; n += 1) {
    const [row] = await handle.db
      .insert(pastVisits)
      .values({
        patientId,
        startedAt: new Date(Date.UTC(2018 + n, 4, 10, 9)),
        endedAt: n === 0 ? null : new Date(Date.UTC(2018 + n, 4, 10, 10)),
        status: 'finished',
        classCode: 'AMB',
        kind: 'ambulatory',
        type: 'General examination',
        reason: n === 0 ? '' : 'Check-up',
        place: 'St Mary’s Hospital, Outpatients',
        practitioner: 'Dr. Kemi Ade',
        importId: n === 6 ? bySystemId : byDoctorId,
      })
      .returning({ id: pastVisits.id });
    ids.push(row.id);
  }
  await handle.db.insert(pastVisits).values({ patientId: fixture.otherPatientId, startedAt: new Date('2026-01-01T09:00:00Z'), status: 'finished', importId: byDoctorId });
});
afterAll(() => handle.close());

describe('listPatientPastVisits', () => {
  it('lists the latest first, a page at a time, each with the import it came with', async () => {
    const first = await listPatientPastVisits(handle.db, fixture.patientId, { page: 1, pageSize: 5 });
    expect(first).toMatchObject({ page: 1, total: 7 });
    expect(first.rows.map((row) => row.id)).toEqual(ids.slice(2).reverse());
    expect(first.rows[0]).toEqual({
      id: ids[6],
      startedAt: '2024-05-10T09:00:00.000Z',
      endedAt: '2024-05-10T10:00:00.000Z',
      status: 'finished',
      kind: 'ambulatory',
      type: 'General examination',
      reason: 'Check-up',
      place: 'St Mary’s Hospital, Outpatients',
      practitioner: 'Dr. Kemi Ade',
      source: SYSTEMS_SOURCE,
    });
    const second = await listPatientPastVisits(handle.db, fixture.patientId, { page: 2, pageSize: 5 });
    expect(second.rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect(second.rows[1]).toMatchObject({ endedAt: null, reason: '', source: DOCTORS_SOURCE });
  });

  it('lists only the patient’s own', async () => {
    expect((await listPatientPastVisits(handle.db, fixture.otherPatientId, { page: 1, pageSize: 5 })).rows).toEqual([
      expect.objectContaining({ startedAt: '2026-01-01T09:00:00.000Z', kind: '', place: '', source: DOCTORS_SOURCE }),
    ]);
    expect(await listPatientPastVisits(handle.db, fixture.otherPatientId + 1000, { page: 1, pageSize: 5 })).toEqual({ rows: [], total: 0, page: 1 });
  });
});

import { asc, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { SAMPLE_PATIENT_NAMES, seedBulkPatients } from '@/mocks';
import { getDashboardStats } from '@/lib/dashboard/queries/dashboard';
import { BOOKMARK_EVERY, escapeLike, WALK_AT_MOST, findPatientByEmail, getPatient, listPatients } from './list';

let handle: DbHandle;
let everyone: Array<typeof patients.$inferSelect>;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  everyone = await handle.db.select().from(patients).orderBy(asc(patients.id));
});
afterAll(() => handle.close());

describe('listPatients', () => {
  it('pages through all patients in id order', async () => {
    const first = await listPatients(handle.db, { page: 1, limit: 10 });
    expect(first.total).toBe(60);
    expect(first.rows.map((row) => row.id)).toEqual(everyone.slice(0, 10).map((row) => row.id));
    const last = await listPatients(handle.db, { page: 6, limit: 10 });
    expect(last.rows.map((row) => row.id)).toEqual(everyone.slice(50).map((row) => row.id));
    const beyond = await listPatients(handle.db, { page: 7, limit: 10 });
    expect(beyond).toEqual({ rows: [], total: 60 });
  });

  it('searches the full name case-insensitively across all patients', async () => {
    const needle = 'OKAFOR';
    const expected = everyone.filter((row) => row.fullName.toLowerCase().includes(needle.toLowerCase()));
    const found = await listPatients(handle.db, { page: 1, limit: 100, search: needle });
    expect(found.total).toBe(expected.length);
    expect(found.rows.map((row) => row.fullName)).toEqual(expected.map((row) => row.fullName));
    expect(found.rows.map((row) => row.fullName)).toContain(SAMPLE_PATIENT_NAMES[0]);
  });

  it('matches inside names and across first and last name', async () => {
    const found = await listPatients(handle.db, { page: 1, limit: 100, search: 'edu okaf' });
    expect(found.rows.map((row) => row.fullName)).toEqual(['Chinedu Okafor']);
  });

  it('counts every match (a single word is also looked for in the email), not only those of the page', async () => {
    const expected = everyone.filter((row) => row.fullName.toLowerCase().includes('a') || (row.email ?? '').toLowerCase().includes('a'));
    const page = await listPatients(handle.db, { page: 2, limit: 5, search: 'a' });
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((row) => row.id)).toEqual(expected.slice(5, 10).map((row) => row.id));
  });

  it('takes % and _ literally', async () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    await expect(listPatients(handle.db, { page: 1, limit: 10, search: '%' })).resolves.toEqual({ rows: [], total: 0 });
    await expect(listPatients(handle.db, { page: 1, limit: 10, search: '_' })).resolves.toEqual({ rows: [], total: 0 });
  });

  it('filters by state (any case) and blood group', async () => {
    const rivers = everyone.filter((row) => row.state === 'Rivers');
    const byState = await listPatients(handle.db, { page: 1, limit: 100, state: 'rivers' });
    expect(byState.total).toBe(rivers.length);
    expect(byState.total).toBeGreaterThan(0);
    const oPositiveInRivers = rivers.filter((row) => row.bloodGroup === 'O+');
    const both = await listPatients(handle.db, { page: 1, limit: 100, state: 'Rivers', bloodGroup: 'O+' });
    expect(both.rows.map((row) => row.id)).toEqual(oPositiveInRivers.map((row) => row.id));
  });

  it("filters by visits as the dashboard counts them: its Active Users and Pending Users cards open these lists", async () => {
    const stats = await getDashboardStats(handle.db);
    const active = await listPatients(handle.db, { page: 1, limit: 100, visits: 'active' });
    const pending = await listPatients(handle.db, { page: 1, limit: 100, visits: 'pending' });
    expect(active.total).toBe(stats.activePatients);
    expect(pending.total).toBe(stats.pendingPatients);
    expect(active.total).toBeGreaterThan(0);
    expect(pending.total).toBeGreaterThan(0);
    expect(active.total).toBeLessThan(everyone.length);
    // Each listed pending patient has an appointment still to be seen.
    const [{ missing }] = await handle.db
      .select({ missing: sql<number>`count(*)`.mapWith(Number) })
      .from(patients)
      .where(
        sql`${patients.id} in ${pending.rows.map((row) => row.id)} and not exists (select 1 from appointments a where a.patient_id = ${patients.id} and a.status in ('pending', 'confirmed', 'arrived'))`,
      );
    expect(missing).toBe(0);
  });
});

// A list long enough to run past two bookmarks, with ids that skip.
const MANY = 2 * BOOKMARK_EVERY + 140;

describe('listPatients deep in a long list', () => {
  let large: DbHandle;
  let all: Array<typeof patients.$inferSelect>;
  beforeAll(async () => {
    large = await createSeededTestDatabase();
    await seedBulkPatients(large.db, MANY);
    // Gaps in the ids, as deletions and refused registrations leave them: a page is a position, not an id range.
    const ids = (await large.db.select({ id: patients.id }).from(patients).orderBy(asc(patients.id))).map((row) => row.id);
    const gone = sql.join([ids[5], ids[999], ids[1000], ids[1500]].map((id) => sql`${id}`), sql`, `);
    // Reports keep their patient (no report is erased with one): these test patients' reports are unfiled first.
    for (const table of ['case_reports', 'investigations', 'documents']) {
      await large.db.execute(sql`update ${sql.identifier(table)} set patient_id = null where patient_id in (${gone})`);
    }
    await large.db.execute(sql`delete from patients where id in (${gone})`);
    all = await large.db.select().from(patients).orderBy(asc(patients.id));
    expect(all).toHaveLength(ids.length - 4);
  });
  afterAll(() => large.close());

  // Each page's first id found by walking from the list's start, and (walkAtMost 0) from the nearest bookmark.
  describe.each([
    ['from the start', WALK_AT_MOST],
    ['from the bookmarks', 0],
  ])('walking %s', (_walk, walkAtMost) => {
    it('serves every page, before, across and after each bookmark and gap, as an offset would', async () => {
      expect(all.length).toBeGreaterThan(2 * BOOKMARK_EVERY);
      for (const [page, limit] of [[1, 40], [25, 40], [26, 40], [50, 40], [51, 40], [53, 40], [100, 20], [101, 20], [210, 10], [215, 10], [300, 10]]) {
        const found = await listPatients(large.db, { page, limit }, { walkAtMost });
        expect(found.total).toBe(all.length);
        expect(found.rows.map((row) => row.id)).toEqual(all.slice((page - 1) * limit, page * limit).map((row) => row.id));
      }
    });

    it('pages a filtered list by its own positions', async () => {
      const oPositive = all.filter((row) => row.bloodGroup === 'O+');
      const limit = 10;
      const lastPage = Math.ceil(oPositive.length / limit);
      for (const page of [1, 2, Math.ceil(lastPage / 2), lastPage, lastPage + 1]) {
        const found = await listPatients(large.db, { page, limit, bloodGroup: 'O+' }, { walkAtMost });
        expect(found.total).toBe(oPositive.length);
        expect(found.rows.map((row) => row.id)).toEqual(oPositive.slice((page - 1) * limit, page * limit).map((row) => row.id));
      }
    });
  });
});

describe('getPatient and findPatientByEmail', () => {
  it('find a patient by id, or null', async () => {
    await expect(getPatient(handle.db, everyone[1].id)).resolves.toMatchObject({ fullName: SAMPLE_PATIENT_NAMES[1] });
    await expect(getPatient(handle.db, 999_999)).resolves.toBeNull();
  });

  it('find a patient by email in any case, or null', async () => {
    const patient = everyone[2];
    await expect(findPatientByEmail(handle.db, ` ${patient.email!.toUpperCase()} `)).resolves.toMatchObject({ id: patient.id });
    await expect(findPatientByEmail(handle.db, 'nobody@example.com')).resolves.toBeNull();
  });
});

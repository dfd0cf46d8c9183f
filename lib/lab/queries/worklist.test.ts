import { sql } from 'drizzle-orm';
import { createTestDatabase, planOf } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { doctors, labTests, patients } from '@/lib/db/schema';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { collectSpecimen, enterResults, releaseOrder } from '@/lib/lab/writes/steps';
import type { LabPriority } from '@/lib/lab/rules/states';
import { listWorklist, RELEASED_COUNT_CAP, worklistPageQuery } from './worklist';

let handle: DbHandle;
let doctorId: number;
let scientist: number;
let verifier: number;
const patient: Record<'man' | 'woman' | 'baby', number> = { man: 0, woman: 0, baby: 0 };
const test: Record<string, number> = {};

const START = new Date('2026-11-30T08:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
/** The clinic's today when the list is read: ages are counted to it. */
const TODAY = '2026-12-01';

beforeAll(async () => {
  handle = await createTestDatabase();
  const staff = await handle.db
    .insert(doctors)
    .values([
      { email: 'ada@lab.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'ngozi@lab.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'bayo@lab.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  [doctorId, scientist, verifier] = staff.map((row) => row.id);
  const people = await handle.db
    .insert(patients)
    .values([
      { firstName: 'Emeka', lastName: 'Nwosu', phone: '+2348030000011', gender: 'male', dateOfBirth: '1980-12-02' },
      { firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000012', gender: 'female', dateOfBirth: '1990-04-02', dateOfBirthEstimated: true },
      { firstName: 'Tobi', lastName: 'Bello', phone: '+2348030000013', gender: 'male', dateOfBirth: '2026-03-15' },
    ])
    .returning({ id: patients.id });
  [patient.man, patient.woman, patient.baby] = people.map((row) => row.id);
  for (const row of await handle.db.select({ id: labTests.id, code: labTests.code }).from(labTests)) test[row.code] = row.id;
});
afterAll(() => handle.close());

async function order(who: keyof typeof patient, priority: LabPriority, minutes: number, codes = ['malaria-rdt']) {
  const placed = await placeOrder(handle.db, { patientId: patient[who], testIds: codes.map((code) => test[code]), priority, note: '' }, { doctorId }, at(minutes));
  if (!placed.ok) throw new Error(placed.reason);
  return placed.id;
}

/** An order taken all the way to release, released at `minutes`. */
async function released(minutes: number) {
  const id = await order('woman', 'routine', 0);
  await collectSpecimen(handle.db, id, `R-${id}`, scientist, at(5));
  await enterResults(handle.db, id, [{ testId: test['malaria-rdt'], value: 'Negative' }], { doctorId: scientist }, at(10));
  await releaseOrder(handle.db, id, { doctorId: verifier }, false, at(minutes));
  return id;
}

const list = (list: Parameters<typeof listWorklist>[1]['list'], page = 1, pageSize = 10) => listWorklist(handle.db, { list, page, pageSize }, TODAY);

describe('the Lab screen’s worklist', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Placed in this order; the list must not follow it.
    ids.routineOld = await order('man', 'routine', 0, ['full-blood-count', 'malaria-rdt']);
    ids.urgentLate = await order('woman', 'urgent', 30);
    ids.statLate = await order('baby', 'stat', 40);
    ids.routineLate = await order('woman', 'routine', 50);
    ids.urgentEarly = await order('man', 'urgent', 10);
    ids.statEarly = await order('woman', 'stat', 20);
    ids.collected = await order('man', 'routine', 60);
    await collectSpecimen(handle.db, ids.collected, 'A-100', scientist, at(65));
    ids.releasedFirst = await released(100);
    ids.releasedLast = await released(200);
    ids.releasedMiddle = await released(150);
  });

  it('puts STAT first, then Urgent, then Routine, and within each the longest waiting first', async () => {
    const { rows, total } = await list('ordered');
    expect(rows.map((row) => row.id)).toEqual([ids.statEarly, ids.statLate, ids.urgentEarly, ids.urgentLate, ids.routineOld, ids.routineLate]);
    expect(rows.map((row) => row.priority)).toEqual(['stat', 'stat', 'urgent', 'urgent', 'routine', 'routine']);
    expect(total).toBe(6);
  });

  it('counts the working lists in one go, whichever is shown, and Released only when it is the list shown', async () => {
    const shown = await list('collected');
    expect(shown.counts).toEqual({ ordered: 6, collected: 1, resulted: 0, released: null });
    await expect(list('released')).resolves.toMatchObject({ counts: { ordered: 6, collected: 1, resulted: 0, released: 3 }, total: 3 });
    expect(shown.rows.map((row) => row.id)).toEqual([ids.collected]);
    expect(shown.rows[0]).toMatchObject({ accession: 'A-100', collectedAt: at(65).toISOString() });
    await expect(list('resulted')).resolves.toMatchObject({ rows: [], total: 0, page: 1 });
  });

  it('lists the newest release first', async () => {
    const { rows } = await list('released');
    expect(rows.map((row) => row.id)).toEqual([ids.releasedLast, ids.releasedMiddle, ids.releasedFirst]);
    expect(rows[0].releasedAt).toBe(at(200).toISOString());
  });

  it('serves one page at a time, and the last page for a page past the end', async () => {
    const second = await list('ordered', 2, 4);
    expect(second).toMatchObject({ total: 6, page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual([ids.routineOld, ids.routineLate]);
    const first = await list('ordered', 1, 4);
    expect(first.rows).toHaveLength(4);
    const past = await list('ordered', 9, 4);
    expect(past.page).toBe(2);
    expect(past.rows.map((row) => row.id)).toEqual([ids.routineOld, ids.routineLate]);
  });

  it('says who the patient is (number, age, sex), what was asked, by whom and when', async () => {
    const { rows } = await list('ordered');
    const man = rows.find((row) => row.id === ids.routineOld)!;
    expect(man).toMatchObject({
      number: expect.stringMatching(/^LAB-\d{6}$/),
      patient: { id: patient.man, name: 'Emeka Nwosu', number: expect.stringMatching(/^P-\d{6}$/), sex: 'male', ageEstimated: false },
      tests: ['Full blood count', 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)'],
      orderedBy: 'Dr. Ada Obi',
      orderedAt: at(0).toISOString(),
    });
    // Born 2 December 1980: on 1 December 2026 he is still 45, one day short of his birthday.
    expect(Math.floor(man.patient.ageMonths / 12)).toBe(45);
    const woman = rows.find((row) => row.id === ids.urgentLate)!;
    expect(woman.patient).toMatchObject({ sex: 'female', ageEstimated: true });
    expect(Math.floor(woman.patient.ageMonths / 12)).toBe(36);
    // A baby born 15 March 2026 is eight months old on 1 December.
    expect(rows.find((row) => row.id === ids.statLate)!.patient.ageMonths).toBe(8);
  });

  it('reads a working list’s page off the worklist index, with no sort', async () => {
    const nodes = await planOf(handle.db, worklistPageQuery(handle.db, 'ordered', 10, 20));
    expect(nodes.some((node) => node['Index Name'] === 'lab_orders_worklist_idx')).toBe(true);
    expect(nodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
  });

  // Last: it adds ten thousand released orders.
  it('counts Released only so far, and pages through the newest of them', async () => {
    await handle.db.execute(sql`
      insert into lab_orders (patient_id, ordered_by_id, ordered_at, status, collected_at, resulted_at, released_at)
      select ${patient.man}, ${doctorId}, ${at(0).toISOString()}::timestamptz, 'released', ${at(1).toISOString()}::timestamptz, ${at(2).toISOString()}::timestamptz, ${at(300).toISOString()}::timestamptz + (g || ' seconds')::interval
      from generate_series(1, ${RELEASED_COUNT_CAP + 5}) g`);
    const { counts, total, page, rows } = await list('released', 99_999, 10);
    expect(counts).toEqual({ ordered: 6, collected: 1, resulted: 0, released: RELEASED_COUNT_CAP + 1 });
    expect(total).toBe(RELEASED_COUNT_CAP + 1);
    expect(page).toBe(Math.ceil((RELEASED_COUNT_CAP + 1) / 10));
    // The last page is the oldest of those counted; older releases are beyond the tab's pages.
    expect(rows.length).toBeGreaterThan(0);
    const newest = await list('released', 1, 1);
    expect(newest.rows[0].releasedAt).toBe(new Date(at(300).getTime() + (RELEASED_COUNT_CAP + 5) * 1000).toISOString());
  });
});

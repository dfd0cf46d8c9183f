import { eq, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { listPatients } from './list';
import { listPatientStates } from './states';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

describe('listPatientStates', () => {
  it('is every state a patient lives in, once whatever its case, in alphabetical order, without the empty one', async () => {
    const rows = await handle.db.select({ id: patients.id, state: patients.state }).from(patients).orderBy(patients.id);
    const [first, second, third] = rows;
    // One patient writes a state another writes capitalised; another has none; another lives in a state of their own.
    await handle.db.update(patients).set({ state: first.state.toLowerCase() }).where(eq(patients.id, second.id));
    await handle.db.update(patients).set({ state: '' }).where(eq(patients.id, third.id));
    await handle.db.update(patients).set({ state: 'Zamfara' }).where(eq(patients.id, rows[3].id));

    const states = await listPatientStates(handle.db);
    const expected = (await handle.db.selectDistinct({ key: sql<string>`lower(${patients.state})` }).from(patients))
      .map((row) => row.key)
      .filter((key) => key !== '')
      .sort();
    expect(states.map((state) => state.toLowerCase())).toEqual(expected);
    expect(states).toContain('Zamfara');
    expect(states).not.toContain('');
    // The capitalised spelling stands for both, and the filter it sets finds both.
    expect(states).toContain(first.state);
    expect(states).not.toContain(first.state.toLowerCase());
    const found = await listPatients(handle.db, { page: 1, limit: 100, state: first.state });
    expect(found.rows.map((row) => row.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});

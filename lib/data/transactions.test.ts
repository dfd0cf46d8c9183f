import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { getTransaction, listTransactions } from './transactions';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

describe('listTransactions', () => {
  it('pages through transactions, newest first, with items and totals', async () => {
    const all = await listTransactions(handle.db, { page: 1, limit: 500 });
    expect(all.rows).toHaveLength(all.total);
    expect(all.total).toBeGreaterThanOrEqual(30);
    const dates = all.rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of all.rows) {
      expect(row.items.length).toBeGreaterThanOrEqual(2);
      expect(row.items[0].label).toBe('Check-up');
      expect(row.subtotalKobo).toBe(row.items.reduce((sum, item) => sum + item.amountKobo, 0));
      expect(row.totalKobo).toBe(row.subtotalKobo + row.taxKobo);
      expect(row.patient.fullName).toMatch(/\S+ \S+/);
    }
    const page2 = await listTransactions(handle.db, { page: 2, limit: 10 });
    expect(page2.rows.map((row) => row.id)).toEqual(all.rows.slice(10, 20).map((row) => row.id));
  });

  it('tells visits from walk-in sales', async () => {
    const { rows } = await listTransactions(handle.db, { limit: 500 });
    const visits = rows.filter((row) => row.appointment !== null);
    const walkIns = rows.filter((row) => row.appointment === null);
    expect(walkIns.length).toBe(8);
    for (const row of visits) expect(row.appointment).toEqual(expect.objectContaining({ date: row.date, type: expect.stringMatching(/^(checkup|surgery)$/) }));
  });
});

describe('getTransaction', () => {
  it('gives the same record as the list, or null', async () => {
    const { rows } = await listTransactions(handle.db, { limit: 1 });
    await expect(getTransaction(handle.db, rows[0].id)).resolves.toEqual(rows[0]);
    await expect(getTransaction(handle.db, 999_999)).resolves.toBeNull();
  });
});

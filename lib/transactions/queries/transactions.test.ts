import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { getTransaction, listTransactions, transactionListParams, type TransactionListParams } from './transactions';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const list = (params: Partial<TransactionListParams> = {}) => listTransactions(handle.db, { page: 1, pageSize: 10, q: '', ...params });

describe('listTransactions', () => {
  it('pages through transactions, newest first, with items and totals', async () => {
    const all = await list({ pageSize: 500 });
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
    const page2 = await list({ page: 2 });
    expect(page2.rows.map((row) => row.id)).toEqual(all.rows.slice(10, 20).map((row) => row.id));
  });

  it('serves the first, the last and, for a page past the end, the last page again, with the total', async () => {
    const all = await list({ pageSize: 500 });
    const lastPage = Math.ceil(all.total / 10);
    const first = await list();
    expect(first).toEqual({ rows: all.rows.slice(0, 10), total: all.total, page: 1 });
    const last = await list({ page: lastPage });
    expect(last).toEqual({ rows: all.rows.slice((lastPage - 1) * 10), total: all.total, page: lastPage });
    await expect(list({ page: lastPage + 5 })).resolves.toEqual(last);
  });

  it('narrows by date range, patient and a part of the name (any case, % and _ taken literally)', async () => {
    const all = (await list({ pageSize: 500 })).rows;
    const [from, to] = [all[all.length - 1].date, all[0].date];
    const middle = all[Math.floor(all.length / 2)].date;
    const recent = await list({ from: middle, pageSize: 500 });
    expect(recent.rows.map((row) => row.id)).toEqual(all.filter((row) => row.date >= middle).map((row) => row.id));
    const older = await list({ from, to: middle, pageSize: 500 });
    expect(older.total).toBe(all.filter((row) => row.date <= middle).length);
    expect(to >= middle).toBe(true);

    const patientId = all[0].patient.id;
    const own = await list({ patientId, pageSize: 500 });
    expect(own.total).toBe(all.filter((row) => row.patient.id === patientId).length);
    expect(own.rows.every((row) => row.patient.id === patientId)).toBe(true);

    const name = all[0].patient.fullName;
    const part = name.split(' ')[1].slice(1, 4).toUpperCase();
    const found = await list({ q: part, pageSize: 500 });
    expect(found.total).toBe(all.filter((row) => row.patient.fullName.toLowerCase().includes(part.toLowerCase())).length);
    expect(found.rows.map((row) => row.id)).toContain(all[0].id);
    for (const q of ['%', '_', 'zzz-nobody']) await expect(list({ q })).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });

  it('narrows by status (the dashboard\'s Total Earnings opens the successful ones)', async () => {
    const all = (await list({ pageSize: 500 })).rows;
    const success = await list({ status: 'success', pageSize: 500 });
    expect(success.rows.map((row) => row.id)).toEqual(all.filter((row) => row.status === 'success').map((row) => row.id));
    expect(success.total).toBeGreaterThan(0);
    expect(success.total).toBeLessThan(all.length);
    expect((await list({ status: 'failed', pageSize: 500 })).rows.every((row) => row.status === 'failed')).toBe(true);
  });

  it('reads the API query in its own words, with the API defaults', () => {
    expect(transactionListParams({})).toEqual({ page: 1, pageSize: 10, q: '' });
    expect(transactionListParams({ page: 3, limit: 20, search: 'ada', patientId: 4, from: '2026-01-01' })).toEqual({
      page: 3,
      pageSize: 20,
      q: 'ada',
      patientId: 4,
      from: '2026-01-01',
    });
  });

  it('tells visits from walk-in sales', async () => {
    const { rows } = await list({ pageSize: 500 });
    const visits = rows.filter((row) => row.appointment !== null);
    const walkIns = rows.filter((row) => row.appointment === null);
    expect(walkIns.length).toBe(8);
    for (const row of visits) expect(row.appointment).toEqual(expect.objectContaining({ date: row.date, type: expect.stringMatching(/^(checkup|surgery)$/) }));
  });
});

describe('getTransaction', () => {
  it('gives the same record as the list, or null', async () => {
    const { rows } = await list({ pageSize: 1 });
    await expect(getTransaction(handle.db, rows[0].id)).resolves.toEqual(rows[0]);
    await expect(getTransaction(handle.db, 999_999)).resolves.toBeNull();
  });
});

import type { DbHandle } from '@/lib/db/types';
import { transactionsResponseSchema } from '@/lib/hospital-api/contract';
import { TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_MAX_LIMIT } from '@/lib/hospital-api/schema';
import { keyHeaders, request, setUpApi, tearDownApi, TEST_API_KEY, tokenHeaders, expectPagesThroughEveryRow } from '@/lib/hospital-api/server/testing';
import { GET } from './route';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

describe('GET /api/v1/transactions', () => {
  it.each([
    ['no credentials', {}],
    ['a wrong token', { Authorization: 'Bearer wrong' }],
    ['the API key as a token', { Authorization: `Bearer ${TEST_API_KEY}` }],
    ['the API key header', keyHeaders],
    ['another scheme', { Authorization: `Basic ${TEST_API_KEY}` }],
  ])('answers 401 with %s', async (_, headers) => {
    const response = await GET(request('/api/v1/transactions', { headers }));
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  const list = async (query: string) => {
    const response = await GET(request(`/api/v1/transactions${query}`, { headers: { ...tokenHeaders, 'Content-Type': 'application/json' } }));
    expect(response.status).toBe(200);
    return transactionsResponseSchema.parse(await response.json());
  };

  it('answers the first page, 10 by default, with its detail and totals in naira', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(TRANSACTIONS_DEFAULT_LIMIT);
    expect(body.pagination).toMatchObject({ page: 1, limit: 10, prevPage: null, nextPage: 2 });
    for (const row of body.data) {
      expect(row.total).toBeCloseTo(row.subtotal + row.tax, 2);
      expect(row.subtotal).toBeCloseTo(row.items.reduce((sum, item) => sum + item.amount, 0), 2);
      expect(row.name).toBe(row.patient.name);
      expect(['Checkup', 'Surgery', 'Walk-in']).toContain(row.appointment);
      expect(row.paidAt !== null).toBe(row.status === 'success');
    }
  });

  it('pages through every row once: first, middle and last page; a page past the end answers the last', async () => {
    await expectPagesThroughEveryRow(list, { maxLimit: TRANSACTIONS_MAX_LIMIT, limit: 10, middle: 2 });
  });

  it('takes a limit from 1 to 100', async () => {
    expect((await list('?limit=1')).data).toHaveLength(1);
    expect((await list('?limit=100')).pagination).toMatchObject({ limit: 100, page: 1 });
  });

  it('filters by date range, patient and a part of the patient’s name', async () => {
    const all = (await list('?limit=100')).data;
    const middle = all[Math.floor(all.length / 2)].date;
    const recent = await list(`?limit=100&from=${middle}`);
    expect(recent.data.map((row) => row.id)).toEqual(all.filter((row) => row.date >= middle).map((row) => row.id));
    const older = await list(`?limit=100&to=${middle}`);
    expect(older.pagination.total).toBe(all.filter((row) => row.date <= middle).length);
    const day = await list(`?limit=100&from=${middle}&to=${middle}`);
    expect(day.data.every((row) => row.date === middle)).toBe(true);

    const patientId = all[0].patient.id;
    const own = await list(`?limit=100&patientId=${patientId}`);
    expect(own.data.map((row) => row.id)).toEqual(all.filter((row) => row.patient.id === patientId).map((row) => row.id));

    const part = all[0].name.split(' ')[0].toUpperCase();
    const found = await list(`?limit=100&search=${encodeURIComponent(part)}`);
    expect(found.data.map((row) => row.id)).toEqual(all.filter((row) => row.name.toLowerCase().includes(part.toLowerCase())).map((row) => row.id));
    expect((await list('?search=%25')).pagination).toMatchObject({ total: 0, page: 1, totalPages: 0 });
  });

  it.each(['?limit=0', '?page=-1', '?limit=101', '?page=1.5', '?from=yesterday', '?from=2026-02-01&to=2026-01-01', '?patientId=0', `?search=${'a'.repeat(101)}`])(
    'answers 400 for %s',
    async (query) => {
      const response = await GET(request(`/api/v1/transactions${query}`, { headers: tokenHeaders }));
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toHaveLength(1);
    },
  );
});

import type { DbHandle } from '@/lib/db/types';
import { transactionsResponseSchema } from '@/lib/hospital-api/contract';
import { keyHeaders, request, setUpApi, tearDownApi, TEST_API_KEY, tokenHeaders } from '../_lib/testing';
import { GET } from './route';

jest.setTimeout(60_000);

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

  it('lists transactions with their detail, totals in naira', async () => {
    const response = await GET(request('/api/v1/transactions', { headers: { ...tokenHeaders, 'Content-Type': 'application/json' } }));
    expect(response.status).toBe(200);
    const body = transactionsResponseSchema.parse(await response.json());
    expect(body.data.length).toBe(body.pagination.total);
    for (const row of body.data) {
      expect(row.total).toBeCloseTo(row.subtotal + row.tax, 2);
      expect(row.subtotal).toBeCloseTo(row.items.reduce((sum, item) => sum + item.amount, 0), 2);
      expect(row.name).toBe(row.patient.name);
      expect(['Checkup', 'Surgery', 'Walk-in']).toContain(row.appointment);
      expect(row.paidAt !== null).toBe(row.status === 'success');
    }
  });

  it('pages when asked', async () => {
    const response = await GET(request('/api/v1/transactions?page=2&limit=10', { headers: tokenHeaders }));
    const body = transactionsResponseSchema.parse(await response.json());
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toMatchObject({ page: 2, limit: 10, prevPage: 1, nextPage: 3 });
  });

  it.each(['?limit=0', '?page=-1', '?limit=1000'])('answers 400 for %s', async (query) => {
    const response = await GET(request(`/api/v1/transactions${query}`, { headers: tokenHeaders }));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toHaveLength(1);
  });
});

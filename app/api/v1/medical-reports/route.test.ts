import type { DbHandle } from '@/lib/db/types';
import { medicalReportsResponseSchema } from '@/lib/hospital-api/contract';
import { MEDICAL_REPORTS_DEFAULT_LIMIT, MEDICAL_REPORTS_MAX_LIMIT } from '@/lib/hospital-api/schema';
import { keyHeaders, request, setUpApi, tearDownApi, tokenHeaders } from '@/lib/hospital-api/server/testing';
import { GET } from './route';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

describe('GET /api/v1/medical-reports', () => {
  it('answers 401 without the key, with a wrong key and with the token', async () => {
    for (const headers of [{}, { 'x-api-key': 'nope' }, tokenHeaders] as Array<Record<string, string>>) {
      const response = await GET(request('/api/v1/medical-reports', { headers }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  const list = async (query: string) => {
    const response = await GET(request(`/api/v1/medical-reports${query}`, { headers: keyHeaders }));
    expect(response.status).toBe(200);
    return medicalReportsResponseSchema.parse(await response.json());
  };

  it('answers the first page of the reports, 10 by default, newest first, with the pagination', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(MEDICAL_REPORTS_DEFAULT_LIMIT);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 22, totalPages: 3, prevPage: null, nextPage: 2 });
    const dates = body.data.map((report) => report.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through every report once: first, middle and last page; a page past the end answers the last', async () => {
    const all = await list(`?limit=${MEDICAL_REPORTS_MAX_LIMIT}`);
    expect(all.data).toHaveLength(22);
    expect((await list('?page=1')).data).toEqual(all.data.slice(0, 10));
    const middle = await list('?page=2');
    expect(middle.data).toEqual(all.data.slice(10, 20));
    expect(middle.pagination).toMatchObject({ page: 2, prevPage: 1, nextPage: 3 });
    const last = await list('?page=3');
    expect(last.data).toEqual(all.data.slice(20));
    expect(last.pagination).toMatchObject({ page: 3, prevPage: 2, nextPage: null });
    expect(await list('?page=40')).toEqual(last);
    expect((await list('?limit=1')).data).toEqual(all.data.slice(0, 1));
  });

  it('lists one patient’s reports, a page at a time', async () => {
    const body = await list('?patientId=2');
    expect(body.data).toHaveLength(3);
    expect(body.data.every((report) => report.patientId === 2)).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1, prevPage: null, nextPage: null });
    const second = await list('?patientId=2&limit=2&page=2');
    expect(second.data).toEqual(body.data.slice(2));
    expect(second.pagination).toMatchObject({ page: 2, totalPages: 2, prevPage: 1, nextPage: null });
    expect((await list('?patientId=999999')).pagination).toMatchObject({ total: 0, page: 1 });
  });

  it.each(['?patientId=abc', '?patientId=0', '?patientId=99999999999', '?limit=0', '?limit=101', '?page=0', '?page=two'])('answers 400 for %s', async (query) => {
    const response = await GET(request(`/api/v1/medical-reports${query}`, { headers: keyHeaders }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid query parameters', issues: [expect.objectContaining({ message: expect.any(String) })] });
  });
});

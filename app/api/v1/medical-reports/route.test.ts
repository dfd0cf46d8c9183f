import type { DbHandle } from '@/lib/db/types';
import { medicalReportsResponseSchema } from '@/lib/hospital-api/contract';
import { keyHeaders, request, setUpApi, tearDownApi, tokenHeaders } from '../_lib/testing';
import { GET } from './route';

jest.setTimeout(60_000);

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

  it('lists the reports in { data }', async () => {
    const response = await GET(request('/api/v1/medical-reports', { headers: keyHeaders }));
    expect(response.status).toBe(200);
    const body = medicalReportsResponseSchema.parse(await response.json());
    expect(body.data).toHaveLength(22);
  });

  it('lists one patient’s reports', async () => {
    const response = await GET(request('/api/v1/medical-reports?patientId=2', { headers: keyHeaders }));
    const body = medicalReportsResponseSchema.parse(await response.json());
    expect(body.data).toHaveLength(3);
    expect(body.data.every((report) => report.patientId === 2)).toBe(true);
  });

  it.each(['?patientId=abc', '?patientId=0', '?patientId=99999999999', '?limit=5000'])('answers 400 for %s', async (query) => {
    const response = await GET(request(`/api/v1/medical-reports${query}`, { headers: keyHeaders }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid query parameters', issues: [expect.objectContaining({ message: expect.any(String) })] });
  });
});

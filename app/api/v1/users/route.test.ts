import type { DbHandle } from '@/lib/db/types';
import { usersResponseSchema, type UsersResponse } from '@/lib/hospital-api/contract';
import { SAMPLE_PATIENT_NAMES } from '@/mocks';
import { keyHeaders, request, setUpApi, tearDownApi, TEST_API_TOKEN } from '@/lib/hospital-api/server/testing';
import { GET } from './route';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

async function users(query: string): Promise<UsersResponse> {
  const response = await GET(request(`/api/v1/users${query}`, { headers: keyHeaders }));
  expect(response.status).toBe(200);
  return usersResponseSchema.parse(await response.json());
}

describe('GET /api/v1/users', () => {
  it('answers 401 without a key, with a wrong key, and with the bearer token instead of the key', async () => {
    for (const headers of [{}, { 'x-api-key': 'wrong' }, { Authorization: `Bearer ${TEST_API_TOKEN}` }, { 'x-api-key': TEST_API_TOKEN }] as Array<Record<string, string>>) {
      const response = await GET(request('/api/v1/users', { headers }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('gives the first page of 10 by default', async () => {
    const body = await users('');
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 60, totalPages: 6, prevPage: null, nextPage: 2 });
    expect(body.data[0]).toMatchObject({ id: 1, fullName: SAMPLE_PATIENT_NAMES[0], address: { state: expect.any(String), street: expect.any(String), zipCode: expect.stringMatching(/^\d{6}$/) } });
    expect(body.data[0].avatar).toMatch(/^\/avatars\/.+\.svg$/);
  });

  it('gives a middle page with both neighbours', async () => {
    const body = await users('?limit=10&page=3');
    expect(body.data.map((patient) => patient.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(body.pagination).toMatchObject({ page: 3, prevPage: 2, nextPage: 4 });
  });

  it('gives the last page, shorter, without a next page', async () => {
    const body = await users('?limit=7&page=9');
    expect(body.data).toHaveLength(4);
    expect(body.pagination).toEqual({ page: 9, limit: 7, total: 60, totalPages: 9, prevPage: 8, nextPage: null });
  });

  it('gives an empty page beyond the last one', async () => {
    const body = await users('?limit=10&page=40');
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ prevPage: 6, nextPage: null });
  });

  it('searches names (and, for one word, emails) case-insensitively across all patients, not one page', async () => {
    const all = await users('?limit=100');
    const holds = (text: string | null) => (text ?? '').toLowerCase().includes('ng');
    const expected = all.data.filter((patient) => holds(patient.fullName) || holds(patient.email)).map((patient) => patient.id);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected[expected.length - 1]).toBeGreaterThan(10);
    const firstPage = await users('?search=NG&limit=2&page=1');
    expect(firstPage.pagination).toMatchObject({ total: expected.length, totalPages: Math.ceil(expected.length / 2), prevPage: null });
    const found = await users('?search=NG&limit=100');
    expect(found.data.map((patient) => patient.id)).toEqual(expected);
  });

  it('finds nothing for a name nobody has', async () => {
    const body = await users('?search=zzzz');
    expect(body).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0, prevPage: null, nextPage: null } });
  });

  it('filters by state and blood group', async () => {
    const body = await users('?state=Rivers&bloodGroup=O%2B&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    for (const patient of body.data) expect(patient).toMatchObject({ address: { state: 'Rivers' }, bloodGroup: 'O+' });
  });

  it('carries the side sheet details', async () => {
    const [patient] = (await users('?limit=1')).data;
    expect(patient).toEqual(
      expect.objectContaining({
        firstName: 'Chinedu',
        lastName: 'Okafor',
        email: expect.stringContaining('@'),
        patientNumber: 'P-000001',
        // In the one international form every phone is stored in.
        phone: expect.stringMatching(/^\+234\d{10}$/),
        gender: 'male',
        age: expect.any(Number),
        dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        treatment: expect.any(String),
        ongoingSurgeries: expect.any(String),
      }),
    );
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?page=0', 'page'],
    ['?page=1.5', 'page'],
    ['?bloodGroup=Z%2B', 'bloodGroup'],
    [`?search=${'a'.repeat(101)}`, 'search'],
    ['?search=a%00b', 'search'],
  ])('answers 400 with the issues for %s', async (query, field) => {
    const response = await GET(request(`/api/v1/users${query}`, { headers: keyHeaders }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('Invalid query parameters');
    expect(body.issues).toEqual([expect.objectContaining({ path: [field], message: expect.any(String) })]);
  });
});

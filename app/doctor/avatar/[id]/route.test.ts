import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { updateDoctorProfile } from '@/lib/staff/writes/doctors';
import { type Doctor } from '@/lib/staff/queries/doctors';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
// The picture is the account's (getAccountSession: signed in and active, second factor or not).
jest.mock('@/lib/auth/current-doctor', () => ({
  getCurrentSession: jest.fn(async () => mockSession.current),
  getAccountSession: jest.fn(async () => mockSession.current),
}));

let handle: DbHandle;
let withPicture: Doctor;
let without: Doctor;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  [withPicture, without] = await handle.db
    .insert(doctors)
    .values([
      { email: 'a@clinic.ng', firstName: 'A', lastName: 'B', passwordHash: 'x' },
      { email: 'c@clinic.ng', firstName: 'C', lastName: 'D', passwordHash: 'x' },
    ])
    .returning();
  const updated = await updateDoctorProfile(handle.db, withPicture.id, { firstName: 'A', lastName: 'B', email: 'a@clinic.ng', phone: '', avatar: { bytes: JPEG, mime: 'image/jpeg' } });
  withPicture = updated as Doctor;
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const get = (id: string | number, query = '') => GET(new Request(`http://localhost/doctor/avatar/${id}${query}`), { params: Promise.resolve({ id: String(id) }) });

describe('GET /doctor/avatar/[id]', () => {
  it('answers 401 without a session', async () => {
    mockSession.current = null;
    expect((await get(withPicture.id)).status).toBe(401);
  });

  it('serves the stored bytes with the stored type, never sniffed', async () => {
    mockSession.current = { sessionId: 's' };
    const response = await get(withPicture.id, `?v=${withPicture.updatedAt.getTime()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('revalidates an address without the current version', async () => {
    mockSession.current = { sessionId: 's' };
    expect((await get(withPicture.id, '?v=1')).headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('answers 404 for a doctor without a picture or an unknown id', async () => {
    mockSession.current = { sessionId: 's' };
    for (const id of [without.id, 999_999, 'abc', '-1', '2147483648', `${withPicture.id}.0`]) expect((await get(id)).status).toBe(404);
  });
});

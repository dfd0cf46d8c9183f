import { doctors } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { createDoctor, updateDoctorProfile } from './doctors';
import { doctorIdentity, findDoctorByEmail, getDoctor, getDoctorAvatar } from '@/lib/staff/queries/doctors';

let handle: DbHandle;
let withPicture: number;
let withoutPicture: number;
const PICTURE = new Uint8Array(64 * 1024).fill(7);

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = await handle.db
    .insert(doctors)
    .values([
      { email: 'pictured@clinic.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x', avatar: PICTURE, avatarMime: 'image/png' },
      { email: 'plain@clinic.test', firstName: 'Ben', lastName: 'Uche', passwordHash: 'x' },
    ])
    .returning({ id: doctors.id });
  [withPicture, withoutPicture] = rows.map((row) => row.id);
});
afterAll(() => handle.close());

// A picture is up to 2 MB: a sign-in, a profile save or a Staff action reads the account, never its bytes.
describe('an account is read without its picture, with whether it has one', () => {
  it('by id and by email', async () => {
    for (const account of [await getDoctor(handle.db, withPicture), await findDoctorByEmail(handle.db, 'PICTURED@clinic.test')]) {
      expect(account).toMatchObject({ id: withPicture, hasAvatar: true });
      expect(account).not.toHaveProperty('avatar');
    }
    expect(await getDoctor(handle.db, withoutPicture)).toMatchObject({ hasAvatar: false });
  });

  it('after a profile save and a signup', async () => {
    const saved = await updateDoctorProfile(handle.db, withPicture, { firstName: 'Adaeze', lastName: 'Obi', email: 'pictured@clinic.test', phone: '' });
    expect(saved).toMatchObject({ firstName: 'Adaeze', hasAvatar: true });
    expect(saved).not.toHaveProperty('avatar');
    const created = await createDoctor(handle.db, { email: 'new@clinic.test', passwordHash: 'x', status: 'pending' });
    expect(created).toMatchObject({ hasAvatar: false });
    expect(created).not.toHaveProperty('avatar');
  });

  it('the picture is still there, for its own route and the avatar URL', async () => {
    expect((await getDoctorAvatar(handle.db, withPicture))?.bytes).toEqual(PICTURE);
    const account = (await getDoctor(handle.db, withPicture))!;
    expect(doctorIdentity(account).avatarUrl).toBe(`/doctor/avatar/${withPicture}?v=${account.updatedAt.getTime()}`);
    const plain = (await getDoctor(handle.db, withoutPicture))!;
    expect(doctorIdentity(plain).avatarUrl).toBe(plain.avatarPath);
  });
});

import { revalidatePath } from 'next/cache';
import { AVATAR_MAX_BYTES } from '@/lib/constants';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { getDoctor, getDoctorAvatar, type Doctor } from '@/lib/staff/queries/doctors';
import { hashPassword } from '@/lib/auth/password';
import { auditEvents } from '@/lib/db/schema';
import { desc } from 'drizzle-orm';
import { updateProfile } from './profile';
import { signedIn } from '@/tests/signed-in';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let ngozi: Doctor;
const PASSWORD = 'ngozi-password-1';

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  [ngozi] = await handle.db
    .insert(doctors)
    .values([
      { email: 'ngozi@clinic.ng', firstName: 'Ngozi', lastName: 'Eze', passwordHash: await hashPassword(PASSWORD) },
      { email: 'Taken@Clinic.ng', firstName: 'Bola', lastName: 'Ade', passwordHash: 'x' },
    ])
    .returning();
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: ngozi };
  jest.mocked(revalidatePath).mockClear();
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
}

/** The current password is sent too: the server asks for it only when the email changes. */
function form(fields: Record<string, string>, avatar?: File) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@clinic.ng', phone: '+234 803 555 0100', currentPassword: PASSWORD, ...fields })) {
    data.set(name, value);
  }
  if (avatar) data.set('avatar', avatar);
  return data;
}

describe('updateProfile', () => {
  it('refuses without a session', async () => {
    signedIn.current = null;
    await expect(updateProfile(form({}))).resolves.toEqual({ ok: false, message: 'Your session has ended. Sign in again.' });
  });

  it('checks the fields with the form schema', async () => {
    const result = await updateProfile(form({ firstName: '', email: 'nope' }));
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { firstName: 'First name is required', email: 'Invalid email' } }));
  });

  it('refuses a file that only calls itself a PNG, by its content', async () => {
    const fake = new File(['<svg onload="alert(1)"/>'], 'me.png', { type: 'image/png' });
    const result = await updateProfile(form({ firstName: 'Changed' }, fake));
    expect(result).toEqual({ ok: false, message: 'The picture must be a PNG or JPEG image', fieldErrors: { avatar: 'The picture must be a PNG or JPEG image' } });
    expect((await getDoctor(handle.db, ngozi.id))!.firstName).toBe('Ngozi');
  });

  it('refuses a picture over 2 MB', async () => {
    const result = await updateProfile(form({}, new File([png(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })));
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { avatar: 'The picture must be 2 MB or smaller' } }));
  });

  it('saves the fields and the picture, and refreshes the doctor layout', async () => {
    const picture = png(AVATAR_MAX_BYTES);
    const result = await updateProfile(form({ firstName: 'Ngozika', email: 'ngozika@clinic.ng' }, new File([picture], 'photo.bin')));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({
      name: 'Dr. Ngozika Eze',
      email: 'ngozika@clinic.ng',
      avatarUrl: expect.stringMatching(new RegExp(`^/doctor/avatar/${ngozi.id}\\?v=\\d+$`)),
      emailChanged: true,
    });
    const stored = await getDoctorAvatar(handle.db, ngozi.id);
    expect(stored?.mime).toBe('image/png');
    expect(stored?.bytes.length).toBe(AVATAR_MAX_BYTES);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor', 'layout');
  });

  it('keeps the picture when none is chosen', async () => {
    const result = await updateProfile(form({ firstName: 'Ngozi' }, new File([], '')));
    expect(result.ok).toBe(true);
    expect(await getDoctorAvatar(handle.db, ngozi.id)).toBeDefined();
  });

  it("refuses another account's email, in any case", async () => {
    const result = await updateProfile(form({ email: 'taken@CLINIC.ng' }));
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { email: 'An account with this email already exists' } }));
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('asks for the current password, checked on the server, before the email changes; each save is audited', async () => {
    const lastLine = async () => (await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];
    const current = (await getDoctor(handle.db, ngozi.id))!.email;
    const noPassword = await updateProfile(form({ email: 'elsewhere@clinic.ng', currentPassword: '' }));
    expect(noPassword).toEqual(expect.objectContaining({ ok: false, fieldErrors: { currentPassword: 'Enter your current password to change your email' } }));
    expect(await lastLine()).toMatchObject({ action: 'update', entity: 'account', outcome: 'refused', actorId: ngozi.id });
    const wrong = await updateProfile(form({ email: 'elsewhere@clinic.ng', currentPassword: 'not-my-password' }));
    expect(wrong).toEqual(expect.objectContaining({ ok: false, fieldErrors: { currentPassword: 'Current password is incorrect' } }));
    expect((await getDoctor(handle.db, ngozi.id))!.email).toBe(current);

    // The same email, in any case, is no change: no password needed.
    expect((await updateProfile(form({ email: current.toUpperCase(), firstName: 'Ngozi', currentPassword: '' }))).ok).toBe(true);
    expect(await lastLine()).toMatchObject({ action: 'update', entity: 'account', outcome: 'success', detail: 'profile' });
    expect((await updateProfile(form({ email: 'elsewhere@clinic.ng' }))).ok).toBe(true);
    expect(await lastLine()).toMatchObject({ action: 'update', entity: 'account', outcome: 'success', detail: 'profile and email' });
  });
});

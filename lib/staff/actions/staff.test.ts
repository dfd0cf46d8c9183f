import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests } from '@/lib/db/client';
import { doctors, sessions } from '@/lib/db/schema';
import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { approveAccount, disableAccount, enableAccount, makeAdministrator, removeAdministrator } from './staff';
import { signedIn } from '@/tests/signed-in';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let admin: Doctor;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(doctors);
  admin = await account('administrator', 'active');
  signedIn.current = { sessionId: 'admin-session', doctor: admin };
  jest.mocked(revalidatePath).mockClear();
});

let serial = 0;
async function account(role: DoctorRole, status: DoctorStatus): Promise<Doctor> {
  serial += 1;
  const [row] = await handle.db
    .insert(doctors)
    .values({ email: `staff-action-${serial}@clinic.test`, firstName: 'Staff', lastName: String(serial), passwordHash: 'not-a-hash', role, status })
    .returning();
  return row;
}

async function stateOf(id: number) {
  const [row] = await handle.db.select({ role: doctors.role, status: doctors.status }).from(doctors).where(eq(doctors.id, id));
  return row;
}

const DONE = { ok: true, data: { leftAdministrators: false } };

describe('staff actions', () => {
  it('are refused to a doctor who is not an administrator, and change nothing', async () => {
    const doctor = await account('doctor', 'active');
    const waiting = await account('doctor', 'pending');
    const disabled = await account('doctor', 'disabled');
    await handle.db.insert(sessions).values({ id: 'doctor-session', doctorId: doctor.id, expiresAt: new Date(Date.now() + 3_600_000) });
    signedIn.current = { sessionId: 'doctor-session', doctor };

    const refused = { ok: false, message: 'Only an administrator can do this.' };
    await expect(approveAccount({ id: waiting.id })).resolves.toEqual(refused);
    await expect(disableAccount({ id: admin.id })).resolves.toEqual(refused);
    await expect(enableAccount({ id: disabled.id })).resolves.toEqual(refused);
    await expect(makeAdministrator({ id: doctor.id })).resolves.toEqual(refused);
    await expect(removeAdministrator({ id: admin.id })).resolves.toEqual(refused);

    expect(await stateOf(waiting.id)).toEqual({ role: 'doctor', status: 'pending' });
    expect(await stateOf(disabled.id)).toEqual({ role: 'doctor', status: 'disabled' });
    expect(await stateOf(doctor.id)).toEqual({ role: 'doctor', status: 'active' });
    expect(await stateOf(admin.id)).toEqual({ role: 'administrator', status: 'active' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('are refused without a session', async () => {
    const waiting = await account('doctor', 'pending');
    signedIn.current = null;
    await expect(approveAccount({ id: waiting.id })).resolves.toEqual({ ok: false, message: 'Your session has ended. Sign in again.' });
    expect(await stateOf(waiting.id)).toEqual({ role: 'doctor', status: 'pending' });
  });

  it('approve, disable (ending the sessions), enable, make and unmake an administrator, revalidating the screen', async () => {
    const doctor = await account('doctor', 'pending');
    await expect(approveAccount({ id: doctor.id })).resolves.toEqual(DONE);
    expect(await stateOf(doctor.id)).toEqual({ role: 'doctor', status: 'active' });

    await expect(makeAdministrator({ id: doctor.id })).resolves.toEqual(DONE);
    expect(await stateOf(doctor.id)).toEqual({ role: 'administrator', status: 'active' });
    await expect(removeAdministrator({ id: doctor.id })).resolves.toEqual(DONE);
    expect(await stateOf(doctor.id)).toEqual({ role: 'doctor', status: 'active' });

    await handle.db.insert(sessions).values({ id: 'to-end', doctorId: doctor.id, expiresAt: new Date(Date.now() + 3_600_000) });
    await expect(disableAccount({ id: doctor.id })).resolves.toEqual(DONE);
    expect(await stateOf(doctor.id)).toEqual({ role: 'doctor', status: 'disabled' });
    expect(await handle.db.select().from(sessions).where(eq(sessions.doctorId, doctor.id))).toEqual([]);

    await expect(enableAccount({ id: doctor.id })).resolves.toEqual(DONE);
    expect(await stateOf(doctor.id)).toEqual({ role: 'doctor', status: 'active' });
    expect(revalidatePath).toHaveBeenCalledTimes(5);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/settings/staff');
  });

  it('say why a change is refused', async () => {
    const waiting = await account('doctor', 'pending');
    const disabled = await account('doctor', 'disabled');
    await expect(removeAdministrator({ id: admin.id })).resolves.toEqual({
      ok: false,
      message: 'There must be at least one administrator. Make another account an administrator first.',
    });
    await expect(disableAccount({ id: admin.id })).resolves.toEqual({ ok: false, message: 'You cannot disable your own account.' });
    await expect(approveAccount({ id: 2_147_483_647 })).resolves.toEqual({ ok: false, message: 'This account no longer exists.' });
    await expect(enableAccount({ id: waiting.id })).resolves.toEqual({ ok: false, message: 'This account is waiting for approval. Approve it instead.' });
    await expect(approveAccount({ id: disabled.id })).resolves.toEqual({
      ok: false,
      message: 'This account is disabled, not waiting for approval. Enable it instead.',
    });
    await expect(makeAdministrator({ id: waiting.id })).resolves.toEqual({ ok: false, message: 'Only an active account can be made an administrator.' });
    expect(await stateOf(admin.id)).toEqual({ role: 'administrator', status: 'active' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('check the input: an id that cannot be an account changes nothing', async () => {
    for (const input of [{ id: -1 }, { id: 'abc' }, {}, null]) {
      await expect(approveAccount(input)).resolves.toEqual(expect.objectContaining({ ok: false }));
    }
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('let an administrator step down while another is left, without re-rendering a screen they may no longer see', async () => {
    await account('administrator', 'active');
    await expect(removeAdministrator({ id: admin.id })).resolves.toEqual({ ok: true, data: { leftAdministrators: true } });
    expect(await stateOf(admin.id)).toEqual({ role: 'doctor', status: 'active' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

import { eq, inArray } from 'drizzle-orm';
import { auditEvents, doctors, sessions, twoFactorSecrets } from '@/lib/db/schema';
import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { changeStaff } from './staff';
import { listStaff } from '@/lib/staff/queries/staff';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(doctors);
});

let serial = 0;
async function account(role: DoctorRole, status: DoctorStatus, createdAt = new Date()) {
  serial += 1;
  const [row] = await handle.db
    .insert(doctors)
    .values({ email: `staff-${serial}@clinic.test`, firstName: 'Staff', lastName: String(serial), passwordHash: 'not-a-hash', role, status, createdAt })
    .returning({ id: doctors.id });
  return row.id;
}

async function signIn(doctorId: number, id = `session-${doctorId}-${serial++}`) {
  await handle.db.insert(sessions).values({ id, doctorId, expiresAt: new Date(Date.now() + 3_600_000) });
  return id;
}

async function stateOf(id: number) {
  const [row] = await handle.db.select({ role: doctors.role, status: doctors.status }).from(doctors).where(eq(doctors.id, id));
  return row;
}

const sessionsOf = (doctorId: number) => handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.doctorId, doctorId));

describe('the lab scientist role', () => {
  it('is given at approval, taken back by making the account a doctor, and never to a disabled account', async () => {
    const admin = await account('administrator', 'active');
    const waiting = await account('doctor', 'pending');
    await expect(changeStaff(handle.db, admin, waiting, 'approve-as-lab-scientist')).resolves.toMatchObject({ ok: true });
    await expect(stateOf(waiting)).resolves.toEqual({ role: 'lab-scientist', status: 'active' });
    await expect(changeStaff(handle.db, admin, waiting, 'make-doctor')).resolves.toMatchObject({ ok: true });
    await expect(stateOf(waiting)).resolves.toEqual({ role: 'doctor', status: 'active' });
    await expect(changeStaff(handle.db, admin, waiting, 'make-lab-scientist')).resolves.toMatchObject({ ok: true });
    await expect(stateOf(waiting)).resolves.toEqual({ role: 'lab-scientist', status: 'active' });
    const disabled = await account('doctor', 'disabled');
    await expect(changeStaff(handle.db, admin, disabled, 'make-lab-scientist')).resolves.toEqual({ ok: false, reason: 'not-active-lab' });
    await expect(changeStaff(handle.db, admin, disabled, 'approve-as-lab-scientist')).resolves.toEqual({ ok: false, reason: 'not-pending' });
  });

  it('is not given to the last administrator', async () => {
    const admin = await account('administrator', 'active');
    await expect(changeStaff(handle.db, admin, admin, 'make-lab-scientist')).resolves.toEqual({ ok: false, reason: 'last-administrator' });
    await expect(stateOf(admin)).resolves.toEqual({ role: 'administrator', status: 'active' });
  });
});

describe('listStaff', () => {
  it('pages the accounts, those waiting for approval first and then the newest, with the total', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const admin = await account('administrator', 'active', day(1));
    const ids: number[] = [];
    for (let n = 2; n <= 24; n++) ids.push(await account('doctor', n % 5 === 0 ? 'disabled' : 'active', day(n)));
    const waiting = await account('doctor', 'pending', day(3));

    const first = await listStaff(handle.db, { page: 1, pageSize: 20 });
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toEqual({
      id: waiting,
      name: `Dr. Staff ${serial}`,
      email: `staff-${serial}@clinic.test`,
      role: 'doctor',
      status: 'pending',
      createdAt: day(3).toISOString(),
      twoFactor: false,
      lastSignInAt: null,
    });
    expect(first.rows.slice(1).map((row) => row.id)).toEqual([...ids].reverse().slice(0, 19));

    const second = await listStaff(handle.db, { page: 2, pageSize: 20 });
    expect(second.total).toBe(25);
    expect(second.rows.map((row) => row.id)).toEqual([...[...ids].reverse().slice(19), admin]);
    expect(second.rows.at(-1)).toMatchObject({ role: 'administrator', status: 'active' });

    await expect(listStaff(handle.db, { page: 3, pageSize: 20 })).resolves.toEqual({ rows: [], total: 25 });
  });

  it("shows each account's two-factor state (an enrolment under way is off) and its last successful sign-in", async () => {
    const enrolled = await account('administrator', 'active');
    const enrolling = await account('doctor', 'active');
    const never = await account('doctor', 'active');
    await handle.db.insert(twoFactorSecrets).values([
      { doctorId: enrolled, encryptedSecret: 'sealed', confirmedAt: new Date() },
      { doctorId: enrolling, encryptedSecret: 'sealed' },
    ]);
    const at = (iso: string) => new Date(iso);
    const line = (actorId: number, when: string, action: 'sign-in' | 'sign-out' | 'view', outcome: 'success' | 'refused' = 'success') =>
      ({ actorId, actorEmail: 'someone@clinic.test', action, entity: 'session' as const, at: at(when), outcome });
    await handle.db.insert(auditEvents).values([
      line(enrolled, '2026-03-01T08:00:00Z', 'sign-in'),
      line(enrolled, '2026-03-02T08:00:00Z', 'sign-in'),
      // Later lines that are no successful sign-in: a refusal, a sign-out, a read.
      line(enrolled, '2026-03-03T08:00:00Z', 'sign-in', 'refused'),
      line(enrolled, '2026-03-04T08:00:00Z', 'sign-out'),
      line(enrolled, '2026-03-05T08:00:00Z', 'view'),
      line(enrolling, '2026-02-01T07:30:00Z', 'sign-in'),
    ]);
    const { rows } = await listStaff(handle.db, { page: 1, pageSize: 20 });
    const of = (id: number) => rows.find((row) => row.id === id);
    expect(of(enrolled)).toMatchObject({ twoFactor: true, lastSignInAt: '2026-03-02T08:00:00.000Z' });
    expect(of(enrolling)).toMatchObject({ twoFactor: false, lastSignInAt: '2026-02-01T07:30:00.000Z' });
    expect(of(never)).toMatchObject({ twoFactor: false, lastSignInAt: null });
  });
});

describe('changeStaff', () => {
  it('approves an account that waits: it becomes active', async () => {
    const admin = await account('administrator', 'active');
    const waiting = await account('doctor', 'pending');
    const result = await changeStaff(handle.db, admin, waiting, 'approve');
    expect(result).toEqual({ ok: true, account: expect.objectContaining({ id: waiting, role: 'doctor', status: 'active' }) });
    expect(await stateOf(waiting)).toEqual({ role: 'doctor', status: 'active' });
    // Approved twice (two administrators at once): the second click agrees.
    await expect(changeStaff(handle.db, admin, waiting, 'approve')).resolves.toMatchObject({ ok: true });
  });

  it('refuses to approve a disabled account: it is enabled instead', async () => {
    const admin = await account('administrator', 'active');
    const disabled = await account('doctor', 'disabled');
    await expect(changeStaff(handle.db, admin, disabled, 'approve')).resolves.toEqual({ ok: false, reason: 'not-pending' });
    expect(await stateOf(disabled)).toEqual({ role: 'doctor', status: 'disabled' });
  });

  it('disables an account and ends every session of it in the same change, and no other', async () => {
    const admin = await account('administrator', 'active');
    const doctor = await account('doctor', 'active');
    await signIn(doctor);
    await signIn(doctor);
    const adminSession = await signIn(admin);

    await expect(changeStaff(handle.db, admin, doctor, 'disable')).resolves.toMatchObject({ ok: true, account: { status: 'disabled' } });
    expect(await stateOf(doctor)).toEqual({ role: 'doctor', status: 'disabled' });
    expect(await sessionsOf(doctor)).toEqual([]);
    expect(await sessionsOf(admin)).toEqual([{ id: adminSession }]);
  });

  it('disables an account that waits for approval (a refused signup)', async () => {
    const admin = await account('administrator', 'active');
    const waiting = await account('doctor', 'pending');
    await signIn(waiting);
    await expect(changeStaff(handle.db, admin, waiting, 'disable')).resolves.toMatchObject({ ok: true });
    expect(await stateOf(waiting)).toEqual({ role: 'doctor', status: 'disabled' });
    expect(await sessionsOf(waiting)).toEqual([]);
  });

  it('enables a disabled account, but not one that waits for approval', async () => {
    const admin = await account('administrator', 'active');
    const disabled = await account('doctor', 'disabled');
    const waiting = await account('doctor', 'pending');
    await expect(changeStaff(handle.db, admin, disabled, 'enable')).resolves.toMatchObject({ ok: true, account: { status: 'active' } });
    expect(await stateOf(disabled)).toEqual({ role: 'doctor', status: 'active' });
    await expect(changeStaff(handle.db, admin, waiting, 'enable')).resolves.toEqual({ ok: false, reason: 'pending' });
    expect(await stateOf(waiting)).toEqual({ role: 'doctor', status: 'pending' });
  });

  it('makes an active account an administrator and unmakes it again', async () => {
    const admin = await account('administrator', 'active');
    const doctor = await account('doctor', 'active');
    await expect(changeStaff(handle.db, admin, doctor, 'make-administrator')).resolves.toMatchObject({ ok: true, account: { role: 'administrator' } });
    expect(await stateOf(doctor)).toEqual({ role: 'administrator', status: 'active' });
    await expect(changeStaff(handle.db, admin, doctor, 'remove-administrator')).resolves.toMatchObject({ ok: true, account: { role: 'doctor' } });
    expect(await stateOf(doctor)).toEqual({ role: 'doctor', status: 'active' });
  });

  it('makes only an active account an administrator', async () => {
    const admin = await account('administrator', 'active');
    const waiting = await account('doctor', 'pending');
    const disabled = await account('doctor', 'disabled');
    await expect(changeStaff(handle.db, admin, waiting, 'make-administrator')).resolves.toEqual({ ok: false, reason: 'not-active' });
    await expect(changeStaff(handle.db, admin, disabled, 'make-administrator')).resolves.toEqual({ ok: false, reason: 'not-active' });
    expect(await stateOf(waiting)).toEqual({ role: 'doctor', status: 'pending' });
    expect(await stateOf(disabled)).toEqual({ role: 'doctor', status: 'disabled' });
  });

  it('never removes the last active administrator', async () => {
    const admin = await account('administrator', 'active');
    // A disabled administrator does not count: nobody can sign in with it.
    await account('administrator', 'disabled');
    await expect(changeStaff(handle.db, admin, admin, 'remove-administrator')).resolves.toEqual({ ok: false, reason: 'last-administrator' });
    expect(await stateOf(admin)).toEqual({ role: 'administrator', status: 'active' });
  });

  it('lets an administrator step down while another one is left', async () => {
    const admin = await account('administrator', 'active');
    const other = await account('administrator', 'active');
    await expect(changeStaff(handle.db, admin, admin, 'remove-administrator')).resolves.toMatchObject({ ok: true });
    expect(await stateOf(admin)).toEqual({ role: 'doctor', status: 'active' });
    // Now `other` is the last one, and `admin` may no longer change anything.
    await expect(changeStaff(handle.db, other, other, 'remove-administrator')).resolves.toEqual({ ok: false, reason: 'last-administrator' });
    await expect(changeStaff(handle.db, admin, other, 'remove-administrator')).resolves.toEqual({ ok: false, reason: 'not-administrator' });
    expect(await stateOf(other)).toEqual({ role: 'administrator', status: 'active' });
  });

  it('refuses that an administrator disables their own account, and keeps its sessions', async () => {
    const admin = await account('administrator', 'active');
    await account('administrator', 'active');
    const session = await signIn(admin);
    await expect(changeStaff(handle.db, admin, admin, 'disable')).resolves.toEqual({ ok: false, reason: 'own-account' });
    expect(await stateOf(admin)).toEqual({ role: 'administrator', status: 'active' });
    expect(await sessionsOf(admin)).toEqual([{ id: session }]);
  });

  it('of two administrators who unmake each other at once, one stays', async () => {
    const first = await account('administrator', 'active');
    const second = await account('administrator', 'active');
    const results = await Promise.all([
      changeStaff(handle.db, first, second, 'remove-administrator'),
      changeStaff(handle.db, second, first, 'remove-administrator'),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const left = await handle.db.select({ id: doctors.id }).from(doctors).where(inArray(doctors.id, [first, second]));
    const roles = await Promise.all(left.map((row) => stateOf(row.id)));
    expect(roles.filter((row) => row.role === 'administrator')).toHaveLength(1);
  });

  it('answers not-found for an unknown account, and not-administrator for an actor who is not one', async () => {
    const admin = await account('administrator', 'active');
    const doctor = await account('doctor', 'active');
    const other = await account('doctor', 'active');
    await expect(changeStaff(handle.db, admin, 2_147_483_000, 'approve')).resolves.toEqual({ ok: false, reason: 'not-found' });
    await expect(changeStaff(handle.db, doctor, other, 'make-administrator')).resolves.toEqual({ ok: false, reason: 'not-administrator' });
    expect(await stateOf(other)).toEqual({ role: 'doctor', status: 'active' });
  });
});

import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { createInvitation } from '@/lib/auth/invitation';
import { verifyPassword } from '@/lib/auth/password';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, queuedMails, sessions, staffInvitations } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { getEnv, resetEnvForTests } from '@/lib/env';
import { openMail } from '@/lib/mail/sealed-mail';
import { signedIn } from '@/tests/signed-in';
import { acceptInvitation } from './invitation';
import { inviteColleague, revokeStaffInvitation } from './staff';

// The staff actions run behind the test session (tests/signed-in.ts); the public acceptance reads the request's
// address from Next's headers, stood in for here.
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'user-agent': 'jest' }), cookies: async () => ({ get: () => undefined }) }));
jest.mock('@/lib/auth/current-doctor', () => ({ ...jest.requireActual('@/lib/auth/current-doctor'), ...jest.requireActual('@/tests/signed-in').currentDoctorModule }));

let handle: DbHandle;
let admin: Doctor;
let doctor: Doctor;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  [admin, doctor] = await handle.db
    .insert(doctors)
    .values([
      { email: 'admin@clinic.test', firstName: 'Adaeze', lastName: 'Nwankwo', passwordHash: 'x', role: 'administrator' },
      { email: 'doctor@clinic.test', firstName: 'Obi', lastName: 'Plain', passwordHash: 'x' },
    ])
    .returning();
});
afterAll(async () => {
  setDbForTests(undefined);
  delete process.env.SIGNUP_MODE;
  resetEnvForTests();
  await handle.close();
});
beforeEach(() => {
  signedIn.current = { sessionId: 'admin-session', doctor: admin };
  jest.mocked(revalidatePath).mockClear();
});

const linesAbout = async (detail: string) => (await handle.db.select().from(auditEvents).where(eq(auditEvents.entity, 'staff'))).filter((line) => line.detail?.includes(detail));

describe('inviteColleague and revokeStaffInvitation', () => {
  it('are for administrators only: a doctor is refused, audited, and nothing is sent', async () => {
    signedIn.current = { sessionId: 'doctor-session', doctor };
    await expect(inviteColleague({ email: 'sneaky@clinic.test', role: 'administrator' })).resolves.toEqual({ ok: false, message: 'Only an administrator can do this.' });
    expect(await handle.db.select().from(staffInvitations).where(eq(staffInvitations.email, 'sneaky@clinic.test'))).toEqual([]);
    const refusals = await handle.db.select().from(auditEvents).where(eq(auditEvents.actorId, doctor.id));
    expect(refusals).toEqual([expect.objectContaining({ action: 'staff-change', entity: 'staff', outcome: 'refused', detail: 'Only an administrator can do this.' })]);
    await expect(revokeStaffInvitation({ id: 1 })).resolves.toEqual({ ok: false, message: 'Only an administrator can do this.' });
  });

  it('invite with the mail queued, audited as a staff change; an email with an account is refused on its field', async () => {
    const result = await inviteColleague({ email: ' ngozi.eze@clinic.test ', role: 'doctor' });
    expect(result).toEqual({ ok: true, data: { id: expect.any(Number), email: 'ngozi.eze@clinic.test', role: 'doctor', expiresAt: expect.any(String), replaced: false } });
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/settings/staff');
    expect(await linesAbout('ngozi.eze@clinic.test')).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'staff-change', outcome: 'success', detail: `invited ngozi.eze@clinic.test as doctor (invitation ${result.ok ? result.data.id : 0})` }),
    ]);
    const mails = await handle.db.select().from(queuedMails).where(eq(queuedMails.kind, 'staff-invitation'));
    expect(mails.map((mail) => openMail(mail.sealed!, getEnv().SESSION_SECRET)?.to)).toContain('ngozi.eze@clinic.test');

    const taken = 'An account with this email already exists. That colleague signs in, or resets the password.';
    await expect(inviteColleague({ email: 'DOCTOR@clinic.test', role: 'doctor' })).resolves.toEqual({ ok: false, message: taken, fieldErrors: { email: taken } });
    await expect(inviteColleague({ email: 'not an email', role: 'doctor' })).resolves.toMatchObject({ ok: false, fieldErrors: { email: 'Invalid email' } });
    await expect(inviteColleague({ email: 'x@clinic.test', role: 'owner' })).resolves.toMatchObject({ ok: false, fieldErrors: { role: 'Choose Doctor, Lab scientist or Administrator' } });
  });

  it('revoke an open invitation (audited) and refuse a used one in words', async () => {
    const sent = await inviteColleague({ email: 'revoked@clinic.test', role: 'doctor' });
    if (!sent.ok) throw new Error(sent.message);
    await expect(revokeStaffInvitation({ id: sent.data.id })).resolves.toEqual({ ok: true, data: { email: 'revoked@clinic.test' } });
    expect(await linesAbout(`invitation ${sent.data.id})`)).toEqual(expect.arrayContaining([expect.objectContaining({ detail: `revoked the invitation of revoked@clinic.test (invitation ${sent.data.id})` })]));

    const used = await createInvitation(handle.db, { email: 'used@clinic.test', role: 'doctor', invitedBy: { id: admin.id, name: 'Dr. Adaeze Nwankwo', email: admin.email } });
    if (!used.ok) throw new Error(used.reason);
    await handle.db.update(staffInvitations).set({ usedAt: new Date() }).where(eq(staffInvitations.id, used.invitation.id));
    await expect(revokeStaffInvitation({ id: used.invitation.id })).resolves.toEqual({ ok: false, message: 'This invitation has been used: the account exists. Disable the account instead.' });
  });
});

describe('acceptInvitation', () => {
  /** An invitation made here, and the token its mail carries. */
  async function invited(email: string, role: 'doctor' | 'administrator') {
    const result = await createInvitation(handle.db, { email, role, invitedBy: { id: admin.id, name: 'Dr. Adaeze Nwankwo', email: admin.email } });
    if (!result.ok) throw new Error(result.reason);
    const [row] = await handle.db.select({ mailId: staffInvitations.mailId }).from(staffInvitations).where(eq(staffInvitations.id, result.invitation.id));
    const [mail] = await handle.db.select().from(queuedMails).where(eq(queuedMails.id, row.mailId!));
    return new URL(openMail(mail.sealed!, getEnv().SESSION_SECRET)!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  }
  const form = (token: string) => ({ token, firstName: 'Bola', lastName: 'Ade', newPassword: 'a-strong-password', confirmPassword: 'a-strong-password' });

  it('makes an ACTIVE account of the role invited even when signing up is closed, with the password chosen, and signs nobody in', async () => {
    process.env.SIGNUP_MODE = 'closed';
    resetEnvForTests();
    const token = await invited('bola.ade@clinic.test', 'administrator');
    await expect(acceptInvitation(form(token))).resolves.toEqual({ ok: true, data: { email: 'bola.ade@clinic.test' } });
    const [account] = await handle.db.select().from(doctors).where(eq(doctors.email, 'bola.ade@clinic.test'));
    expect(account).toMatchObject({ firstName: 'Bola', lastName: 'Ade', role: 'administrator', status: 'active' });
    expect(await verifyPassword(account.passwordHash, 'a-strong-password')).toBe(true);
    expect(await handle.db.select().from(sessions).where(eq(sessions.doctorId, account.id))).toEqual([]);
    await expect(acceptInvitation(form(token))).resolves.toEqual({ ok: false, message: 'This invitation has been used already. Sign in with its email and the password chosen then.' });
  });

  it('checks the form with its schema: the passwords must match, the name is required', async () => {
    const token = await invited('checked@clinic.test', 'doctor');
    await expect(acceptInvitation({ ...form(token), confirmPassword: 'something-else' })).resolves.toMatchObject({ ok: false, fieldErrors: { confirmPassword: 'Passwords do not match' } });
    await expect(acceptInvitation({ ...form(token), firstName: '  ' })).resolves.toMatchObject({ ok: false, fieldErrors: { firstName: 'First name is required' } });
    await expect(acceptInvitation(form('forged-token'))).resolves.toEqual({ ok: false, message: expect.stringContaining('This invitation link is not valid') });
    expect(await handle.db.select().from(doctors).where(eq(doctors.email, 'checked@clinic.test'))).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { listInvitations } from '@/lib/staff/queries/invitations';
import { auditEvents, doctors, queuedMails, staffInvitations } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { openMail } from '@/lib/mail/sealed-mail';
import { acceptInvitation, createInvitation, findInvitation, INVITATION_LIFETIME_MS, revokeInvitation } from './invitation';

let handle: DbHandle;
let admin: { id: number; name: string; email: string };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db.insert(doctors).values({ email: 'adaeze@clinic.ng', firstName: 'Adaeze', lastName: 'Nwankwo', passwordHash: 'x', role: 'administrator' }).returning();
  admin = { id: row.id, name: 'Dr. Adaeze Nwankwo', email: row.email };
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(staffInvitations);
  await handle.db.delete(queuedMails);
});

const NOW = new Date('2026-11-30T08:00:00Z');
let serial = 0;
const newEmail = () => `colleague.${++serial}@clinic.ng`;

/** Invites and answers the link's token, read from the queued mail as the colleague would find it. */
async function invite(email: string, role: 'doctor' | 'administrator' = 'doctor', now = NOW) {
  const result = await createInvitation(handle.db, { email, role, invitedBy: admin, now });
  if (!result.ok) throw new Error(result.reason);
  const [mail] = await handle.db.select().from(queuedMails).where(eq(queuedMails.id, (await handle.db.select({ mailId: staffInvitations.mailId }).from(staffInvitations).where(eq(staffInvitations.id, result.invitation.id)))[0].mailId!));
  const opened = openMail(mail.sealed!, getEnv().SESSION_SECRET)!;
  const link = new URL(opened.text.match(/https?:\/\/\S+/)![0]);
  return { ...result, mail, opened, link, token: link.searchParams.get('token')! };
}

const accept = (token: string, now = NOW) =>
  acceptInvitation(handle.db, { token, firstName: 'Tunde', lastName: 'Bakare', passwordHash: 'argon-hash', address: '10.0.0.7', now });

describe('an invitation', () => {
  it('is mailed through the queue with a single-use link that starts with APP_URL; only the token’s hash is stored', async () => {
    const email = newEmail();
    const { mail, opened, link, token, invitation } = await invite(email, 'administrator');
    expect(link.origin + link.pathname).toBe(new URL('/invitation', `${getEnv().APP_URL}/`).toString());
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(opened).toMatchObject({ to: email, subject: expect.stringContaining('invited') });
    expect(opened.text).toContain('Dr. Adaeze Nwankwo (adaeze@clinic.ng) invites you');
    expect(opened.text).toContain('as an administrator');
    expect(mail).toMatchObject({ kind: 'staff-invitation', state: 'queued', giveUpAt: new Date(NOW.getTime() + INVITATION_LIFETIME_MS) });
    const [row] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ email, role: 'administrator', invitedById: admin.id, expiresAt: new Date(NOW.getTime() + INVITATION_LIFETIME_MS) });
    await expect(findInvitation(handle.db, token, NOW)).resolves.toEqual({ state: 'pending', email, role: 'administrator', invitedBy: 'Dr. Adaeze Nwankwo', expiresAt: row.expiresAt });
  });

  it('is refused for an email that has an account already, whatever its case', async () => {
    await expect(createInvitation(handle.db, { email: 'ADAEZE@Clinic.ng', role: 'doctor', invitedBy: admin, now: NOW })).resolves.toEqual({ ok: false, reason: 'account-exists' });
    expect(await handle.db.select().from(staffInvitations)).toEqual([]);
  });

  it('sent again to the same email replaces the open one: its link opens nothing and its mail is cancelled', async () => {
    const email = newEmail();
    const first = await invite(email);
    const second = await invite(email.toUpperCase());
    expect(second.replaced).toBe(1);
    await expect(findInvitation(handle.db, first.token, NOW)).resolves.toEqual({ state: 'revoked' });
    const [firstMail] = await handle.db.select().from(queuedMails).where(eq(queuedMails.id, first.mail.id));
    expect(firstMail).toMatchObject({ state: 'cancelled', sealed: null });
    await expect(accept(first.token)).resolves.toEqual({ ok: false, reason: 'revoked' });
    await expect(accept(second.token)).resolves.toMatchObject({ ok: true });
  });

  it('makes an ACTIVE account of its role with the name chosen, once; the account’s audit line names who invited it', async () => {
    const email = newEmail();
    const { token, invitation } = await invite(email, 'administrator');
    const accepted = await accept(token, new Date(NOW.getTime() + 60_000));
    if (!accepted.ok) throw new Error(accepted.reason);
    const [account] = await handle.db.select().from(doctors).where(eq(doctors.id, accepted.account.id));
    expect(account).toMatchObject({ email, firstName: 'Tunde', lastName: 'Bakare', passwordHash: 'argon-hash', role: 'administrator', status: 'active' });
    const [row] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(row).toMatchObject({ usedAt: new Date(NOW.getTime() + 60_000), accountId: account.id });
    const [line] = await handle.db.select().from(auditEvents).where(eq(auditEvents.actorId, account.id));
    expect(line).toMatchObject({ action: 'create', entity: 'account', entityId: String(account.id), address: '10.0.0.7', detail: `by invitation ${invitation.id} from adaeze@clinic.ng, as administrator` });

    await expect(accept(token)).resolves.toEqual({ ok: false, reason: 'used' });
    await expect(findInvitation(handle.db, token, NOW)).resolves.toEqual({ state: 'used' });
    expect(await handle.db.select().from(doctors).where(eq(doctors.email, email))).toHaveLength(1);
  });

  it('two submissions of one link at once make one account', async () => {
    const { token } = await invite(newEmail());
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((result) => (result.ok ? 'made' : result.reason)).sort()).toEqual(['made', 'used']);
  });

  it('opens nothing once expired, unknown, or when its email got an account meanwhile', async () => {
    const { token } = await invite(newEmail());
    const expiry = new Date(NOW.getTime() + INVITATION_LIFETIME_MS);
    await expect(findInvitation(handle.db, token, expiry)).resolves.toEqual({ state: 'expired' });
    await expect(accept(token, expiry)).resolves.toEqual({ ok: false, reason: 'expired' });
    await expect(accept('not-a-token-of-ours')).resolves.toEqual({ ok: false, reason: 'unknown' });
    await expect(findInvitation(handle.db, 'not-a-token-of-ours', NOW)).resolves.toEqual({ state: 'unknown' });

    const email = newEmail();
    const late = await invite(email);
    await handle.db.insert(doctors).values({ email, firstName: 'Signed', lastName: 'Up', passwordHash: 'x' });
    await expect(accept(late.token)).resolves.toEqual({ ok: false, reason: 'account-exists' });
  });

  it('revoked opens nothing and its mail is cancelled; a used one cannot be revoked', async () => {
    const open = await invite(newEmail());
    await expect(revokeInvitation(handle.db, open.invitation.id, NOW)).resolves.toEqual({ ok: true, email: open.invitation.email });
    await expect(revokeInvitation(handle.db, open.invitation.id, NOW)).resolves.toEqual({ ok: true, email: open.invitation.email });
    const [mail] = await handle.db.select().from(queuedMails).where(eq(queuedMails.id, open.mail.id));
    expect(mail.state).toBe('cancelled');
    await expect(accept(open.token)).resolves.toEqual({ ok: false, reason: 'revoked' });

    const used = await invite(newEmail());
    await accept(used.token);
    await expect(revokeInvitation(handle.db, used.invitation.id, NOW)).resolves.toEqual({ ok: false, reason: 'used' });
    const expired = await invite(newEmail());
    await expect(revokeInvitation(handle.db, expired.invitation.id, new Date(NOW.getTime() + INVITATION_LIFETIME_MS))).resolves.toEqual({ ok: false, reason: 'expired' });
    await expect(revokeInvitation(handle.db, 2_000_000_000, NOW)).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('is listed, newest first, with its state: pending, used, expired or revoked', async () => {
    const pending = await invite(newEmail(), 'doctor', new Date(NOW.getTime()));
    const used = await invite(newEmail(), 'doctor', new Date(NOW.getTime() + 1000));
    await accept(used.token);
    const revoked = await invite(newEmail(), 'doctor', new Date(NOW.getTime() + 2000));
    await revokeInvitation(handle.db, revoked.invitation.id, NOW);
    const old = await invite(newEmail(), 'administrator', new Date(NOW.getTime() - INVITATION_LIFETIME_MS - 1000));

    const { rows, total } = await listInvitations(handle.db, { page: 1, pageSize: 10, now: NOW });
    expect(total).toBe(4);
    expect(rows.map((row) => [row.id, row.state, row.invitedBy])).toEqual([
      [revoked.invitation.id, 'revoked', 'Dr. Adaeze Nwankwo'],
      [used.invitation.id, 'used', 'Dr. Adaeze Nwankwo'],
      [pending.invitation.id, 'pending', 'Dr. Adaeze Nwankwo'],
      [old.invitation.id, 'expired', 'Dr. Adaeze Nwankwo'],
    ]);
    expect((await listInvitations(handle.db, { page: 2, pageSize: 3, now: NOW })).rows.map((row) => row.id)).toEqual([old.invitation.id]);
  });
});

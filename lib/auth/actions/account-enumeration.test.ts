import { count, eq, sql } from 'drizzle-orm';
import { after } from 'next/server';
import { hashPassword } from '@/lib/auth/password';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors, queuedMails, sessions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { resetEnvForTests } from '@/lib/env';
import { sendMail } from '@/lib/mail/outbox';
import { requestPasswordReset, signup } from './sign-in';

// Neither the signup form (in approval mode) nor the forgot-password form tells whether an email has an account:
// the same answer, nobody signed in, and no mail waited for.

const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: ({ name }: { name: string }) => void mockJar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'jest' }),
}));
// The mail goes after the response (Next's `after`): the test keeps the scheduled work and runs it itself.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: jest.fn() }));
jest.mock('@/lib/mail/outbox', () => ({ sendMail: jest.fn(async () => undefined) }));
jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual('@/lib/auth/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

const OWNER = { email: 'owner@clinic.ng', password: 'owner-password-1' };
const RECEIVED = { ok: true, data: { redirectTo: '/signup/received' } };

let handle: DbHandle;
let ownerRow: typeof doctors.$inferSelect;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  // The first account of a database is its active administrator whatever the mode; the owner is that one.
  [ownerRow] = await handle.db
    .insert(doctors)
    .values({ email: OWNER.email, firstName: 'Owner', lastName: 'Obi', passwordHash: await jest.requireActual('@/lib/auth/password').hashPassword(OWNER.password) })
    .returning();
});
afterAll(async () => {
  setDbForTests(undefined);
  delete process.env.SIGNUP_MODE;
  resetEnvForTests();
  await handle.close();
});
beforeEach(async () => {
  mockJar.clear();
  jest.mocked(after).mockClear();
  jest.mocked(sendMail).mockClear();
  jest.mocked(hashPassword).mockClear();
  await handle.db.delete(queuedMails);
  await handle.db.execute(sql`delete from throttle_events`);
});

/** Runs what the requests so far left for after their responses (the mail pass), as Next does once it has answered. */
async function afterResponses() {
  for (const [task] of jest.mocked(after).mock.calls) await (task as () => Promise<void>)();
  jest.mocked(after).mockClear();
}

const sessionCount = async () => (await handle.db.select({ value: count() }).from(sessions))[0]!.value;
const ownerNow = async () => (await handle.db.select().from(doctors).where(eq(doctors.id, ownerRow.id)))[0];

describe('forgot password', () => {
  it('answers a known and an unknown email alike, before any mail is sent, and sends the known one its link afterwards', async () => {
    const known = await requestPasswordReset({ email: OWNER.email });
    const unknown = await requestPasswordReset({ email: 'nobody@clinic.ng' });
    expect(known).toEqual(unknown);
    expect(known).toEqual({ ok: true, data: { message: 'If an account exists for that email, a reset link is on its way. It is valid for 30 minutes.' } });
    // Neither answer waited for the mail server: nothing was sent while the requests were served.
    expect(sendMail).not.toHaveBeenCalled();
    // Both leave the same work for after their response.
    expect(after).toHaveBeenCalledTimes(2);

    await afterResponses();
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(jest.mocked(sendMail).mock.calls[0]![0]).toMatchObject({ to: OWNER.email, subject: 'Reset your HMS password', text: expect.stringMatching(/\/reset-password\?token=/) });
  });
});

describe('signup in approval mode', () => {
  beforeAll(() => {
    process.env.SIGNUP_MODE = 'approval';
    resetEnvForTests();
  });

  it("answers an email that has an account as a new one, signs nobody in, changes nothing, and tells the account's owner by mail", async () => {
    const sessionsBefore = await sessionCount();
    const fresh = await signup({ email: 'newcomer@clinic.ng', password: 'newcomer-password-1' });
    const taken = await signup({ email: 'Owner@Clinic.ng', password: 'intruder-password-1' });
    expect(taken).toEqual(fresh);
    expect(fresh).toEqual(RECEIVED);

    // Nobody is signed in: neither the new account nor, above all, anyone into the existing one.
    expect(mockJar.size).toBe(0);
    expect(await sessionCount()).toBe(sessionsBefore);
    // The password is hashed either way, so the answer takes as long.
    expect(hashPassword).toHaveBeenCalledTimes(2);

    expect(await ownerNow()).toEqual(ownerRow);
    const created = await handle.db.select({ email: doctors.email, status: doctors.status, role: doctors.role }).from(doctors).where(eq(doctors.email, 'newcomer@clinic.ng'));
    expect(created).toEqual([{ email: 'newcomer@clinic.ng', status: 'pending', role: 'doctor' }]);
    expect(await handle.db.select({ value: count() }).from(doctors).where(sql`lower(${doctors.email}) = 'owner@clinic.ng'`)).toEqual([{ value: 1 }]);

    // No mail is sent while answering; afterwards the owner (only) gets a notice.
    expect(sendMail).not.toHaveBeenCalled();
    await afterResponses();
    expect(jest.mocked(sendMail).mock.calls).toEqual([
      [expect.objectContaining({ to: OWNER.email, subject: 'Someone tried to sign up to HMS with your email', text: expect.stringContaining('Nothing was changed') })],
    ]);
  });

  it('sends the owner one notice an hour at most, however many tries', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await signup({ email: OWNER.email, password: `intruder-password-${attempt}` })).toEqual(RECEIVED);
    }
    await afterResponses();
    expect(sendMail).toHaveBeenCalledTimes(1);
  });
});

describe('signup in open mode', () => {
  beforeAll(() => {
    process.env.SIGNUP_MODE = 'open';
    resetEnvForTests();
  });

  it('signs a new doctor in at once, so a taken email must say so; its owner is told, and nobody is signed in to it', async () => {
    const sessionsBefore = await sessionCount();
    expect(await signup({ email: OWNER.email, password: 'intruder-password-1' })).toEqual({
      ok: false,
      message: 'An account with this email already exists',
      fieldErrors: { email: 'An account with this email already exists' },
    });
    expect(mockJar.size).toBe(0);
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await ownerNow()).toEqual(ownerRow);
    await afterResponses();
    expect(jest.mocked(sendMail).mock.calls.map(([mail]) => mail.to)).toEqual([OWNER.email]);

    expect(await signup({ email: 'open-newcomer@clinic.ng', password: 'newcomer-password-1' })).toEqual({ ok: true, data: { redirectTo: '/doctor/dashboard' } });
    expect(mockJar.size).toBe(1);
  });
});

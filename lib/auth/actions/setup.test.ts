import { eq } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import { readSessionId, sessionCookieName } from '@/lib/auth/session-cookie';
import { SECURITY_PATH } from '@/lib/auth/next-path';
import { SETUP_PER_ADDRESS, takeThrottle } from '@/lib/auth/throttle';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, sessions } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { getEnv, resetEnvForTests } from '@/lib/env';
import { signup } from './sign-in';
import { setUpAdministrator } from './setup';

// The real session code runs; only Next's request scope (cookies, headers) is stood in for.
const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: ({ name }: { name: string }) => void mockJar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'jest' }),
}));

const ALREADY_SET_UP = 'This clinic is already set up. Sign in, or ask an administrator of the clinic for an account.';
const ADA = { email: 'ada.obi@clinic.ng', password: 'first-administrator-1' };
const BAYO = { email: 'bayo.adeyemi@clinic.ng', password: 'second-administrator-2' };

/** Each test starts on a migrated database with no account at all, as a production first run does. */
let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  mockJar.clear();
});
afterEach(async () => {
  setDbForTests(undefined);
  delete process.env.MFA_REQUIRED;
  resetEnvForTests();
  await handle.close();
});

const accounts = () => handle.db.select().from(doctors);

describe('setUpAdministrator', () => {
  it('makes the first account an active administrator, signs it in and audits both', async () => {
    expect(await setUpAdministrator(ADA)).toEqual({ ok: true, data: { redirectTo: '/doctor/dashboard' } });

    const [ada, ...others] = await accounts();
    expect(others).toEqual([]);
    expect(ada).toMatchObject({ email: ADA.email, firstName: 'Ada', lastName: 'Obi', role: 'administrator', status: 'active' });
    expect(ada.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(ada.passwordHash, ADA.password)).toBe(true);

    const sessionId = await readSessionId(mockJar.get(sessionCookieName()), getEnv().SESSION_SECRET);
    const [session] = await handle.db.select().from(sessions).where(eq(sessions.doctorId, ada.id));
    expect(session?.id).toBe(sessionId);

    const trail = await handle.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(trail).toEqual([
      expect.objectContaining({ actorId: ada.id, actorEmail: ADA.email, action: 'create', entity: 'account', entityId: String(ada.id), outcome: 'success', detail: 'first administrator, on the set-up screen' }),
      expect.objectContaining({ actorId: ada.id, action: 'sign-in', entity: 'session', detail: 'set up the clinic' }),
    ]);
  });

  it('refuses once any account exists, and changes nothing', async () => {
    expect(await setUpAdministrator(ADA)).toMatchObject({ ok: true });
    mockJar.clear();
    expect(await setUpAdministrator(BAYO)).toEqual({ ok: false, message: ALREADY_SET_UP });
    expect((await accounts()).map((account) => account.email)).toEqual([ADA.email]);
    expect(mockJar.size).toBe(0);
  });

  it('refuses when the account that exists is an ordinary one waiting for approval', async () => {
    await handle.db.insert(doctors).values({ email: 'waiting@clinic.ng', firstName: 'W', lastName: 'A', passwordHash: 'x', role: 'doctor', status: 'pending' });
    expect(await setUpAdministrator(ADA)).toEqual({ ok: false, message: ALREADY_SET_UP });
    expect(await accounts()).toHaveLength(1);
  });

  it('of two set-ups at once, makes exactly one administrator; the other is refused', async () => {
    const answers = await Promise.all([setUpAdministrator(ADA), setUpAdministrator(BAYO)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, message: ALREADY_SET_UP }]);
    const made = await accounts();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ role: 'administrator', status: 'active' });
  });

  it('and a signup at the same moment leave one administrator', async () => {
    // Whichever takes the lock first makes the first account, the administrator; the other is refused
    // (the set-up) or makes an ordinary account (the signup).
    await Promise.all([setUpAdministrator(ADA), signup(BAYO)]);
    const administrators = (await accounts()).filter((account) => account.role === 'administrator');
    expect(administrators).toHaveLength(1);
  });

  it('checks the input with the signup form schema and its messages', async () => {
    expect(await setUpAdministrator({ email: 'not-an-email', password: 'short' })).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { email: 'Invalid email', password: 'Password must be at least 8 characters' },
    });
    expect(await setUpAdministrator({ email: ADA.email })).toMatchObject({ ok: false, fieldErrors: { password: 'Password is required' } });
    expect(await accounts()).toEqual([]);
  });

  it('is held back after too many tries from one address, like the other actions anyone may call', async () => {
    for (let i = 0; i < SETUP_PER_ADDRESS.limit; i += 1) await takeThrottle(handle.db, SETUP_PER_ADDRESS, 'unknown');
    expect(await setUpAdministrator(ADA)).toEqual({ ok: false, message: expect.stringMatching(/^Too many attempts from this address\. Try again in \d+ minutes\.$/) });
    expect(await accounts()).toEqual([]);
  });

  it('sends an administrator who must have a second factor to enrol one first (MFA_REQUIRED)', async () => {
    process.env.MFA_REQUIRED = 'administrators';
    resetEnvForTests();
    expect(await setUpAdministrator(ADA)).toEqual({ ok: true, data: { redirectTo: SECURITY_PATH } });
  });
});

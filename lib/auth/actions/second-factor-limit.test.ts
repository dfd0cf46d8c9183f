import { and, eq, like } from 'drizzle-orm';
import { generate } from 'otplib';
import { hashPassword } from '@/lib/auth/password';
import { confirmEnrolment, startEnrolment } from '@/lib/auth/two-factor';
import { createDoctor } from '@/lib/staff/writes/doctors';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, loginAttempts, refusedSignIns } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { getEnv, resetEnvForTests } from '@/lib/env';
import { createSeededTestDatabase } from '@/mocks/testing';
import { login, verifyAuthenticationCode } from './sign-in';

// Each browser is a cookie jar of its own, and each try comes from the address set here (TRUSTED_PROXY_HOPS=1
// reads it from X-Forwarded-For): the real sign-in code runs, only Next's request scope is stood in for.
let mockJar = new Map<string, string>();
let mockAddress = '10.3.0.1';
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: ({ name }: { name: string }) => void mockJar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'jest', 'x-forwarded-for': mockAddress }),
}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const PASSWORD = 'the-right-password-1';
const WRONG_CODE = { ok: false, message: 'Invalid authentication code', fieldErrors: { code: 'Invalid authentication code' } };
const WAIT = { ok: false, message: 'Too many attempts. Try again in 15 minutes.' };

let handle: DbHandle;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  resetEnvForTests();
  handle = await createSeededTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
  await handle.close();
});

/** A browser of its own (a fresh cookie jar) at `address`. */
function browser(address: string, jar = new Map<string, string>()) {
  mockJar = jar;
  mockAddress = address;
  return jar;
}

/** A new active account, with a second factor when asked: its key (the current step spent) and recovery codes. */
async function account(label: string, twoFactor: boolean) {
  const email = `${label}@clinic.test`;
  const doctor = await createDoctor(handle.db, { email, passwordHash: await hashPassword(PASSWORD), status: 'active' });
  if (!doctor) throw new Error('not created');
  if (!twoFactor) return { email, key: '', recoveryCodes: [] };
  const key = (await startEnrolment(handle.db, doctor.id, getEnv().SESSION_SECRET))!;
  const recoveryCodes = await confirmEnrolment(handle.db, doctor.id, await codeOfStep(key, 0), getEnv().SESSION_SECRET);
  if (!recoveryCodes) throw new Error('not enrolled');
  return { email, key, recoveryCodes };
}

/** The code of a time step from now: one step either side is accepted, and a step once used is spent. */
const codeOfStep = (key: string, stepsAhead: number) => generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
/** A code that is none of the three the server accepts now. */
async function wrongCodeFor(key: string) {
  const right = await Promise.all([-1, 0, 1].map((step) => codeOfStep(key, step)));
  return ['000000', '111111', '222222', '333333'].find((code) => !right.includes(code))!;
}

describe('wrong authentication codes are limited per account', () => {
  it('stops wrong codes from three addresses and three pending sign-ins at ten, the right code too, and records each', async () => {
    const { email, key } = await account('ground-down', true);
    const wrong = await wrongCodeFor(key);
    // A new password sign-in makes a new pending sign-in with five tries of its own; the account's limit spans them.
    const spread = [['10.3.1.1', 4], ['10.3.1.2', 4], ['10.3.1.3', 2]] as const;
    for (const [address, tries] of spread) {
      browser(address);
      expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { secondStep: true } });
      for (let n = 0; n < tries; n++) expect(await verifyAuthenticationCode({ code: wrong })).toEqual(WRONG_CODE);
    }
    expect(await verifyAuthenticationCode({ code: wrong })).toEqual(WAIT);
    expect(await verifyAuthenticationCode({ code: await codeOfStep(key, 1) })).toEqual(WAIT);
    // A fourth address with a new pending sign-in waits as well.
    browser('10.3.1.4');
    expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: await codeOfStep(key, 1) })).toEqual(WAIT);

    // Each wrong code is counted in the database (the limit's count and the Security page's list) and in the
    // refused sign-ins, whose trail line names it.
    const counted = await handle.db.select().from(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.factor, 'code')));
    expect(counted.map((row) => row.ip).sort()).toEqual([...Array(4).fill('10.3.1.1'), ...Array(4).fill('10.3.1.2'), ...Array(2).fill('10.3.1.3')]);
    const refused = await handle.db.select().from(refusedSignIns).where(eq(refusedSignIns.email, email));
    expect(refused.reduce((sum, row) => sum + row.count, 0)).toBe(13);
    const lines = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.actorEmail, email), like(auditEvents.detail, '%authentication code%')));
    expect(lines.map((line) => line.detail)).toEqual(expect.arrayContaining(['wrong authentication code', 'too many wrong authentication codes']));
  });
});

describe("a lock-out does not shut the account's owner out", () => {
  it("lets the owner's known browser through the account's password and code limits, with the password and a right code", async () => {
    const { email, key, recoveryCodes } = await account('colleague', true);
    // The owner signs in at their desk: that browser is known to the account from now on.
    const desk = browser('10.3.2.1');
    expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: await codeOfStep(key, 1) })).toMatchObject({ ok: true, data: { redirectTo: '/doctor/dashboard' } });

    // Someone who has the password fills the account's code limit from two addresses…
    const wrong = await wrongCodeFor(key);
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      browser(address);
      expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { secondStep: true } });
      for (let n = 0; n < 5; n++) expect(await verifyAuthenticationCode({ code: wrong })).toEqual(WRONG_CODE);
    }
    browser('198.51.100.3');
    expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: recoveryCodes[0] })).toEqual(WAIT);
    // …and ten wrong passwords from ten addresses lock the password step to every other browser.
    for (let n = 0; n < 10; n++) {
      browser(`203.0.113.${n}`);
      expect(await login({ email, password: `wrong-${n}` })).toEqual({ ok: false, message: 'Invalid email or password' });
    }
    browser('198.51.100.4');
    expect(await login({ email, password: PASSWORD })).toEqual(WAIT);

    // The owner's browser, from wherever they are today: the password, then a right code, signs in. A wrong code
    // there is counted against that browser alone.
    browser('10.3.2.99', desk);
    expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: wrong })).toEqual(WRONG_CODE);
    expect(await verifyAuthenticationCode({ code: recoveryCodes[0] })).toMatchObject({ ok: true, data: { redirectTo: '/doctor/dashboard' } });
  });

  it('does the same for an account without a second factor, whose known browser is itself held by its own five failures', async () => {
    const { email } = await account('no-second-factor', false);
    const desk = browser('10.3.3.1');
    expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { redirectTo: '/doctor/dashboard' } });
    for (let n = 0; n < 10; n++) {
      browser(`203.0.114.${n}`);
      expect(await login({ email, password: `wrong-${n}` })).toEqual({ ok: false, message: 'Invalid email or password' });
    }
    browser('10.3.3.1');
    expect(await login({ email, password: PASSWORD })).toEqual(WAIT);

    browser('10.3.3.1', desk);
    expect(await login({ email, password: PASSWORD })).toEqual({ ok: true, data: { redirectTo: '/doctor/dashboard' } });
    // The cookie is no key: without the password it opens nothing, and five wrong passwords hold it too.
    for (let n = 0; n < 5; n++) expect(await login({ email, password: `mistyped-${n}` })).toEqual({ ok: false, message: 'Invalid email or password' });
    expect(await login({ email, password: PASSWORD })).toEqual(WAIT);
  });
});

import { and, count, desc, eq, gt } from 'drizzle-orm';
import { generate } from 'otplib';
import { createResetToken } from '@/lib/auth/password-reset';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, pendingSignIns, recoveryCodes, sessions, twoFactorSecrets } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { resetEnvForTests } from '@/lib/env';
import { createSeededTestDatabase } from '@/mocks/testing';
import { login, logout, resetPassword, verifyAuthenticationCode } from './sign-in';
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from './security';

// The real session code runs; only Next's request scope (cookies, headers, revalidation) is stood in for.
const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: ({ name }: { name: string }) => void mockJar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'jest', 'x-forwarded-for': '10.9.0.1' }),
}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const DEMO = { email: 'doctor@example.com', password: 'demo-doctor-2024' };

let handle: DbHandle;
let demoId: number;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  resetEnvForTests();
  handle = await createSeededTestDatabase();
  setDbForTests(handle.db);
  [{ id: demoId }] = await handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.email, DEMO.email));
});
afterAll(async () => {
  setDbForTests(undefined);
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
  await handle.close();
});

const sessionCount = async () => (await handle.db.select({ value: count() }).from(sessions).where(eq(sessions.doctorId, demoId)))[0].value;
/** A code of the next time step: the app accepts one step either side, and the last step used is spent. */
const codeOfStep = (secret: string, stepsAhead: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

async function signOut() {
  await expect(logout()).rejects.toThrow('NEXT_REDIRECT');
  mockJar.clear();
}

let secret = '';
let recovery: string[] = [];

describe('two-factor sign-in (TOTP)', () => {
  it('enrols after the current password, with a QR code and the key as text, confirmed by a first code', async () => {
    expect(await login(DEMO)).toMatchObject({ ok: true, data: { redirectTo: '/doctor/dashboard' } });

    const refused = await startTwoFactor({ currentPassword: 'not-the-password' });
    expect(refused).toEqual(expect.objectContaining({ ok: false, fieldErrors: { currentPassword: 'Current password is incorrect' } }));
    const [line] = await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({ actorId: demoId, entity: 'account', action: 'update', outcome: 'refused' });

    const started = await startTwoFactor({ currentPassword: DEMO.password });
    if (!started.ok) throw new Error(started.message);
    expect(started.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = started.data.key.replace(/ /g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Stored sealed, never as the key itself.
    const [row] = await handle.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.doctorId, demoId));
    expect(row.encryptedSecret).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    expect(await confirmTwoFactor({ code: '000000' })).toEqual(expect.objectContaining({ ok: false, message: 'Invalid authentication code' }));
    const confirmed = await confirmTwoFactor({ code: await codeOfStep(secret, 0) });
    if (!confirmed.ok) throw new Error(confirmed.message);
    recovery = confirmed.data.recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.doctorId, demoId));
    expect(stored).toHaveLength(10);
    for (const code of recovery) expect(stored.map((r) => r.codeHash)).not.toContain(code);
    await signOut();
  });

  it('asks for the "Authentication code" after the password, with no session before it', async () => {
    const before = await sessionCount();
    expect(await login(DEMO)).toEqual({ ok: true, data: { secondStep: true } });
    expect(await sessionCount()).toBe(before);
    expect(await handle.db.select().from(pendingSignIns).where(eq(pendingSignIns.doctorId, demoId))).toHaveLength(1);

    expect(await verifyAuthenticationCode({ code: '123456' })).toEqual(expect.objectContaining({ ok: false, message: 'Invalid authentication code' }));
    const code = await codeOfStep(secret, 1);
    expect(await verifyAuthenticationCode({ code })).toEqual({ ok: true, data: { redirectTo: '/doctor/dashboard' } });
    expect(await sessionCount()).toBe(before + 1);
    expect(await handle.db.select().from(pendingSignIns).where(eq(pendingSignIns.doctorId, demoId))).toHaveLength(0);
    await signOut();

    // The same code again, in its time step: refused.
    expect(await login(DEMO)).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code })).toEqual(expect.objectContaining({ ok: false, message: 'Invalid authentication code' }));
    expect(await sessionCount()).toBe(before);
  });

  it('takes a recovery code once', async () => {
    mockJar.clear();
    expect(await login(DEMO)).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: recovery[0].toUpperCase() })).toMatchObject({ ok: true });
    await signOut();
    expect(await login(DEMO)).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: recovery[0] })).toEqual(expect.objectContaining({ ok: false, message: 'Invalid authentication code' }));
    expect(await verifyAuthenticationCode({ code: recovery[1] })).toMatchObject({ ok: true });
    await signOut();
  });

  it('gives a pending sign-in a few tries, then asks for the password again', async () => {
    expect(await login(DEMO)).toEqual({ ok: true, data: { secondStep: true } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verifyAuthenticationCode({ code: '000000' })).toMatchObject({ ok: false, message: 'Invalid authentication code' });
    }
    expect(await verifyAuthenticationCode({ code: recovery[2] })).toEqual({ ok: false, message: 'This sign-in has expired. Sign in again with your password.' });
    // Without the password step there is nothing to give a code to.
    mockJar.clear();
    expect(await verifyAuthenticationCode({ code: recovery[2] })).toEqual({ ok: false, message: 'This sign-in has expired. Sign in again with your password.' });
  });

  it('is not bypassed by a password reset', async () => {
    const token = await createResetToken(handle.db, demoId);
    expect(await resetPassword({ token, newPassword: 'demo-doctor-2025', confirmPassword: 'demo-doctor-2025' })).toEqual({ ok: true, data: undefined });
    const [line] = await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({ actorId: demoId, action: 'password-reset', detail: 'completed' });
    expect(await login({ email: DEMO.email, password: 'demo-doctor-2025' })).toEqual({ ok: true, data: { secondStep: true } });
    expect(await verifyAuthenticationCode({ code: recovery[3] })).toMatchObject({ ok: true });
  });

  it('is turned off only with the current password', async () => {
    expect(await turnOffTwoFactor({ currentPassword: DEMO.password })).toEqual(expect.objectContaining({ ok: false, message: 'Current password is incorrect' }));
    expect(await turnOffTwoFactor({ currentPassword: 'demo-doctor-2025' })).toEqual({ ok: true, data: undefined });
    expect(await handle.db.select().from(recoveryCodes).where(and(eq(recoveryCodes.doctorId, demoId)))).toHaveLength(0);
    const lines = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.actorId, demoId), gt(auditEvents.id, 0), eq(auditEvents.entity, 'account')));
    expect(lines.map((l) => `${l.outcome} ${l.detail}`)).toEqual(expect.arrayContaining(['success second factor: on', 'success second factor: off']));
  });
});

import { and, count, eq, like } from 'drizzle-orm';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, loginAttempts, refusedSignIns } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { resetEnvForTests } from '@/lib/env';
import { createSeededTestDatabase } from '@/mocks/testing';
import { login, requestPasswordReset, resetPassword } from './sign-in';

// Each test signs in from an address of its own (TRUSTED_PROXY_HOPS=1 reads it from X-Forwarded-For).
let mockAddress = '10.1.0.1';
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers({ 'user-agent': 'jest', 'x-forwarded-for': mockAddress }),
}));

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

const linesFrom = (address: string) =>
  handle.db.select().from(auditEvents).where(and(eq(auditEvents.address, address), eq(auditEvents.action, 'sign-in-failed'))).orderBy(auditEvents.id);

describe('refused sign-ins cannot flood the audit trail', () => {
  it('50 refused attempts for one email from one address leave two lines, the second with the count', async () => {
    mockAddress = '10.1.0.1';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const result = await login({ email: 'doctor@example.com', password: `guess-${attempt}` });
      expect(result.ok).toBe(false);
    }
    const lines = await linesFrom('10.1.0.1');
    expect(lines).toEqual([
      expect.objectContaining({ actorEmail: 'doctor@example.com', outcome: 'failed', detail: 'wrong password' }),
      expect.objectContaining({ actorEmail: 'doctor@example.com', outcome: 'refused', detail: 'too many attempts: 10 refused sign-ins in this 15-minute window' }),
    ]);
    const [counter] = await handle.db.select().from(refusedSignIns).where(eq(refusedSignIns.address, '10.1.0.1'));
    expect(counter.count).toBe(50);
    // Only the first five had their password checked.
    const [{ value: checks }] = await handle.db.select({ value: count() }).from(loginAttempts).where(eq(loginAttempts.ip, '10.1.0.1'));
    expect(checks).toBe(5);
  });

  it('limits one address across emails: 20 password checks, then every email is refused without one', async () => {
    mockAddress = '10.1.0.2';
    for (let n = 0; n < 20; n += 1) {
      expect(await login({ email: `walker-${n}@clinic.test`, password: 'guess-1234' })).toEqual(expect.objectContaining({ ok: false, message: 'Invalid email or password' }));
    }
    for (let n = 20; n < 60; n += 1) {
      expect(await login({ email: `walker-${n}@clinic.test`, password: 'guess-1234' })).toEqual({ ok: false, message: 'Too many attempts. Try again in 15 minutes.' });
    }
    const [{ value: checks }] = await handle.db.select({ value: count() }).from(loginAttempts).where(eq(loginAttempts.ip, '10.1.0.2'));
    expect(checks).toBe(20);
    const lines = await linesFrom('10.1.0.2');
    // One line per email that had its password checked, then the address's own: at its 1st and 10th refusal.
    expect(lines.filter((line) => line.detail === 'unknown email')).toHaveLength(20);
    expect(lines.filter((line) => line.detail?.startsWith('too many attempts from this address'))).toEqual([
      expect.objectContaining({ actorEmail: null, outcome: 'refused', detail: 'too many attempts from this address' }),
      expect.objectContaining({ detail: 'too many attempts from this address: 10 refused sign-ins in this 15-minute window' }),
    ]);
    // The right password of another account from elsewhere still signs in.
    mockAddress = '10.1.0.3';
    expect(await login({ email: 'doctor@example.com', password: 'demo-doctor-2024' })).toMatchObject({ ok: true });
  });

  it('limits password-reset requests and completions per address, and audits a request for an account', async () => {
    mockAddress = '10.1.0.4';
    expect(await requestPasswordReset({ email: 'doctor@example.com' })).toMatchObject({ ok: true });
    const asked = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.address, '10.1.0.4'), eq(auditEvents.action, 'password-reset')));
    expect(asked).toEqual([expect.objectContaining({ actorEmail: 'doctor@example.com', detail: 'requested', entity: 'account' })]);

    mockAddress = '10.1.0.5';
    const invalid = { token: 'x'.repeat(43), newPassword: 'new-password-1', confirmPassword: 'new-password-1' };
    for (let n = 0; n < 20; n += 1) expect(await resetPassword(invalid)).toMatchObject({ ok: false, message: 'This reset link is invalid or has expired. Ask for a new one.' });
    expect(await resetPassword(invalid)).toEqual({ ok: false, message: 'Too many attempts from this address. Try again in 15 minutes.' });
    const completed = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.address, '10.1.0.5'), like(auditEvents.detail, 'completed')));
    expect(completed).toHaveLength(0);
  });
});

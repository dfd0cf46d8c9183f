import { createTestDatabase } from '@/lib/db/testing';
import { loginAttempts } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { checkLoginAllowed, recordLoginAttempt, tooManyAttemptsMessage } from './rate-limit';

let handle: DbHandle;
const start = new Date('2026-11-21T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(loginAttempts));

async function fail(times: number, email = 'a@b.ng', ip = '10.0.0.1', minute = 0) {
  for (let i = 0; i < times; i++) await recordLoginAttempt(handle.db, email, ip, false, at(minute));
}

describe('login rate limit', () => {
  it('allows four failures and refuses after the fifth, for 15 minutes', async () => {
    await fail(4);
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(1))).toEqual({ allowed: true });
    await fail(1);
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(1))).toEqual({ allowed: false, retryAfterMinutes: 14, scope: 'email' });
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(0))).toEqual({ allowed: false, retryAfterMinutes: 15, scope: 'email' });
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(15.01))).toEqual({ allowed: true });
  });

  it('counts one email from one address: another address or email is not held back', async () => {
    await fail(5);
    expect((await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.2', at(1))).allowed).toBe(true);
    expect((await checkLoginAllowed(handle.db, 'c@d.ng', '10.0.0.1', at(1))).allowed).toBe(true);
  });

  it('treats the email case-insensitively', async () => {
    await fail(5, 'Ada@Clinic.NG');
    expect((await checkLoginAllowed(handle.db, 'ada@clinic.ng', '10.0.0.1', at(1))).allowed).toBe(false);
  });

  it('forgets failures before a success', async () => {
    await fail(4);
    await recordLoginAttempt(handle.db, 'a@b.ng', '10.0.0.1', true, at(1));
    await fail(4, 'a@b.ng', '10.0.0.1', 2);
    expect((await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(3))).allowed).toBe(true);
  });

  it('holds an account after 10 failures from any mix of addresses, and a success does not reset that', async () => {
    for (let i = 0; i < 9; i++) await recordLoginAttempt(handle.db, 'a@b.ng', `203.0.113.${i}`, false, at(i * 0.1));
    expect((await checkLoginAllowed(handle.db, 'a@b.ng', '198.51.100.1', at(1))).allowed).toBe(true);
    await recordLoginAttempt(handle.db, 'a@b.ng', '10.9.9.9', true, at(1));
    await recordLoginAttempt(handle.db, 'a@b.ng', '203.0.113.200', false, at(2));
    // The oldest of the ten failures (minute 0) leaves the window at minute 15.
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '198.51.100.1', at(3))).toEqual({ allowed: false, retryAfterMinutes: 12, scope: 'email' });
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.9.9.9', at(3))).toEqual({ allowed: false, retryAfterMinutes: 12, scope: 'email' });
    expect((await checkLoginAllowed(handle.db, 'other@b.ng', '198.51.100.1', at(3))).allowed).toBe(true);
    expect((await checkLoginAllowed(handle.db, 'a@b.ng', '198.51.100.1', at(15.01))).allowed).toBe(true);
  });

  // Kept a week, no longer a day: the Security page lists an account's failed attempts of the last 7 days.
  it('removes attempts older than a week when it records one, and keeps those of the week', async () => {
    await fail(3, 'old@b.ng', '10.0.0.1', -7 * 24 * 60 - 1);
    await fail(1, 'week@b.ng', '10.0.0.1', -2 * 24 * 60);
    await fail(1, 'new@b.ng', '10.0.0.1', 0);
    const rows = await handle.db.select().from(loginAttempts);
    expect(rows.map((row) => row.email)).toEqual(['week@b.ng', 'new@b.ng']);
  });

  it('counts wrong passwords only: wrong authentication codes have limits of their own', async () => {
    for (let i = 0; i < 12; i++) {
      await handle.db.insert(loginAttempts).values({ email: 'a@b.ng', ip: '10.0.0.1', succeeded: false, factor: 'code', attemptedAt: at(0) });
    }
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(1))).toEqual({ allowed: true });
  });

  it("lets a known browser through an account's and an address's limits, held by its own five failures only", async () => {
    // Strangers fill the account's limit from many addresses, and the clinic's address its own.
    for (let i = 0; i < 10; i++) await recordLoginAttempt(handle.db, 'a@b.ng', `203.0.113.${i}`, false, at(0));
    for (let i = 0; i < 20; i++) await recordLoginAttempt(handle.db, `walker-${i}@b.ng`, '10.0.0.1', false, at(0));
    expect((await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(1))).allowed).toBe(false);
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(1), 'browser-1')).toEqual({ allowed: true });
    // Its own failures, from any address, are what hold it.
    for (let i = 0; i < 4; i++) await recordLoginAttempt(handle.db, 'a@b.ng', `198.51.100.${i}`, false, at(2), 'browser-1');
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(3), 'browser-1')).toEqual({ allowed: true });
    await recordLoginAttempt(handle.db, 'a@b.ng', '198.51.100.9', false, at(3), 'browser-1');
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(4), 'browser-1')).toEqual({ allowed: false, retryAfterMinutes: 13, scope: 'email' });
    expect(await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(4), 'browser-2')).toEqual({ allowed: true });
    expect((await checkLoginAllowed(handle.db, 'a@b.ng', '10.0.0.1', at(17.01), 'browser-1')).allowed).toBe(true);
  });

  it('words the refusal with the minutes left', () => {
    expect(tooManyAttemptsMessage(12)).toBe('Too many attempts. Try again in 12 minutes.');
  });
});

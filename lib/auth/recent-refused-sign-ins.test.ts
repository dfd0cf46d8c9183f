import { createTestDatabase } from '@/lib/db/testing';
import { loginAttempts } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { takeCodeAttempt } from './code-limit';
import { recordLoginAttempt } from './rate-limit';
import { RECENT_REFUSED_DAYS, RECENT_REFUSED_ROWS, recentRefusedSignIns } from './recent-refused-sign-ins';

let handle: DbHandle;
const now = new Date('2026-11-21T08:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);
const DAY = 24 * 60;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(loginAttempts));

describe("the Security page's recent refused sign-ins", () => {
  it('is empty for an account nobody tried', async () => {
    await recordLoginAttempt(handle.db, 'ada@clinic.ng', '10.0.0.1', true, ago(5));
    expect(await recentRefusedSignIns(handle.db, 'ada@clinic.ng', now)).toEqual({ wrongPasswords: 0, wrongCodes: 0, rows: [], more: false });
  });

  it("lists the account's wrong passwords and codes of the week, one row per address and kind, the latest first", async () => {
    await recordLoginAttempt(handle.db, 'Ada@Clinic.ng', '203.0.113.5', false, ago(60));
    await recordLoginAttempt(handle.db, 'ada@clinic.ng', '203.0.113.5', false, ago(50));
    for (const minutes of [30, 20, 10]) await takeCodeAttempt(handle.db, { email: 'ada@clinic.ng', ip: '198.51.100.7', knownBrowser: null }, ago(minutes));
    await recordLoginAttempt(handle.db, 'ada@clinic.ng', '192.0.2.1', false, ago(3 * DAY));
    // Not hers, not failed, or too old: left out.
    await recordLoginAttempt(handle.db, 'other@clinic.ng', '203.0.113.5', false, ago(5));
    await recordLoginAttempt(handle.db, 'ada@clinic.ng', '10.0.0.1', true, ago(5));
    await handle.db.insert(loginAttempts).values({ email: 'ada@clinic.ng', ip: '192.0.2.99', succeeded: false, attemptedAt: ago(RECENT_REFUSED_DAYS * DAY + 1) });

    expect(await recentRefusedSignIns(handle.db, 'ADA@clinic.ng', now)).toEqual({
      wrongPasswords: 3,
      wrongCodes: 3,
      rows: [
        { what: 'code', address: '198.51.100.7', times: 3, firstAt: ago(30).toISOString(), lastAt: ago(10).toISOString() },
        { what: 'password', address: '203.0.113.5', times: 2, firstAt: ago(60).toISOString(), lastAt: ago(50).toISOString() },
        { what: 'password', address: '192.0.2.1', times: 1, firstAt: ago(3 * DAY).toISOString(), lastAt: ago(3 * DAY).toISOString() },
      ],
      more: false,
    });
  });

  it('shows the most recent addresses only, and says that there are more', async () => {
    for (let n = 0; n < RECENT_REFUSED_ROWS + 5; n++) await recordLoginAttempt(handle.db, 'ada@clinic.ng', `203.0.113.${n}`, false, ago(100 - n));
    const recent = await recentRefusedSignIns(handle.db, 'ada@clinic.ng', now);
    expect(recent.wrongPasswords).toBe(RECENT_REFUSED_ROWS + 5);
    expect(recent.rows).toHaveLength(RECENT_REFUSED_ROWS);
    expect(recent.rows[0].address).toBe(`203.0.113.${RECENT_REFUSED_ROWS + 4}`);
    expect(recent.more).toBe(true);
  });
});

import { and, eq } from 'drizzle-orm';
import { createTestDatabase } from '@/lib/db/testing';
import { loginAttempts } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { codeAccepted, takeCodeAttempt, type CodeTry } from './code-limit';

let handle: DbHandle;
const start = new Date('2026-11-21T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);
const stranger = (ip: string): CodeTry => ({ email: 'Ada@Clinic.ng', ip, knownBrowser: null });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(loginAttempts));

/** `times` wrong codes at `minute`, each from an address of its own; each must be let through. */
async function wrongCodes(times: number, minute: number, who: (n: number) => CodeTry = (n) => stranger(`203.0.113.${n}`)) {
  for (let n = 0; n < times; n++) expect(await takeCodeAttempt(handle.db, who(n), at(minute))).toMatchObject({ allowed: true });
}

describe('wrong authentication codes per account', () => {
  it('lets ten through in a quarter hour from any mix of addresses, then holds the account until the oldest leaves it', async () => {
    await wrongCodes(5, 0);
    await wrongCodes(5, 2, (n) => stranger(`198.51.100.${n}`));
    expect(await takeCodeAttempt(handle.db, stranger('192.0.2.1'), at(3))).toEqual({ allowed: false, retryAfterMinutes: 12 });
    // The refused try is not counted, so waiting frees the account.
    expect(await takeCodeAttempt(handle.db, stranger('192.0.2.1'), at(15.01))).toMatchObject({ allowed: true });
    // Another account is not held back.
    expect(await takeCodeAttempt(handle.db, { email: 'other@clinic.ng', ip: '192.0.2.1', knownBrowser: null }, at(3))).toMatchObject({ allowed: true });
  });

  it('caps a day at thirty, however the tries are spread over its quarter hours', async () => {
    for (let quarter = 0; quarter < 3; quarter++) await wrongCodes(10, quarter * 15);
    expect(await takeCodeAttempt(handle.db, stranger('192.0.2.1'), at(60))).toEqual({ allowed: false, retryAfterMinutes: 24 * 60 - 60 });
    expect(await takeCodeAttempt(handle.db, stranger('192.0.2.1'), at(24 * 60 + 0.01))).toMatchObject({ allowed: true });
  });

  it('does not count a right code', async () => {
    for (let n = 0; n < 12; n++) {
      const taken = await takeCodeAttempt(handle.db, stranger('10.0.0.1'), at(0));
      if (!taken.allowed) throw new Error(`try ${n + 1} was refused`);
      await codeAccepted(handle.db, taken.id);
    }
    await wrongCodes(10, 1);
    const rows = await handle.db.select().from(loginAttempts).where(and(eq(loginAttempts.factor, 'code'), eq(loginAttempts.succeeded, false)));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.email))).toEqual(new Set(['ada@clinic.ng']));
  });

  it("holds a known browser by its own wrong codes, not the account's", async () => {
    await wrongCodes(10, 0);
    expect((await takeCodeAttempt(handle.db, stranger('10.0.0.1'), at(1))).allowed).toBe(false);
    const owner = (n: number): CodeTry => ({ email: 'ada@clinic.ng', ip: `10.0.0.${n}`, knownBrowser: 'browser-1' });
    await wrongCodes(10, 1, owner);
    expect(await takeCodeAttempt(handle.db, owner(0), at(2))).toEqual({ allowed: false, retryAfterMinutes: 14 });
    expect(await takeCodeAttempt(handle.db, { ...owner(0), knownBrowser: 'browser-2' }, at(2))).toMatchObject({ allowed: true });
  });
});

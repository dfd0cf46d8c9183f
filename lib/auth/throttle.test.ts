import { createTestDatabase } from '@/lib/db/testing';
import { throttleEvents } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { takeThrottle, type ThrottleRule } from './throttle';

let handle: DbHandle;
const start = new Date('2026-11-21T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);
const rule: ThrottleRule = { name: 'test', limit: 3, windowMs: 15 * 60 * 1000 };

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(throttleEvents));

describe('takeThrottle', () => {
  it('lets the first requests of a window through and holds the next until the oldest leaves it', async () => {
    for (const minute of [0, 1, 2]) expect(await takeThrottle(handle.db, rule, 'Ada@Clinic.ng', at(minute))).toEqual({ allowed: true });
    expect(await takeThrottle(handle.db, rule, 'ada@clinic.ng', at(3))).toEqual({ allowed: false, retryAfterMinutes: 12 });
    expect(await takeThrottle(handle.db, rule, 'other@clinic.ng', at(3))).toEqual({ allowed: true });
    expect(await takeThrottle(handle.db, { ...rule, name: 'other-rule' }, 'ada@clinic.ng', at(3))).toEqual({ allowed: true });
    expect(await takeThrottle(handle.db, rule, 'ada@clinic.ng', at(15.5))).toEqual({ allowed: true });
  });

  it('does not count refused requests, and forgets events older than a day', async () => {
    for (let i = 0; i < 10; i++) await takeThrottle(handle.db, rule, 'x', at(0));
    expect(await handle.db.select().from(throttleEvents)).toHaveLength(3);
    await takeThrottle(handle.db, rule, 'y', at(24 * 60 + 1));
    expect((await handle.db.select().from(throttleEvents)).map((row) => row.key)).toEqual(['test:y']);
  });
});

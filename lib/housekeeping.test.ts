import { startLoop, type LoopOptions } from '@/lib/background-loop';
import { createSession } from '@/lib/auth/session';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors, sessions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { HOUSEKEEPING_EVERY_MS, startHousekeeping } from './housekeeping';

// The loop's scheduling is lib/background-loop.ts's; this file takes the pass that startHousekeeping hands it and
// runs it, so that what the server runs every hour is what is checked here.
jest.mock('@/lib/background-loop', () => ({ startLoop: jest.fn(() => true), stopLoop: jest.fn() }));

const IDLE_MINUTES = 30;
const MINUTE = 60_000;
const meta = { ip: '127.0.0.1', userAgent: 'jest' };

let handle: DbHandle;
let doctorId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  [{ id: doctorId }] = await handle.db.insert(doctors).values({ email: 'sweep@clinic.ng', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id });
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

describe('housekeeping', () => {
  it('is a loop of its own, every hour, whose pass deletes expired and idle sessions and keeps live ones', async () => {
    const now = Date.now();
    const live = await createSession(handle.db, doctorId, meta, new Date(now - 5 * MINUTE));
    const idle = await createSession(handle.db, doctorId, meta, new Date(now - (IDLE_MINUTES + 5) * MINUTE));
    const expired = await createSession(handle.db, doctorId, meta, new Date(now - 13 * 60 * MINUTE));

    expect(startHousekeeping({ idleMinutes: IDLE_MINUTES })).toBe(true);
    const [name, options] = jest.mocked(startLoop).mock.calls[0] as [string, LoopOptions];
    expect(name).toBe('housekeeping');
    expect(options.everyMs).toBe(HOUSEKEEPING_EVERY_MS);
    expect(HOUSEKEEPING_EVERY_MS).toBe(60 * MINUTE);

    // A pass that answered 'stop' would end the loop (the embedded database's vacuum does so on PostgreSQL): this
    // one runs on every engine.
    expect(await options.pass()).toBeUndefined();
    const left = (await handle.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(left).toEqual([live.id]);
    expect(left).not.toContain(idle.id);
    expect(left).not.toContain(expired.id);
  });
});

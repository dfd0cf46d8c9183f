import { createTestDatabase } from '@/lib/db/testing';
import { doctors, sessions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSession, deleteDeadSessions, revokeOtherSessions, revokeSession, validateSession } from './session';

const IDLE_MINUTES = 30;
const minutes = (n: number) => n * 60 * 1000;

let handle: DbHandle;
let doctorId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [doctor] = await handle.db
    .insert(doctors)
    .values({ email: 'session@test.ng', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x' })
    .returning();
  doctorId = doctor!.id;
});

afterAll(() => handle.close());

beforeEach(() => handle.db.delete(sessions));

const meta = { ip: '127.0.0.1', userAgent: 'jest' };

describe('sessions', () => {
  it('creates a fresh random id at every sign-in, valid for 12 hours', async () => {
    const now = new Date('2026-11-21T08:00:00Z');
    const first = await createSession(handle.db, doctorId, meta, now);
    const second = await createSession(handle.db, doctorId, meta, now);
    expect(first.id).not.toBe(second.id);
    expect(first.id.length).toBeGreaterThanOrEqual(40);
    expect(first.expiresAt.getTime() - now.getTime()).toBe(minutes(12 * 60));
  });

  it('verifies a live session and gives its doctor', async () => {
    const now = new Date('2026-11-21T08:00:00Z');
    const { id } = await createSession(handle.db, doctorId, meta, now);
    const result = await validateSession(handle.db, id, IDLE_MINUTES, new Date(now.getTime() + minutes(5)));
    expect(result?.doctor.email).toBe('session@test.ng');
  });

  it("reads the doctor without the picture's bytes or the password hash, saying only whether there is a picture", async () => {
    const now = new Date('2026-11-21T08:00:00Z');
    const { id } = await createSession(handle.db, doctorId, meta, now);
    expect(await validateSession(handle.db, id, IDLE_MINUTES, now)).toMatchObject({ doctor: { hasAvatar: false } });
    await handle.db.update(doctors).set({ avatar: new Uint8Array(2_000_000), avatarMime: 'image/png' });
    const { doctor } = (await validateSession(handle.db, id, IDLE_MINUTES, now))!;
    expect(doctor.hasAvatar).toBe(true);
    expect(doctor).not.toHaveProperty('avatar');
    expect(doctor).not.toHaveProperty('avatarMime');
    expect(doctor).not.toHaveProperty('passwordHash');
    await handle.db.update(doctors).set({ avatar: null, avatarMime: null });
  });

  it('expires after the idle timeout, and activity keeps it alive', async () => {
    const start = new Date('2026-11-21T08:00:00Z');
    const { id } = await createSession(handle.db, doctorId, meta, start);
    // Active every 20 minutes for two hours: still alive.
    for (let m = 20; m <= 120; m += 20) {
      expect(await validateSession(handle.db, id, IDLE_MINUTES, new Date(start.getTime() + minutes(m)))).not.toBeNull();
    }
    // Then 31 minutes of silence.
    expect(await validateSession(handle.db, id, IDLE_MINUTES, new Date(start.getTime() + minutes(151)))).toBeNull();
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
  });

  it('keeps a 1-minute idle window exact: a request 30 s in moves it on', async () => {
    const start = new Date('2026-11-21T08:00:00Z');
    const seconds = (n: number) => new Date(start.getTime() + n * 1000);
    const { id } = await createSession(handle.db, doctorId, meta, start);
    expect(await validateSession(handle.db, id, 1, seconds(30))).not.toBeNull();
    // 80 s after sign-in but only 50 s after the last request: alive.
    expect(await validateSession(handle.db, id, 1, seconds(80))).not.toBeNull();
    expect(await validateSession(handle.db, id, 1, seconds(141))).toBeNull();
  });

  it('ends the sessions of a disabled account', async () => {
    const { id } = await createSession(handle.db, doctorId, meta);
    await handle.db.update(doctors).set({ status: 'disabled' });
    try {
      expect(await validateSession(handle.db, id, IDLE_MINUTES)).toBeNull();
      expect(await handle.db.select().from(sessions)).toHaveLength(0);
    } finally {
      await handle.db.update(doctors).set({ status: 'active' });
    }
  });

  it('expires after the absolute lifetime however active', async () => {
    const start = new Date('2026-11-21T08:00:00Z');
    const { id } = await createSession(handle.db, doctorId, meta, start);
    for (let m = 25; m < 12 * 60; m += 25) {
      await validateSession(handle.db, id, IDLE_MINUTES, new Date(start.getTime() + minutes(m)));
    }
    expect(await validateSession(handle.db, id, IDLE_MINUTES, new Date(start.getTime() + minutes(12 * 60)))).toBeNull();
  });

  it('is gone once revoked', async () => {
    const { id } = await createSession(handle.db, doctorId, meta);
    await revokeSession(handle.db, id);
    expect(await validateSession(handle.db, id, IDLE_MINUTES)).toBeNull();
  });

  it('revokes every other session of the doctor, keeping one', async () => {
    const keep = await createSession(handle.db, doctorId, meta);
    const other = await createSession(handle.db, doctorId, meta);
    await revokeOtherSessions(handle.db, doctorId, keep.id);
    expect(await validateSession(handle.db, keep.id, IDLE_MINUTES)).not.toBeNull();
    expect(await validateSession(handle.db, other.id, IDLE_MINUTES)).toBeNull();
  });

  it('housekeeping deletes dead rows only', async () => {
    const now = new Date('2026-11-21T08:00:00Z');
    const stale = await createSession(handle.db, doctorId, meta, new Date(now.getTime() - minutes(45)));
    const live = await createSession(handle.db, doctorId, meta, now);
    await deleteDeadSessions(handle.db, IDLE_MINUTES, now);
    const ids = (await handle.db.select().from(sessions)).map((s) => s.id);
    expect(ids).toEqual([live.id]);
    expect(ids).not.toContain(stale.id);
  });
});

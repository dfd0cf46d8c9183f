import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { lastAppliedMigration, migrationJournal, pendingMigrations } from './migrations';
import { checkReadiness, READINESS_TIMEOUT_MS } from './readiness';

jest.setTimeout(60_000);

describe('readiness', () => {
  let handle: DbHandle;
  let closed: boolean;
  const close = async () => {
    if (!closed) await handle.close();
    closed = true;
  };
  beforeEach(async () => {
    handle = await createTestDatabase();
    closed = false;
  });
  afterEach(async () => {
    jest.useRealTimers();
    await close();
  });

  const probe = () => lastAppliedMigration(handle.db);

  it('is ready when the database answers and has every migration of the journal', async () => {
    await expect(checkReadiness({ lastApplied: probe, journal: migrationJournal() })).resolves.toEqual({
      readiness: { status: 'ok', database: 'ok', migrations: 'current' },
    });
  });

  it('says the database is unreachable when its query fails', async () => {
    await close();
    const { readiness, error } = await checkReadiness({ lastApplied: probe, journal: migrationJournal() });
    expect(readiness).toEqual({ status: 'unavailable', database: 'unreachable', migrations: 'unknown' });
    expect(error).toBeInstanceOf(Error);
  });

  it('says the database timed out when it answers after the second', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    // The real query, answered half a second after the deadline.
    const slow = () => new Promise<number | null>((resolve, reject) => setTimeout(() => probe().then(resolve, reject), READINESS_TIMEOUT_MS + 500));
    const checking = checkReadiness({ lastApplied: slow, journal: migrationJournal() });
    await jest.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS - 1);
    let settled = false;
    void checking.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(checking).resolves.toEqual({ readiness: { status: 'unavailable', database: 'timeout', migrations: 'unknown' } });
  });

  it('says migrations are pending when the database lacks the latest one', async () => {
    const journal = migrationJournal();
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${journal.at(-1)!.when}`);
    await expect(checkReadiness({ lastApplied: probe, journal })).resolves.toEqual({
      readiness: { status: 'unavailable', database: 'ok', migrations: 'pending' },
    });
  });

  it('says migrations are pending on a database drizzle never migrated', async () => {
    await handle.db.execute(sql`drop schema drizzle cascade`);
    await expect(lastAppliedMigration(handle.db)).resolves.toBeNull();
    await expect(checkReadiness({ lastApplied: probe, journal: migrationJournal() })).resolves.toEqual({
      readiness: { status: 'unavailable', database: 'ok', migrations: 'pending' },
    });
  });
});

describe('pendingMigrations', () => {
  const journal = [
    { tag: '0000_init', when: 100 },
    { tag: '0001_next', when: 200 },
  ];
  it('is what drizzle would apply: every entry later than the last applied one', () => {
    expect(pendingMigrations(journal, 200)).toEqual([]);
    expect(pendingMigrations(journal, 100)).toEqual([journal[1]]);
    expect(pendingMigrations(journal, null)).toEqual(journal);
  });
});

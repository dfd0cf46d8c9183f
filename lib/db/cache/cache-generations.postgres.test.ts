import { eq, ne, sql } from 'drizzle-orm';
import { appointments, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { readCacheGenerations } from './cache-generations';
import { newPatients } from './cache-generations.fixtures';

// Migration 0020's generations where several connections write at once: PostgreSQL only (PGlite has one
// connection, so nothing can read beside a transaction in progress there). jest.config.mjs runs a
// *.postgres.test.ts file only under `npm run test:pg`, which sets DATABASE_URL.

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const newPatient = newPatients();

describe('cache generations on PostgreSQL', () => {
  it('are seen by another connection only with the commit that made them', async () => {
    const start = await readCacheGenerations(handle.db);
    let seenDuring: Awaited<ReturnType<typeof readCacheGenerations>> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(patients).values(newPatient());
      // handle.db is a pool: another connection, outside the transaction.
      seenDuring = await readCacheGenerations(handle.db);
    });
    expect(seenDuring).toEqual(start);
    await expect(readCacheGenerations(handle.db)).resolves.toEqual({ ...start, patients: start.patients + 1 });
  });

  it('let two transactions that write two tables in opposite orders both commit', async () => {
    const [first, second] = await handle.db.select({ id: patients.id }).from(patients).limit(2);
    // Visits not completed: a completed one's write raises the completed visits' generation too.
    const [third, fourth] = await handle.db.select({ id: appointments.id }).from(appointments).where(ne(appointments.status, 'completed')).limit(2);
    const touchPatient = (tx: typeof handle.db, id: number) => tx.update(patients).set({ state: sql`${patients.state}` }).where(eq(patients.id, id));
    const touchAppointment = (tx: typeof handle.db, id: number) => tx.update(appointments).set({ type: sql`${appointments.type}` }).where(eq(appointments.id, id));
    let oneWrote = () => {};
    let twoWrote = () => {};
    const oneHasWritten = new Promise<void>((resolve) => (oneWrote = resolve));
    const twoHasWritten = new Promise<void>((resolve) => (twoWrote = resolve));
    const start = await readCacheGenerations(handle.db);
    // Had a generation been locked from the write statement on, each would now wait for the other's: a deadlock.
    // A wait for a lock fails after a few seconds here, rather than leaving the other transaction waiting too.
    const waitBriefly = (tx: typeof handle.db) => tx.execute(sql`set local lock_timeout = '5s'`);
    const one = handle.db.transaction(async (tx) => {
      await waitBriefly(tx);
      await touchPatient(tx, first.id);
      oneWrote();
      await twoHasWritten;
      await touchAppointment(tx, third.id);
    });
    const two = handle.db.transaction(async (tx) => {
      await waitBriefly(tx);
      await oneHasWritten;
      try {
        await touchAppointment(tx, fourth.id);
      } finally {
        twoWrote();
      }
      await touchPatient(tx, second.id);
    });
    await expect(Promise.all([one, two])).resolves.toEqual([undefined, undefined]);
    await expect(readCacheGenerations(handle.db)).resolves.toEqual({ ...start, patients: start.patients + 2, appointments: start.appointments + 2 });
  });

});

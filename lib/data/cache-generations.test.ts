import { count, eq, inArray, sql } from 'drizzle-orm';
import { appointments, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { readCacheGenerations } from './cache-generations';
import { createGenerationCache } from './generation-cache';

// Migration 0020's generations, as two servers on one database see them. Each "server" here is a cache of its
// own over the same database, as each process has; neither is told of the other's writes.

const onPostgres = Boolean(process.env.DATABASE_URL);
jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

let registered = 0;
const newPatient = () => {
  registered += 1;
  return { firstName: 'Gen', lastName: `Eration${registered}`, gender: 'female' as const, dateOfBirth: '1990-01-01', phone: `+23480900${String(registered).padStart(5, '0')}` };
};

const patientCount = async () => (await handle.db.select({ value: count() }).from(patients))[0].value;

describe('cache generations', () => {
  it('a write through one server is counted by the other at its next read, with no word between them', async () => {
    const serverA = createGenerationCache();
    const serverB = createGenerationCache();
    let computed = 0;
    const read = (server: typeof serverA) =>
      server.cached(handle.db, ['patients'], 'patients:total', async () => {
        computed += 1;
        return patientCount();
      }, { shared: readCacheGenerations });

    const before = await read(serverA);
    await expect(read(serverB)).resolves.toBe(before);
    await expect(read(serverA)).resolves.toBe(before);
    expect(computed).toBe(2);

    // Server A registers a patient; neither cache is told.
    await handle.db.insert(patients).values(newPatient());
    await expect(read(serverB)).resolves.toBe(before + 1);
    await expect(read(serverA)).resolves.toBe(before + 1);
    expect(computed).toBe(4);
  });

  it('go up once per transaction and table that changed rows, and not for a rollback or a change of no rows', async () => {
    const start = await readCacheGenerations(handle.db);
    await handle.db.transaction(async (tx) => {
      await tx.insert(patients).values([newPatient(), newPatient()]);
      await tx.insert(patients).values(newPatient());
      await tx.update(appointments).set({ type: sql`${appointments.type}` }).where(inArray(appointments.id, sql`(select id from ${appointments} limit 3)`));
    });
    const afterWrite = await readCacheGenerations(handle.db);
    expect(afterWrite).toEqual({ ...start, patients: start.patients + 1, appointments: start.appointments + 1 });

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(patients).values(newPatient());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await handle.db.update(patients).set({ state: 'Lagos' }).where(eq(patients.id, -1));
    await handle.db.delete(appointments).where(eq(appointments.id, -1));
    await expect(readCacheGenerations(handle.db)).resolves.toEqual(afterWrite);
  });

  // PGlite has one connection: nothing can read beside a transaction in progress there.
  (onPostgres ? it : it.skip)('are seen by another connection only with the commit that made them', async () => {
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

  (onPostgres ? it : it.skip)('let two transactions that write two tables in opposite orders both commit', async () => {
    const [first, second] = await handle.db.select({ id: patients.id }).from(patients).limit(2);
    const [third, fourth] = await handle.db.select({ id: appointments.id }).from(appointments).limit(2);
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

  // Last: it empties appointments and what hangs on them.
  it('go up for a TRUNCATE, which fires no row trigger', async () => {
    const start = await readCacheGenerations(handle.db);
    await handle.db.execute(sql`truncate ${appointments} cascade`);
    const after = await readCacheGenerations(handle.db);
    expect(after.appointments).toBe(start.appointments + 1);
  });
});

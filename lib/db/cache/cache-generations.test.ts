import { count, eq, inArray, sql } from 'drizzle-orm';
import { appointments, cacheGenerations, patients, transactionItems, transactions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { readCacheGenerations } from './cache-generations';
import { newPatients } from './cache-generations.fixtures';
import { createGenerationCache } from './generation-cache';

// Migration 0020's generations, as two servers on one database see them. Each "server" here is a cache of its
// own over the same database, as each process has; neither is told of the other's writes.

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const newPatient = newPatients();

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
      await tx.update(appointments).set({ type: sql`${appointments.type}` }).where(inArray(appointments.id, sql`(select id from ${appointments} where status <> 'completed' limit 3)`));
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

  it('of the completed visits go up only with a write to a visit that is or was completed', async () => {
    const start = await readCacheGenerations(handle.db);
    const [waiting] = await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'pending')).limit(1);
    // A booking's change that completes nothing (here its type, as a check-in changes its status) leaves them.
    await handle.db.update(appointments).set({ type: sql`${appointments.type}` }).where(eq(appointments.id, waiting.id));
    const touched = await readCacheGenerations(handle.db);
    expect(touched).toEqual({ ...start, appointments: start.appointments + 1 });
    // Completed, and then put back: each a write to a completed visit.
    await handle.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, waiting.id));
    await handle.db.update(appointments).set({ status: 'pending' }).where(eq(appointments.id, waiting.id));
    // The seed's visits are dated long before the database's date: settled, each write raises theirs too.
    const completedOld = await readCacheGenerations(handle.db);
    expect(completedOld).toEqual({
      ...touched,
      appointments: touched.appointments + 2,
      completed_appointments: touched.completed_appointments + 2,
      settled_completed_appointments: touched.settled_completed_appointments + 2,
    });

    // A visit of the days to come, completed and put back: the completed visits' generation only.
    await handle.db
      .update(appointments)
      .set({ date: '2099-01-05', time: '09:00', endsAt: '2099-01-05 09:30:00' })
      .where(eq(appointments.id, waiting.id));
    const moved = await readCacheGenerations(handle.db);
    await handle.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, waiting.id));
    await handle.db.update(appointments).set({ status: 'pending' }).where(eq(appointments.id, waiting.id));
    await expect(readCacheGenerations(handle.db)).resolves.toEqual({
      ...moved,
      appointments: moved.appointments + 2,
      completed_appointments: moved.completed_appointments + 2,
    });
  });

  it("of a payment go up for its transaction, and no figure's generation follows its items", async () => {
    const [someone] = await handle.db.select({ id: patients.id }).from(patients).limit(1);
    const start = await readCacheGenerations(handle.db);
    const [paid] = await handle.db
      .insert(transactions)
      .values({ patientId: someone.id, date: '2026-03-15', status: 'success', payerBank: 'GTBank' })
      .returning({ id: transactions.id });
    expect(await readCacheGenerations(handle.db)).toEqual({ ...start, transactions: start.transactions + 1 });
    // An item added, changed and removed later, each in a transaction of its own: no cached figure reads the items
    // (the totals the cards read are kept by the database itself), so nothing is raised and no row is kept for them.
    const [item] = await handle.db.insert(transactionItems).values({ transactionId: paid.id, label: 'Check-up', amountKobo: 500_000 }).returning({ id: transactionItems.id });
    await handle.db.update(transactionItems).set({ amountKobo: 750_000 }).where(eq(transactionItems.id, item.id));
    await handle.db.delete(transactionItems).where(eq(transactionItems.id, item.id));
    expect(await readCacheGenerations(handle.db)).toEqual({ ...start, transactions: start.transactions + 1 });
    const names = (await handle.db.select({ name: cacheGenerations.tableName }).from(cacheGenerations)).map((row) => row.name);
    expect(names).toContain('transactions');
    expect(names).not.toContain('transaction_items');
  });

  // Last: it empties appointments and what hangs on them.
  it('go up for a TRUNCATE, which fires no row trigger', async () => {
    const start = await readCacheGenerations(handle.db);
    await handle.db.execute(sql`truncate ${appointments} cascade`);
    const after = await readCacheGenerations(handle.db);
    expect(after.appointments).toBe(start.appointments + 1);
    expect(after.completed_appointments).toBe(start.completed_appointments + 1);
    expect(after.settled_completed_appointments).toBe(start.settled_completed_appointments + 1);
  });
});

import type { Db } from '@/lib/db/types';
import type { Engine } from '@/lib/db/types';
import { generationsOfRequest } from './cache-generations';
import { cachedAggregate, expireAggregatesOf } from './aggregate-cache';

// Which generations the process's cache goes by: the database's on PostgreSQL, its own count on PGlite.

const appDb = {} as Db;
const testDb = {} as Db;
let engine: Engine = 'pglite';
jest.mock('@/lib/db/client', () => ({ appDbEngine: (db: unknown) => (db === appDb ? engine : undefined) }));
let shared = { patients: 1, appointments: 1, transactions: 1 };
jest.mock('./cache-generations', () => ({ generationsOfRequest: jest.fn(async () => shared) }));

/** A figure that says how often it was computed. */
function counter() {
  let calls = 0;
  return { compute: async () => ++calls };
}

beforeEach(() => jest.mocked(generationsOfRequest).mockClear());

describe('cachedAggregate', () => {
  it('on the embedded database: goes by this process’s writes, and asks the database nothing more', async () => {
    engine = 'pglite';
    const figure = counter();
    await expect(cachedAggregate(appDb, ['patients'], 'embedded', figure.compute)).resolves.toBe(1);
    await expect(cachedAggregate(appDb, ['patients'], 'embedded', figure.compute)).resolves.toBe(1);
    expireAggregatesOf('patients');
    await expect(cachedAggregate(appDb, ['patients'], 'embedded', figure.compute)).resolves.toBe(2);
    expect(generationsOfRequest).not.toHaveBeenCalled();
  });

  it('on PostgreSQL: goes by the database’s generations, which every server’s writes raise', async () => {
    engine = 'postgres';
    const figure = counter();
    await expect(cachedAggregate(appDb, ['appointments'], 'shared', figure.compute)).resolves.toBe(1);
    await expect(cachedAggregate(appDb, ['appointments'], 'shared', figure.compute)).resolves.toBe(1);
    expect(generationsOfRequest).toHaveBeenCalledWith(appDb);
    // Another server booked: this one was never told.
    shared = { ...shared, appointments: 2 };
    await expect(cachedAggregate(appDb, ['appointments'], 'shared', figure.compute)).resolves.toBe(2);
  });

  it('never caches a database other than the app’s own', async () => {
    const figure = counter();
    await cachedAggregate(testDb, ['patients'], 'other', figure.compute);
    await expect(cachedAggregate(testDb, ['patients'], 'other', figure.compute)).resolves.toBe(2);
    expect(generationsOfRequest).not.toHaveBeenCalled();
  });
});

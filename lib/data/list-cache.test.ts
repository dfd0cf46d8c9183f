import type { Db } from '@/lib/db/types';
import { cachedForList, expireListCache, LIST_CACHE_MAX_AGE_MS, LIST_CACHE_MAX_ENTRIES } from './list-cache';

const appDb = {} as Db;
const testDb = {} as Db;
jest.mock('@/lib/db/client', () => ({ isAppDb: (db: unknown) => db === appDb }));

/** A figure that says how often it was computed. */
function counter() {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
}

describe('cachedForList', () => {
  it('computes a key once until a write to a table it reads', async () => {
    const figure = counter();
    await expect(cachedForList(appDb, ['patients'], 'a', figure.compute)).resolves.toBe(1);
    await expect(cachedForList(appDb, ['patients'], 'a', figure.compute)).resolves.toBe(1);
    expireListCache(['transactions']);
    await expect(cachedForList(appDb, ['patients'], 'a', figure.compute)).resolves.toBe(1);
    expireListCache(['patients']);
    await expect(cachedForList(appDb, ['patients'], 'a', figure.compute)).resolves.toBe(2);
    expect(figure.calls()).toBe(2);
  });

  it('keeps keys apart, and expires a key that reads several tables when any of them is written', async () => {
    const figure = counter();
    await cachedForList(appDb, ['appointments', 'patients'], 'b', figure.compute);
    await expect(cachedForList(appDb, ['appointments'], 'c', figure.compute)).resolves.toBe(2);
    expireListCache(['patients']);
    await expect(cachedForList(appDb, ['appointments', 'patients'], 'b', figure.compute)).resolves.toBe(3);
    await expect(cachedForList(appDb, ['appointments'], 'c', figure.compute)).resolves.toBe(2);
  });

  it('recomputes after the maximum age, whatever was written', async () => {
    const figure = counter();
    const now = Date.now();
    await cachedForList(appDb, ['transactions'], 'd', figure.compute, { now });
    await expect(cachedForList(appDb, ['transactions'], 'd', figure.compute, { now: now + LIST_CACHE_MAX_AGE_MS - 1 })).resolves.toBe(1);
    await expect(cachedForList(appDb, ['transactions'], 'd', figure.compute, { now: now + LIST_CACHE_MAX_AGE_MS })).resolves.toBe(2);
  });

  it('shares one computation between calls that arrive together', async () => {
    const figure = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cachedForList(appDb, ['patients'], 'e', figure.compute)));
    expect(answers).toEqual([1, 1, 1]);
  });

  it('does not remember a failure', async () => {
    await expect(cachedForList(appDb, ['patients'], 'f', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cachedForList(appDb, ['patients'], 'f', async () => 7)).resolves.toBe(7);
  });

  it('never caches a database other than the app’s own', async () => {
    const figure = counter();
    await cachedForList(testDb, ['patients'], 'g', figure.compute);
    await expect(cachedForList(testDb, ['patients'], 'g', figure.compute)).resolves.toBe(2);
  });

  it('keeps at most LIST_CACHE_MAX_ENTRIES keys, dropping the oldest', async () => {
    const figure = counter();
    for (let index = 0; index <= LIST_CACHE_MAX_ENTRIES; index += 1) await cachedForList(appDb, ['transactions'], `range-${index}`, figure.compute);
    const computed = figure.calls();
    await cachedForList(appDb, ['transactions'], `range-${LIST_CACHE_MAX_ENTRIES}`, figure.compute);
    expect(figure.calls()).toBe(computed);
    await cachedForList(appDb, ['transactions'], 'range-0', figure.compute);
    expect(figure.calls()).toBe(computed + 1);
  });
});

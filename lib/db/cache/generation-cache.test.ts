import type { Db } from '@/lib/db/types';
import { createGenerationCache, FIGURE_CACHE_MAX_ENTRIES, FIGURE_MAX_AGE_MS, noGenerations, type Generations } from './generation-cache';

const db = {} as Db;
const otherDb = {} as Db;

/** A figure that says how often it was computed. */
function counter() {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
}

const generations = (values: Partial<Generations> = {}): Generations => ({ ...noGenerations(), ...values });

describe('a generation cache counting its own writes', () => {
  it('computes a key once until a write to a table it reads', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    await expect(cache.cached(db, ['patients'], 'a', figure.compute)).resolves.toBe(1);
    await expect(cache.cached(db, ['patients'], 'a', figure.compute)).resolves.toBe(1);
    cache.expire(['transactions']);
    await expect(cache.cached(db, ['patients'], 'a', figure.compute)).resolves.toBe(1);
    cache.expire(['patients']);
    await expect(cache.cached(db, ['patients'], 'a', figure.compute)).resolves.toBe(2);
    expect(figure.calls()).toBe(2);
  });

  it('keeps keys apart, and expires a key that reads several tables when any of them is written', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    await cache.cached(db, ['appointments', 'patients'], 'b', figure.compute);
    await expect(cache.cached(db, ['appointments'], 'c', figure.compute)).resolves.toBe(2);
    cache.expire(['patients']);
    await expect(cache.cached(db, ['appointments', 'patients'], 'b', figure.compute)).resolves.toBe(3);
    await expect(cache.cached(db, ['appointments'], 'c', figure.compute)).resolves.toBe(2);
  });

  it('counts a write to appointments as one to the completed visits, settled or not, too: the write paths do not say which', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    const settled = counter();
    await cache.cached(db, ['completed_appointments'], 'completed', figure.compute);
    await cache.cached(db, ['settled_completed_appointments'], 'settled', settled.compute);
    cache.expire(['patients']);
    await expect(cache.cached(db, ['completed_appointments'], 'completed', figure.compute)).resolves.toBe(1);
    await expect(cache.cached(db, ['settled_completed_appointments'], 'settled', settled.compute)).resolves.toBe(1);
    cache.expire(['appointments']);
    await expect(cache.cached(db, ['completed_appointments'], 'completed', figure.compute)).resolves.toBe(2);
    await expect(cache.cached(db, ['settled_completed_appointments'], 'settled', settled.compute)).resolves.toBe(2);
  });

  it('keeps databases apart', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    await cache.cached(db, ['patients'], 'd', figure.compute);
    await expect(cache.cached(otherDb, ['patients'], 'd', figure.compute)).resolves.toBe(2);
  });

  it('recomputes after the maximum age, whatever was written', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    const now = Date.now();
    await cache.cached(db, ['transactions'], 'e', figure.compute, { now });
    await expect(cache.cached(db, ['transactions'], 'e', figure.compute, { now: now + FIGURE_MAX_AGE_MS - 1 })).resolves.toBe(1);
    await expect(cache.cached(db, ['transactions'], 'e', figure.compute, { now: now + FIGURE_MAX_AGE_MS })).resolves.toBe(2);
  });

  it('shares one computation between calls that arrive together', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.cached(db, ['patients'], 'f', figure.compute)));
    expect(answers).toEqual([1, 1, 1]);
  });

  it('does not remember a failure', async () => {
    const cache = createGenerationCache();
    await expect(cache.cached(db, ['patients'], 'g', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cache.cached(db, ['patients'], 'g', async () => 7)).resolves.toBe(7);
  });

  it('keeps at most FIGURE_CACHE_MAX_ENTRIES keys, dropping the oldest', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    for (let index = 0; index <= FIGURE_CACHE_MAX_ENTRIES; index += 1) await cache.cached(db, ['transactions'], `range-${index}`, figure.compute);
    const computed = figure.calls();
    await cache.cached(db, ['transactions'], `range-${FIGURE_CACHE_MAX_ENTRIES}`, figure.compute);
    expect(figure.calls()).toBe(computed);
    await cache.cached(db, ['transactions'], 'range-0', figure.compute);
    expect(figure.calls()).toBe(computed + 1);
  });
});

describe('a generation cache reading the database’s generations', () => {
  it('recomputes when a generation of a table it reads changed, whoever wrote, and only then', async () => {
    const cache = createGenerationCache();
    const figure = counter();
    let shared = generations({ patients: 4, appointments: 9 });
    const options = { shared: async () => shared };
    await expect(cache.cached(db, ['patients', 'appointments'], 'h', figure.compute, options)).resolves.toBe(1);
    // This server's own count says nothing here: the database's generations are the same.
    cache.expire(['patients']);
    await expect(cache.cached(db, ['patients', 'appointments'], 'h', figure.compute, options)).resolves.toBe(1);
    shared = generations({ patients: 4, appointments: 9, transactions: 2 });
    await expect(cache.cached(db, ['patients', 'appointments'], 'h', figure.compute, options)).resolves.toBe(1);
    shared = generations({ patients: 4, appointments: 10, transactions: 2 });
    await expect(cache.cached(db, ['patients', 'appointments'], 'h', figure.compute, options)).resolves.toBe(2);
  });

  it('reads the generations before computing, so a figure is never older than the generations it is kept under', async () => {
    const cache = createGenerationCache();
    const order: string[] = [];
    await cache.cached(db, ['patients'], 'i', async () => order.push('compute'), {
      shared: async () => {
        order.push('generations');
        return generations();
      },
    });
    expect(order).toEqual(['generations', 'compute']);
  });
});

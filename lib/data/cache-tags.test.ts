import { revalidateTag } from 'next/cache';
import { CACHE_GENERATION, CACHE_TAGS, expireAggregatesOf, tagsReading } from './cache-tags';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

beforeEach(() => jest.mocked(revalidateTag).mockReset());

describe('cache tags', () => {
  it('name which aggregates read which table', () => {
    expect(tagsReading(['patients', 'appointments'])).toEqual([CACHE_TAGS.dashboard]);
    expect(tagsReading(['transactions'])).toEqual(['dashboard', 'transactions-summary']);
    expect(tagsReading(['appointments', 'transaction_items', 'transactions'])).toEqual(['dashboard', 'transactions-summary']);
    expect(tagsReading([])).toEqual([]);
  });

  it('expire every tag that reads a written table at once, each once', () => {
    expireAggregatesOf('patients', 'appointments');
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith('dashboard', { expire: 0 });
    jest.mocked(revalidateTag).mockClear();
    expireAggregatesOf('transactions', 'transaction_items');
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['dashboard', { expire: 0 }],
      ['transactions-summary', { expire: 0 }],
    ]);
  });

  it('have nothing to expire outside a Next request, but pass on any other failure', () => {
    jest.mocked(revalidateTag).mockImplementation((tag) => {
      throw new Error(`Invariant: static generation store missing in revalidateTag(${JSON.stringify(tag)})`);
    });
    expect(() => expireAggregatesOf('appointments')).not.toThrow();
    jest.mocked(revalidateTag).mockImplementation(() => {
      throw new Error('Route /doctor/dashboard used "revalidateTag dashboard" during render which is unsupported.');
    });
    expect(() => expireAggregatesOf('appointments')).toThrow('during render');
  });

  it('key the cache by this process', () => {
    expect(CACHE_GENERATION).toMatch(/^[0-9a-f-]{36}$/);
    expect((globalThis as { __hmsCacheGeneration?: string }).__hmsCacheGeneration).toBe(CACHE_GENERATION);
  });
});

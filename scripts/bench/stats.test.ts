import { percentile, summarize, type Outcome } from './stats';

const ok = (ms: number, bytes = 100): Outcome => ({ kind: 'ok', status: 200, ms, bytes });

describe('percentile', () => {
  it('takes the nearest rank of a sorted list', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
  });

  it('answers the only value for a list of one, and NaN for none', () => {
    expect(percentile([42], 50)).toBe(42);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('never reads past either end', () => {
    const values = [3, 7];
    expect(percentile(values, 1)).toBe(3);
    expect(percentile(values, 51)).toBe(7);
    expect(percentile(values, 99.9)).toBe(7);
  });
});

describe('summarize', () => {
  it('counts successful responses per second of the elapsed time, and their latencies only', () => {
    const outcomes: Outcome[] = [
      ok(10),
      ok(30),
      ok(20),
      { kind: 'error', status: 500, ms: 1, bytes: 10, detail: 'status 500' },
      { kind: 'timeout', status: 0, ms: 30_000, bytes: 0 },
    ];
    const summary = summarize(outcomes, 2000);
    expect(summary).toMatchObject({ ok: 3, errors: 1, timeouts: 1, reqPerSec: 1.5, p50Ms: 20, p95Ms: 30, maxMs: 30, meanBytes: 100 });
    expect(summary.errorDetails).toEqual(['status 500']);
  });

  it('keeps at most three distinct error reasons', () => {
    const errors = ['a', 'b', 'a', 'c', 'd'].map((detail): Outcome => ({ kind: 'error', status: 0, ms: 1, bytes: 0, detail }));
    expect(summarize(errors, 1000).errorDetails).toEqual(['a', 'b', 'c']);
  });

  it('reports nothing measured as zero throughput and no latency', () => {
    const summary = summarize([], 0);
    expect(summary.reqPerSec).toBe(0);
    expect(summary.p50Ms).toBeNaN();
    expect(summary.meanBytes).toBe(0);
  });
});

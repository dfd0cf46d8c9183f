// Pure figures of one measured route: no I/O, so that scripts/bench/stats.test.ts can check them.

/** The outcome of one request as the load generator saw it. */
export interface Outcome {
  kind: 'ok' | 'error' | 'timeout';
  /** HTTP status, 0 when no response came (refused, reset, timed out). */
  status: number;
  /** From sending the request to the last byte of the body. */
  ms: number;
  bytes: number;
  /** Why an `error` failed: the status or the network error. */
  detail?: string;
}

/** The p-th percentile (0–100) by the nearest-rank method; NaN for no values. `sorted` must be ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0];
  if (p >= 100) return sorted[sorted.length - 1];
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface LoadSummary {
  /** Answered with 2xx within the timeout. */
  ok: number;
  /** Answered with another status, or failed on the network. */
  errors: number;
  timeouts: number;
  /** From the first request sent to the last one settled, in milliseconds. */
  elapsedMs: number;
  /** Successful responses per second over `elapsedMs`. */
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Mean body size of the successful responses. */
  meanBytes: number;
  /** Up to three distinct reasons of the errors, for the report. */
  errorDetails: string[];
}

/** Throughput and latency of one load run. Latencies count successful responses only. */
export function summarize(outcomes: readonly Outcome[], elapsedMs: number): LoadSummary {
  const ok = outcomes.filter((outcome) => outcome.kind === 'ok');
  const latencies = ok.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const details = new Set<string>();
  for (const outcome of outcomes) {
    if (outcome.kind === 'error' && details.size < 3) details.add(outcome.detail ?? `status ${outcome.status}`);
  }
  return {
    ok: ok.length,
    errors: outcomes.filter((outcome) => outcome.kind === 'error').length,
    timeouts: outcomes.filter((outcome) => outcome.kind === 'timeout').length,
    elapsedMs,
    reqPerSec: elapsedMs > 0 ? ok.length / (elapsedMs / 1000) : 0,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.length ? latencies[latencies.length - 1] : Number.NaN,
    meanBytes: ok.length ? ok.reduce((sum, outcome) => sum + outcome.bytes, 0) / ok.length : 0,
    errorDetails: [...details],
  };
}

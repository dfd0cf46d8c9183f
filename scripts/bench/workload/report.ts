// The clinic workload's figures: per step its count, p50/p95/p99 and errors; the run's throughput; and the targets.
// Pure: tested in report.test.ts.
import { percentile } from '../stats';
import type { StepOutcome } from './clinicians';

export interface StepFigures {
  step: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Unexpected answers (a status the step did not expect, a refused write, a network failure). */
  errors: number;
  timeouts: number;
  /** Up to three distinct reasons of the errors. */
  errorDetails: string[];
}

/**
 * Every step's figures, in `order` (steps it does not name after, in the order they were first met). Latencies are of
 * every answer, failed ones too: a slow refusal is slow.
 */
export function stepFigures(outcomes: readonly StepOutcome[], order: readonly string[] = []): StepFigures[] {
  const byStep = new Map<string, StepOutcome[]>();
  for (const outcome of outcomes) byStep.set(outcome.step, [...(byStep.get(outcome.step) ?? []), outcome]);
  const rank = (step: string) => (order.includes(step) ? order.indexOf(step) : order.length);
  return [...byStep].sort(([a], [b]) => rank(a) - rank(b)).map(([step, list]) => {
    const latencies = list.filter((each) => each.kind !== 'timeout').map((each) => each.ms).sort((a, b) => a - b);
    const details = new Set<string>();
    for (const each of list) if (each.kind === 'error' && details.size < 3) details.add(each.detail ?? `status ${each.status}`);
    return {
      step,
      count: list.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      errors: list.filter((each) => each.kind === 'error').length,
      timeouts: list.filter((each) => each.kind === 'timeout').length,
      errorDetails: [...details],
    };
  });
}

/** The slow steps by nature: a PDF drawn and a whole record imported may take up to a second. */
export const SLOW_STEPS: readonly string[] = ['prescription PDF', 'record import (1 MB)'];

export const WORKLOAD_TARGETS = {
  /** Every other step's p95 at 70 clinicians, by database. */
  p95Ms: { postgres: 250, pglite: 400 },
  slowStepP95Ms: 1000,
  /** Capacity: the clinicians served before any step's p95 passes this. */
  capacityP95Ms: 500,
} as const;

export type Engine = keyof typeof WORKLOAD_TARGETS.p95Ms;

export const stepTargetMs = (step: string, engine: Engine) => (SLOW_STEPS.includes(step) ? WORKLOAD_TARGETS.slowStepP95Ms : WORKLOAD_TARGETS.p95Ms[engine]);

/** Whether one step met its target: its p95 within bound, no error and no timeout. */
export const stepMet = (figures: StepFigures, engine: Engine) => figures.errors === 0 && figures.timeouts === 0 && !(figures.p95Ms > stepTargetMs(figures.step, engine));

/** The step whose p95 is furthest over `boundMs` (for the capacity search), or null when every step is within it. */
export function worstOver(figures: readonly StepFigures[], boundMs: number, engine: Engine): StepFigures | null {
  const over = figures.filter((each) => each.p95Ms > (SLOW_STEPS.includes(each.step) ? Math.max(boundMs, stepTargetMs(each.step, engine)) : boundMs) || each.timeouts > 0);
  return over.sort((a, b) => b.p95Ms - a.p95Ms)[0] ?? null;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');

/** The per-step table, as printed and as pasted into docs/benchmark.md (Markdown). */
export function formatStepTable(figures: readonly StepFigures[], engine: Engine): string {
  const header = '| step | count | p50 ms | p95 ms | p99 ms | errors | target p95 | met |\n|---|---:|---:|---:|---:|---:|---:|:-:|';
  const rows = figures.map((each) => {
    const errors = each.errors + each.timeouts;
    const why = errors > 0 ? ` (${[...each.errorDetails, ...(each.timeouts ? [`${each.timeouts} timed out`] : [])].join('; ')})` : '';
    return `| ${each.step} | ${each.count} | ${ms(each.p50Ms)} | ${ms(each.p95Ms)} | ${ms(each.p99Ms)} | ${errors}${why} | ≤${stepTargetMs(each.step, engine)} | ${stepMet(each, engine) ? 'yes' : 'no'} |`;
  });
  return [header, ...rows].join('\n');
}

export interface Resources {
  /** Per server: mean cores used over the measured window, and its peak resident memory. */
  servers: Array<{ cores: number; peakRssBytes: number }>;
  /** The database's processes (PostgreSQL's), or null when it runs inside the server (the embedded one). */
  database: { cores: number; peakRssBytes: number } | null;
  /** The whole machine's busy cores. */
  machineCores: number;
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function formatResources(resources: Resources, requests: number, measuredMs: number): string {
  const lines = resources.servers.map((each, index) => `server${resources.servers.length > 1 ? ` ${index + 1}` : ''}: ${each.cores.toFixed(2)} cores, peak ${mib(each.peakRssBytes)}`);
  lines.push(resources.database ? `database (PostgreSQL): ${resources.database.cores.toFixed(2)} cores, peak ${mib(resources.database.peakRssBytes)}` : 'database: inside the server (embedded)');
  lines.push(`machine: ${resources.machineCores.toFixed(2)} cores busy; throughput ${(requests / (measuredMs / 1000)).toFixed(1)} requests/s`);
  return lines.join('\n');
}

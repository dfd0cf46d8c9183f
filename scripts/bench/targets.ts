// The bench's targets and the checks of one run's figures against them. Pure: tested in targets.test.ts.
import type { LoadSummary } from './stats';

export const KIB = 1024;
export const MIB = 1024 * 1024;

export const TARGETS = {
  /** Every doctor screen serves at least this share of /about's requests per second. */
  minRatioToAbout: 0.25,
  /** No doctor page's HTML is larger than this. */
  maxHtmlBytes: 150 * KIB,
  /** A search that matches nothing takes at most this many times as long as page 1 (median latency). */
  maxSearchMissToPage1: 2,
  /** Page 10,000 of the API (page 500 of a FHIR search) takes at most this many times as long as page 1 (median latency). */
  maxDeepPageToPage1: 1.5,
  /** The server's peak resident memory (with its child processes) during the load. */
  maxPeakRssBytes: 600 * MIB,
} as const;

/** A FHIR search (`fhir`) is held to a doctor screen's targets: a connected system reads as a doctor does. */
export type RouteKind = 'baseline' | 'doctor' | 'fhir' | 'api';

/**
 * measured: loaded at full concurrency. slow: one request took so long that the load could only time out,
 * so it was skipped and req/s is 1 / that request's time. timeout: the single request timed out.
 * failed: the single request was answered with an error.
 */
export type RouteStatus = 'measured' | 'slow' | 'timeout' | 'failed';

export interface RouteResult {
  /** What the table calls it: the path, or the API case (`api page 1`). */
  name: string;
  /** The path and query requested. */
  path: string;
  kind: RouteKind;
  status: RouteStatus;
  /** The first, single request: its status, time and body size (the page's HTML or the JSON). */
  probe: { status: number; ms: number; bytes: number } | null;
  /** The load at full concurrency; null when it was skipped. */
  load: LoadSummary | null;
  /** Peak resident memory of the server while this route was measured. */
  peakRssBytes: number;
  /**
   * CPU used during the measured load, in cores (1 = one core busy all the time): the server's, the bench's
   * own, and every other process's on the machine (a high `others` means the figures are low because of them).
   */
  cpuCores?: {
    server: number;
    /** Each server's part of `server`, with more than one (--instances). */
    perServer?: number[];
    bench: number;
    others: number;
  };
  /**
   * The server's CPU time per successful request under load. Unlike req/s it hardly changes when other
   * processes take CPU, so its ratio to /about's says what req/s would on a quiet machine (for CPU-bound pages).
   */
  cpuMsPerRequest?: number;
  /** Seconds spent waiting for the server to finish the previous route's work (-1: it never did). */
  waitedS?: number;
  note?: string;
}

export interface TargetCheck {
  subject: string;
  target: string;
  actual: string;
  met: boolean;
}

/** Requests per second: the load's, or for a route too slow to load, the rate its single request implies. */
export function reqPerSec(route: RouteResult): number {
  if (route.status === 'measured' && route.load) return route.load.reqPerSec;
  if (route.status === 'slow' && route.probe && route.probe.ms > 0) return 1000 / route.probe.ms;
  return 0;
}

/** The route's throughput as a share of /about's; null without a baseline. */
export function ratioToBaseline(route: RouteResult, baselineReqPerSec: number): number | null {
  return baselineReqPerSec > 0 ? reqPerSec(route) / baselineReqPerSec : null;
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/** /about's req/s: the mean of its runs (it is measured first and again after the doctor screens). */
export function baselineReqPerSec(routes: readonly RouteResult[]): number {
  return mean(routes.filter((route) => route.kind === 'baseline' && route.status === 'measured').map(reqPerSec));
}

/** /about's server CPU per request, the mean of its runs; 0 when unknown. */
export function baselineCpuMs(routes: readonly RouteResult[]): number {
  return mean(routes.filter((route) => route.kind === 'baseline' && route.cpuMsPerRequest !== undefined).map((route) => route.cpuMsPerRequest!));
}

/** /about's CPU per request over the route's: the share of /about's throughput a CPU-bound page would reach. */
export function cpuRatioToBaseline(route: RouteResult, baselineCpuMsPerRequest: number): number | null {
  return baselineCpuMsPerRequest > 0 && route.cpuMsPerRequest ? baselineCpuMsPerRequest / route.cpuMsPerRequest : null;
}

/** The median latency under load, or the single request's time when the load was skipped. */
export function typicalMs(route: RouteResult): number {
  if (route.status === 'measured' && route.load && Number.isFinite(route.load.p50Ms)) return route.load.p50Ms;
  if (route.status === 'slow' && route.probe) return route.probe.ms;
  return Number.POSITIVE_INFINITY;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KB`;
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

function failures(route: RouteResult): string {
  const load = route.load;
  if (!load) return '';
  const parts = [load.errors ? `${load.errors} errors` : '', load.timeouts ? `${load.timeouts} timeouts` : ''].filter(Boolean);
  return parts.length ? ` with ${parts.join(' and ')}` : '';
}

/** A doctor screen: its share of /about's throughput (with no errors or timeouts), and its HTML size. */
export function doctorRouteChecks(route: RouteResult, baselineReqPerSec: number): TargetCheck[] {
  const ratio = ratioToBaseline(route, baselineReqPerSec);
  const clean = !route.load || (route.load.errors === 0 && route.load.timeouts === 0);
  const throughput: TargetCheck = {
    subject: `${route.name} throughput`,
    target: `≥ ${pct(TARGETS.minRatioToAbout)} of /about`,
    actual:
      route.status === 'timeout' || route.status === 'failed'
        ? route.status === 'timeout'
          ? 'timed out'
          : `failed (status ${route.probe?.status ?? 0})`
        : `${ratio === null ? 'n/a' : pct(ratio)}${failures(route)}`,
    met: ratio !== null && ratio >= TARGETS.minRatioToAbout && clean && (route.status === 'measured' || route.status === 'slow'),
  };
  const bytes = route.probe?.bytes;
  const size: TargetCheck = {
    subject: `${route.name} HTML`,
    target: `≤ ${kib(TARGETS.maxHtmlBytes)}`,
    actual: bytes === undefined || route.status === 'timeout' ? 'unknown' : kib(bytes),
    met: bytes !== undefined && route.status !== 'timeout' && bytes <= TARGETS.maxHtmlBytes,
  };
  return [throughput, size];
}

/** One API case against page 1, by median latency under the same load. */
export function latencyRatioCheck(subject: string, route: RouteResult | undefined, page1: RouteResult | undefined, max: number): TargetCheck {
  const ratio = route && page1 ? typicalMs(route) / typicalMs(page1) : Number.NaN;
  return {
    subject,
    target: `≤ ${max}× page 1 (p50)`,
    actual: Number.isFinite(ratio) ? `${times(ratio)} (${typicalMs(route!).toFixed(1)} vs ${typicalMs(page1!).toFixed(1)} ms)` : 'n/a',
    met: Number.isFinite(ratio) && ratio <= max,
  };
}

export function memoryCheck(peakRssBytes: number): TargetCheck {
  return {
    subject: 'server peak RSS',
    target: `< ${TARGETS.maxPeakRssBytes / MIB} MB`,
    actual: `${(peakRssBytes / MIB).toFixed(0)} MB`,
    met: peakRssBytes > 0 && peakRssBytes < TARGETS.maxPeakRssBytes,
  };
}

export const API_CASES = {
  page1: 'api page 1',
  deepPage: 'api page 10000',
  searchHit: 'api search hit',
  searchMiss: 'api search miss',
} as const;

/** FHIR's page 1 and page 500 of every patient, 20 a page (scripts/bench/routes.ts). */
export const FHIR_PAGES = { page1: '/fhir/Patient?_count=20', page500: '/fhir/Patient?_count=20 (page 500)' } as const;

/**
 * Every target of the run: each doctor screen's two, the two API comparisons and the memory. An API
 * comparison whose cases were not both run (`--only`) is left out.
 */
export function checkTargets(routes: readonly RouteResult[], peakRssBytes: number): TargetCheck[] {
  const baselineRate = baselineReqPerSec(routes);
  const byName = (name: string) => routes.find((route) => route.name === name);
  const page1 = byName(API_CASES.page1);
  const compare = (subject: string, name: string, max: number, first = page1) => {
    const route = byName(name);
    return route && first ? [latencyRatioCheck(subject, route, first, max)] : [];
  };
  return [
    ...routes.filter((route) => route.kind === 'doctor' || route.kind === 'fhir').flatMap((route) => doctorRouteChecks(route, baselineRate)),
    ...compare('page 10,000 vs page 1', API_CASES.deepPage, TARGETS.maxDeepPageToPage1),
    ...compare('search miss vs page 1', API_CASES.searchMiss, TARGETS.maxSearchMissToPage1),
    ...compare('FHIR page 500 vs page 1', FHIR_PAGES.page500, TARGETS.maxDeepPageToPage1, byName(FHIR_PAGES.page1)),
    memoryCheck(peakRssBytes),
  ];
}

import { summarize, type Outcome } from './stats';
import {
  API_CASES,
  baselineCpuMs,
  baselineReqPerSec,
  checkTargets,
  cpuRatioToBaseline,
  FHIR_PAGES,
  KIB,
  MIB,
  ratioToBaseline,
  reqPerSec,
  typicalMs,
  type RouteResult,
} from './targets';

const latencies = (count: number, ms: number): Outcome[] => Array.from({ length: count }, () => ({ kind: 'ok', status: 200, ms, bytes: 1000 }));

function route(name: string, kind: RouteResult['kind'], rate: number, extra: Partial<RouteResult> = {}, ms = 10): RouteResult {
  return {
    name,
    path: name,
    kind,
    status: 'measured',
    probe: { status: 200, ms, bytes: 20 * KIB },
    // `rate` successful responses in one second.
    load: summarize(latencies(rate, ms), 1000),
    peakRssBytes: 200 * MIB,
    ...extra,
  };
}

const api = (name: string, ms: number) => route(name, 'api', 100, {}, ms);
const apiCases = (page1: number, deep: number, miss: number) => [
  api(API_CASES.page1, page1),
  api(API_CASES.deepPage, deep),
  api(API_CASES.searchHit, page1),
  api(API_CASES.searchMiss, miss),
];

describe('reqPerSec and the ratio to /about', () => {
  it('uses the load for a measured route and one request for a slow one', () => {
    expect(reqPerSec(route('/about', 'baseline', 200))).toBe(200);
    const slow = route('/doctor/transactions', 'doctor', 0, { status: 'slow', load: null, probe: { status: 200, ms: 4000, bytes: 1 } });
    expect(reqPerSec(slow)).toBe(0.25);
    expect(typicalMs(slow)).toBe(4000);
    expect(ratioToBaseline(slow, 200)).toBeCloseTo(0.00125);
  });

  it('counts a timed-out route as no throughput, and has no ratio without a baseline', () => {
    const timedOut = route('/doctor/transactions', 'doctor', 0, { status: 'timeout', load: null, probe: null });
    expect(reqPerSec(timedOut)).toBe(0);
    expect(typicalMs(timedOut)).toBe(Number.POSITIVE_INFINITY);
    expect(ratioToBaseline(route('/x', 'doctor', 5), 0)).toBeNull();
  });
});

describe('the baseline', () => {
  it('is the mean of /about\'s runs, in req/s and in CPU per request', () => {
    const first = route('/about', 'baseline', 300, { cpuMsPerRequest: 2 });
    const again = route('/about (again)', 'baseline', 100, { cpuMsPerRequest: 4 });
    expect(baselineReqPerSec([first, route('/doctor/a', 'doctor', 10), again])).toBe(200);
    expect(baselineCpuMs([first, again])).toBe(3);
    expect(baselineReqPerSec([route('/doctor/a', 'doctor', 10)])).toBe(0);
  });

  it('gives a route\'s CPU ratio as /about\'s CPU per request over its own', () => {
    expect(cpuRatioToBaseline(route('/doctor/a', 'doctor', 10, { cpuMsPerRequest: 12 }), 3)).toBe(0.25);
    expect(cpuRatioToBaseline(route('/doctor/a', 'doctor', 10), 3)).toBeNull();
    expect(cpuRatioToBaseline(route('/doctor/a', 'doctor', 10, { cpuMsPerRequest: 12 }), 0)).toBeNull();
  });

  it('measures the doctor screens against the mean of both /about runs', () => {
    const routes = [route('/about', 'baseline', 300), route('/doctor/a', 'doctor', 50), route('/about (again)', 'baseline', 100), ...apiCases(5, 5, 5)];
    const check = checkTargets(routes, MIB).find((candidate) => candidate.subject === '/doctor/a throughput');
    expect(check).toMatchObject({ actual: '25.0%', met: true });
  });
});

describe('checkTargets', () => {
  const met = (checks: ReturnType<typeof checkTargets>, subject: string) => checks.find((check) => check.subject === subject)?.met;

  it('passes a doctor screen at 25% of /about, and fails it just below', () => {
    const checks = checkTargets(
      [route('/about', 'baseline', 200), route('/doctor/a', 'doctor', 50), route('/doctor/b', 'doctor', 49), ...apiCases(5, 5, 5)],
      300 * MIB,
    );
    expect(met(checks, '/doctor/a throughput')).toBe(true);
    expect(met(checks, '/doctor/b throughput')).toBe(false);
    expect(checks.find((check) => check.subject === '/doctor/b throughput')?.actual).toBe('24.5%');
  });

  it('fails a fast screen that had errors or timeouts, and one that timed out outright', () => {
    const withErrors = route('/doctor/a', 'doctor', 150);
    withErrors.load = { ...withErrors.load!, errors: 2 };
    const timedOut = route('/doctor/t', 'doctor', 0, { status: 'timeout', load: null, probe: null });
    const checks = checkTargets([route('/about', 'baseline', 200), withErrors, timedOut, ...apiCases(5, 5, 5)], MIB);
    expect(met(checks, '/doctor/a throughput')).toBe(false);
    expect(checks.find((check) => check.subject === '/doctor/a throughput')?.actual).toBe('75.0% with 2 errors');
    expect(met(checks, '/doctor/t throughput')).toBe(false);
    expect(met(checks, '/doctor/t HTML')).toBe(false);
  });

  it('limits the HTML to 150 KB', () => {
    const at = route('/doctor/a', 'doctor', 100, { probe: { status: 200, ms: 5, bytes: 150 * KIB } });
    const over = route('/doctor/b', 'doctor', 100, { probe: { status: 200, ms: 5, bytes: 150 * KIB + 1 } });
    const checks = checkTargets([route('/about', 'baseline', 100), at, over, ...apiCases(5, 5, 5)], MIB);
    expect(met(checks, '/doctor/a HTML')).toBe(true);
    expect(met(checks, '/doctor/b HTML')).toBe(false);
  });

  it('compares page 10,000 (1.5×) and a search miss (2×) with page 1 by median latency', () => {
    const within = checkTargets([route('/about', 'baseline', 100), ...apiCases(10, 15, 20)], MIB);
    expect(met(within, 'page 10,000 vs page 1')).toBe(true);
    expect(met(within, 'search miss vs page 1')).toBe(true);
    const beyond = checkTargets([route('/about', 'baseline', 100), ...apiCases(10, 16, 21)], MIB);
    expect(met(beyond, 'page 10,000 vs page 1')).toBe(false);
    expect(met(beyond, 'search miss vs page 1')).toBe(false);
    expect(beyond.find((check) => check.subject === 'search miss vs page 1')?.actual).toBe('2.10× (21.0 vs 10.0 ms)');
  });

  it("compares FHIR's page 500 with FHIR's page 1 (1.5×), not with the API's", () => {
    const fhir = (name: string, ms: number) => route(name, 'fhir', 100, {}, ms);
    const within = checkTargets([route('/about', 'baseline', 100), ...apiCases(2, 2, 2), fhir(FHIR_PAGES.page1, 10), fhir(FHIR_PAGES.page500, 15)], MIB);
    expect(met(within, 'FHIR page 500 vs page 1')).toBe(true);
    const beyond = checkTargets([route('/about', 'baseline', 100), ...apiCases(20, 20, 20), fhir(FHIR_PAGES.page1, 10), fhir(FHIR_PAGES.page500, 16)], MIB);
    expect(met(beyond, 'FHIR page 500 vs page 1')).toBe(false);
  });

  it('fails an API case that timed out', () => {
    const cases = apiCases(10, 10, 10);
    cases[1] = { ...cases[1], status: 'timeout', load: null, probe: null };
    expect(met(checkTargets(cases, MIB), 'page 10,000 vs page 1')).toBe(false);
  });

  it('leaves out an API comparison whose cases were not run, and fails memory at 600 MB', () => {
    const checks = checkTargets([route('/about', 'baseline', 100), api(API_CASES.page1, 10), api(API_CASES.deepPage, 10)], 600 * MIB);
    expect(met(checks, 'page 10,000 vs page 1')).toBe(true);
    expect(checks.some((check) => check.subject === 'search miss vs page 1')).toBe(false);
    expect(met(checks, 'server peak RSS')).toBe(false);
    expect(met(checkTargets([], 599 * MIB), 'server peak RSS')).toBe(true);
  });
});

// The printed report: plain-text tables of the figures and the targets. Pure: tested in report.test.ts.
import {
  baselineCpuMs,
  baselineReqPerSec,
  cpuRatioToBaseline,
  KIB,
  MIB,
  ratioToBaseline,
  reqPerSec,
  type RouteResult,
  type TargetCheck,
} from './targets';

export type Align = 'left' | 'right';

/** Columns padded to their widest cell, a rule under the header; `align` per column (default left). */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? '';
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '-';
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

export function formatRate(perSecond: number): string {
  if (perSecond >= 100) return perSecond.toFixed(0);
  if (perSecond >= 10) return perSecond.toFixed(1);
  return perSecond.toFixed(2);
}

export const formatKib = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / KIB).toFixed(1));
export const formatMib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MB`;

function failuresCell(route: RouteResult): string {
  if (route.status === 'timeout') return 'timeout';
  if (route.status === 'failed') return `status ${route.probe?.status ?? 0}`;
  if (!route.load) return '0/0';
  return `${route.load.errors}/${route.load.timeouts}`;
}

/** req/s as measured, marked `~` when it is 1 / the time of a single request (the load was skipped). */
function rateCell(route: RouteResult): string {
  if (route.status === 'timeout' || route.status === 'failed') return '-';
  return `${route.status === 'slow' ? '~' : ''}${formatRate(reqPerSec(route))}`;
}

/** Cores other processes used during the load: the figures of a route measured on a busy machine are low. */
function othersCell(route: RouteResult): string {
  return route.cpuCores ? route.cpuCores.others.toFixed(2) : '-';
}

function latencyCells(route: RouteResult): [string, string] {
  if (route.load && route.status === 'measured') return [formatMs(route.load.p50Ms), formatMs(route.load.p95Ms)];
  if (route.status === 'slow' && route.probe) return [`${formatMs(route.probe.ms)}*`, '-'];
  return ['-', '-'];
}

/** The page routes (/about and every doctor screen), one row each, with the verdict of their targets. */
export function formatRouteTable(routes: readonly RouteResult[], checks: readonly TargetCheck[]): string {
  const baselineRate = baselineReqPerSec(routes);
  const baselineCpu = baselineCpuMs(routes);
  const rows = routes
    .filter((route) => route.kind !== 'api')
    .map((route) => {
      const ratio = ratioToBaseline(route, baselineRate);
      const cpuRatio = cpuRatioToBaseline(route, baselineCpu);
      const own = checks.filter((check) => check.subject.startsWith(`${route.name} `));
      const missed = own.filter((check) => !check.met).map((check) => check.subject.slice(route.name.length + 1));
      const verdict = route.kind === 'baseline' ? 'baseline' : missed.length ? `NO (${missed.join(', ')})` : 'yes';
      const [p50, p95] = latencyCells(route);
      return [
        route.name,
        rateCell(route),
        ratio === null || route.status === 'timeout' || route.status === 'failed' ? '-' : ratio.toFixed(2),
        p50,
        p95,
        formatKib(route.probe?.bytes),
        failuresCell(route),
        route.cpuMsPerRequest === undefined ? '-' : route.cpuMsPerRequest.toFixed(1),
        cpuRatio === null ? '-' : cpuRatio.toFixed(2),
        othersCell(route),
        verdict,
      ];
    });
  return formatTable(
    ['route', 'req/s', 'vs /about', 'p50', 'p95', 'HTML KB', 'err/timeout', 'CPU ms/req', 'by CPU', 'others CPU', 'target met?'],
    rows,
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}

/** The API cases, one row each, with what they answered (`note`: rows found). */
export function formatApiTable(routes: readonly RouteResult[]): string {
  const rows = routes
    .filter((route) => route.kind === 'api')
    .map((route) => {
      const [p50, p95] = latencyCells(route);
      const cpu = route.cpuMsPerRequest === undefined ? '-' : route.cpuMsPerRequest.toFixed(1);
      return [route.name, rateCell(route), p50, p95, formatKib(route.probe?.bytes), failuresCell(route), cpu, othersCell(route), route.note ?? ''];
    });
  return formatTable(['API case', 'req/s', 'p50', 'p95', 'JSON KB', 'err/timeout', 'CPU ms/req', 'others CPU', 'answer'], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'left',
  ]);
}

export function formatChecks(checks: readonly TargetCheck[]): string {
  return formatTable(
    ['target', 'wanted', 'measured', 'met?'],
    checks.map((check) => [check.subject, check.target, check.actual, check.met ? 'yes' : 'NO']),
  );
}

/** What the route table's columns mean. */
export function formatLegend(engine: 'pglite' | 'postgres'): string {
  return [
    "  vs /about: req/s over /about's (the mean of its two runs), the target. by CPU: /about's server CPU per request over",
    "  the route's, what that ratio would be on a quiet machine for a CPU-bound page. others CPU: cores other processes",
    "  used meanwhile. ~: 1 / the time of one request (its load was skipped); *: that one request's time.",
    ...(engine === 'postgres' ? ["  With DATABASE_URL, CPU ms/req is the app server's alone; a PostgreSQL on this machine counts under others."] : []),
  ].join('\n');
}

// Measuring every route in turn against the running servers (one, or --instances of them on one database), each
// with its ids, headers and progress line.
import http from 'node:http';
import { canonicalSearch, signCursor } from '@/lib/fhir/search/cursor';
import { fetchOnce, onEachServer, runLoad, type Target } from './load';
import { measureRoute, slowThresholdMs, type ServerUnderTest } from './measure';
import type { BenchOptions } from './options';
import { formatMs, formatRate } from './report';
import type { RouteSpec } from './routes';
import { MemorySampler, type RunningServer } from './server';
import { ratioToBaseline, reqPerSec, type RouteResult } from './targets';

function resolvePath(spec: RouteSpec, bodies: Map<string, string>): { path: string; found: boolean; id: string } {
  if (!spec.idFrom) return { path: spec.path, found: true, id: '1' };
  const id = spec.idFrom.pattern.exec(bodies.get(spec.idFrom.route) ?? '')?.[1];
  return { path: spec.path.replace('{id}', id ?? '1'), found: id !== undefined, id: id ?? '1' };
}

/**
 * A deep page of a FHIR search, as its `next` links reach it: the cursor the server signs (lib/fhir/search/cursor.ts)
 * for the page after `after`, with the servers' secret, for the search the path names.
 */
function deepPagePath(path: string, after: number, secret: string): string {
  const url = new URL(path, 'http://bench');
  const type = url.pathname.split('/')[2] ?? '';
  const count = Number(url.searchParams.get('_count') ?? 20);
  const values = new Map<string, string[]>();
  for (const [name, value] of url.searchParams) if (!name.startsWith('_')) values.set(name, [...(values.get(name) ?? []), value]);
  return `${path}&_cursor=${signCursor(secret, canonicalSearch(type, values, count), { after })}`;
}

/** How many requests each write has sent, across the warm-up and the measured load: each sends a new resource. */
const writesSent = new Map<string, number>();

/** The request of a route on one server: its path with ids and cursor, its headers, and a write's body. */
async function targetOf(spec: RouteSpec, baseUrl: string, bodies: Map<string, string>, credentials: BenchCredentials): Promise<{ target: Target; found: boolean }> {
  const { path: resolved, found, id } = resolvePath(spec, bodies);
  const path = spec.pageAfter === undefined ? resolved : deepPagePath(resolved, spec.pageAfter, credentials.cursorSecret);
  const write = spec.write;
  const body = write
    ? () => {
        const n = writesSent.get(spec.name) ?? 0;
        writesSent.set(spec.name, n + 1);
        return JSON.stringify(write(n, id));
      }
    : undefined;
  return { target: { baseUrl, path, headers: await headersFor(spec, credentials), ...(body ? { body } : {}) }, found };
}

/** " (0.61 + 0.57)": each server's cores, when there are several. */
const perServer = (cores: readonly number[] | undefined) => (cores ? ` (${cores.join(' + ')})` : '');

function progressLine(result: RouteResult, baselineRate: number, seconds: number): string {
  const ratio = ratioToBaseline(result, baselineRate);
  const figures =
    result.status === 'measured' && result.load
      ? `${formatRate(result.load.reqPerSec)} req/s, p50 ${formatMs(result.load.p50Ms)}, p95 ${formatMs(result.load.p95Ms)}` +
        (result.load.errors || result.load.timeouts ? `, ${result.load.errors} errors, ${result.load.timeouts} timeouts` : '') +
        (result.cpuCores ? `; cores: server ${result.cpuCores.server}${perServer(result.cpuCores.perServer)}, bench ${result.cpuCores.bench}, others ${result.cpuCores.others}` : '')
      : result.status === 'slow'
        ? `one request ${formatMs(result.probe?.ms ?? Number.NaN)}: load skipped`
        : `${result.status}${result.note ? ` (${result.note})` : ''}`;
  const share = ratio !== null && (result.kind === 'doctor' || result.kind === 'fhir') && result.status !== 'timeout' ? `, ${(ratio * 100).toFixed(0)}% of /about` : '';
  return `  ${result.name.padEnd(52)} ${figures}${share}  [${seconds.toFixed(0)} s]`;
}

/**
 * The request that tells the server is free again (measure.ts): one patient's medical reports, a small
 * indexed read. Its time on the idle server sets how quickly it must answer later.
 */
async function settleProbe(baseUrl: string, apiKey: string): Promise<{ settle: Target; settleMs: number }> {
  const settle: Target = { baseUrl, path: '/api/v1/medical-reports?patientId=1&limit=1', headers: { 'x-api-key': apiKey } };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await fetchOnce(agent, settle, 30_000);
      if (answer.kind !== 'ok') throw new Error(`GET ${settle.path} failed: ${answer.detail ?? answer.status}`);
      times.push(answer.ms);
    }
  } finally {
    agent.destroy();
  }
  return { settle, settleMs: Math.max(1000, 10 * Math.min(...times)) };
}

/** What the bench signs its requests with: the API's key, the demo doctor's session, a connected system's tokens. */
export interface BenchCredentials {
  apiKey: string;
  cookie: string;
  systemToken: () => Promise<string>;
  /** The servers' SESSION_SECRET, which signs FHIR's page cursors. */
  cursorSecret: string;
}

async function headersFor(spec: RouteSpec, { apiKey, cookie, systemToken }: BenchCredentials): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'user-agent': 'hms-bench' };
  if (spec.auth === 'session') headers.cookie = cookie;
  if (spec.auth === 'api-key') headers['x-api-key'] = apiKey;
  if (spec.auth === 'system') headers.authorization = `Bearer ${await systemToken()}`;
  return headers;
}

/**
 * One unmeasured pass over every route before any is measured. A server fresh from its start runs its code
 * cold (not yet compiled by V8's optimising tiers): in the run of 2026-11-26 `/about` served 98 requests a
 * second first and 163 last, so whichever screens came first were measured on a slower server than the
 * rest. After this pass the order of the routes no longer decides their figures; a server in production
 * has served these pages many times over. With several servers the probe goes to the first and the load to all.
 */
async function warmUp(servers: readonly RunningServer[], routes: RouteSpec[], options: BenchOptions, credentials: BenchCredentials): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const sources = new Set(routes.flatMap((route) => (route.idFrom ? [route.idFrom.route] : [])));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  try {
    for (const spec of routes) {
      const { target } = await targetOf(spec, servers[0].baseUrl, bodies, credentials);
      const probe = await fetchOnce(agent, target, options.timeoutS * 1000, sources.has(spec.name));
      if (probe.body && probe.kind === 'ok') bodies.set(spec.name, probe.body.toString('utf8'));
      if (probe.kind !== 'ok' || probe.ms > slowThresholdMs(options)) continue;
      const targets = onEachServer(target, servers.map((server) => server.baseUrl));
      await runLoad(targets, { connections: options.connections, timeoutMs: options.timeoutS * 1000, durationMs: options.warmupS * 1000 });
    }
  } finally {
    agent.destroy();
  }
  console.log(`  Warmed the server up: ${routes.length} routes, ${options.warmupS} s each, unmeasured [${((performance.now() - started) / 1000).toFixed(0)} s]`);
  return bodies;
}

export async function measureAll(servers: readonly RunningServer[], routes: RouteSpec[], options: BenchOptions, credentials: BenchCredentials) {
  const { apiKey } = credentials;
  if (options.warmupS > 0) await warmUp(servers, routes, options, credentials);
  // One server at a time: each one's time is taken while the other is idle.
  const settled: Array<{ settle: Target; settleMs: number }> = [];
  for (const server of servers) settled.push(await settleProbe(server.baseUrl, apiKey));
  const underTest: ServerUnderTest[] = servers.map((server, index) => ({ pid: server.pid, baseUrl: server.baseUrl, settle: settled[index].settle }));
  const settleMs = Math.max(...settled.map((each) => each.settleMs));
  const memory = new MemorySampler(servers.map((server) => server.pid));
  const bodies = new Map<string, string>();
  const sources = new Set(routes.flatMap((route) => (route.idFrom ? [route.idFrom.route] : [])));
  const results: RouteResult[] = [];
  let baselineRate = 0;
  try {
    for (const spec of routes) {
      const started = performance.now();
      const { target, found } = await targetOf(spec, servers[0].baseUrl, bodies, credentials);
      const measured = await measureRoute(
        spec,
        target,
        { servers: underTest, memory, options, settleMs },
        sources.has(spec.name),
      );
      if (measured.body !== undefined && sources.has(spec.name)) bodies.set(spec.name, measured.body);
      const result = measured.result;
      if (!found) result.note = [result.note, `no id found on ${spec.idFrom?.route}: used 1`].filter(Boolean).join('; ');
      if (measured.quietWaitS < 0) result.note = [result.note, 'server still busy from the previous route after 180 s'].filter(Boolean).join('; ');
      if (spec.kind === 'baseline' && baselineRate === 0) baselineRate = reqPerSec(result);
      results.push(result);
      console.log(progressLine(result, baselineRate, (performance.now() - started) / 1000));
      const exited = servers.find((server) => server.child.exitCode !== null || server.child.signalCode !== null);
      if (exited) throw new Error(`The server on port ${exited.port} exited during the load:\n${exited.tail()}`);
    }
  } finally {
    memory.stop();
  }
  return { results, peakRssBytes: memory.peak };
}

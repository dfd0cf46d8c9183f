// Measuring one route: wait for quiet servers, one probe request, then warm-up and the measured load.
import http from 'node:http';
import { fetchOnce, onEachServer, runLoad, type Target } from './load';
import type { BenchOptions } from './options';
import { MemorySampler, systemBusySeconds, treeCpuSeconds, waitUntilIdle } from './server';
import type { RouteKind, RouteResult } from './targets';

export interface ServerUnderTest {
  pid: number;
  baseUrl: string;
  /** A cheap request to this server that reads the database: once it answers quickly, the server is free again. */
  settle: Target;
}

export interface MeasureContext {
  /** The servers under test (one, or --instances of them): the single requests go to the first, the load to all. */
  servers: readonly ServerUnderTest[];
  memory: MemorySampler;
  options: BenchOptions;
  /** How quickly `settle` must answer. */
  settleMs: number;
}

export interface Measured {
  result: RouteResult;
  /** The probe's body, for the routes that take an id from it, and the API's answer. */
  body?: string;
  /** Seconds spent waiting for the server to become quiet first (-1: it never did). */
  quietWaitS: number;
}

/** What the API answered: how many patients it listed of how many. */
function describeApiAnswer(body: string): string {
  try {
    const parsed = JSON.parse(body) as { data?: unknown[]; pagination?: { total?: number; page?: number } };
    return `${parsed.data?.length ?? 0} rows of ${parsed.pagination?.total ?? '?'}`;
  } catch {
    return 'not JSON';
  }
}

/**
 * A route whose single request takes longer than this could only time out at full concurrency (the
 * requests queue behind each other), and its abandoned requests would keep the server busy for the next
 * route: it is reported from the single request instead.
 */
export const slowThresholdMs = (options: BenchOptions) => (options.timeoutS * 1000) / (2 * options.connections);

/** Waits for each server in turn (waitUntilIdle); the seconds waited in all, or -1 if one stayed busy. */
async function waitUntilAllIdle(servers: readonly ServerUnderTest[], settleMs: number): Promise<number> {
  let waited = 0;
  for (const server of servers) {
    const seconds = await waitUntilIdle(server.pid, server.settle, { settleMs });
    if (seconds < 0) return -1;
    waited += seconds;
  }
  return waited;
}

/** One route: `target` is on the first server (the probe's), the load goes to the same path on every server. */
export async function measureRoute(
  spec: { name: string; kind: RouteKind },
  target: Target,
  context: MeasureContext,
  keepBody: boolean,
): Promise<Measured> {
  const { options, memory, servers } = context;
  const timeoutMs = options.timeoutS * 1000;
  const quietWaitS = await waitUntilAllIdle(servers, context.settleMs);
  memory.resetWindow();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = { name: spec.name, path: target.path, kind: spec.kind, waitedS: Math.round(quietWaitS * 10) / 10 };
  try {
    let probe = await fetchOnce(agent, target, timeoutMs, keepBody || spec.kind === 'api');
    if (probe.kind === 'ok' && probe.ms > slowThresholdMs(options)) {
      // The first request may have filled caches: the second one decides.
      probe = await fetchOnce(agent, target, timeoutMs, keepBody || spec.kind === 'api');
    }
    const probeFigures = { status: probe.status, ms: probe.ms, bytes: probe.bytes };
    const body = probe.body?.toString('utf8');
    const note = spec.kind === 'api' && body !== undefined && probe.kind === 'ok' ? describeApiAnswer(body) : undefined;
    if (probe.kind !== 'ok') {
      const result: RouteResult = {
        ...base,
        status: probe.kind === 'timeout' ? 'timeout' : 'failed',
        probe: probe.kind === 'timeout' ? null : probeFigures,
        load: null,
        peakRssBytes: memory.resetWindow(),
        note: probe.detail,
      };
      return { result, quietWaitS };
    }
    if (probe.ms > slowThresholdMs(options)) {
      const result: RouteResult = {
        ...base,
        status: 'slow',
        probe: probeFigures,
        load: null,
        peakRssBytes: memory.resetWindow(),
        note: note ?? `one request took ${(probe.ms / 1000).toFixed(1)} s: load skipped`,
      };
      return { result, body, quietWaitS };
    }
    const plan = { connections: options.connections, timeoutMs };
    const pids = servers.map((server) => server.pid);
    const targets = onEachServer(target, servers.map((server) => server.baseUrl));
    if (options.warmupS > 0) await runLoad(targets, { ...plan, durationMs: options.warmupS * 1000 });
    const serverCpuBefore = pids.map(treeCpuSeconds);
    const machineCpuBefore = systemBusySeconds();
    const benchCpuBefore = process.cpuUsage();
    const load = await runLoad(targets, { ...plan, durationMs: options.durationS * 1000 });
    const benchCpu = process.cpuUsage(benchCpuBefore);
    // Each server's own CPU: with several, their shares show that the load reached them all.
    const serverCpus = pids.map((pid, index) => treeCpuSeconds(pid) - serverCpuBefore[index]);
    const serverCpu = serverCpus.reduce((sum, each) => sum + each, 0);
    const benchCpuSeconds = (benchCpu.user + benchCpu.system) / 1e6;
    const othersCpu = Math.max(0, systemBusySeconds() - machineCpuBefore - serverCpu - benchCpuSeconds);
    const seconds = load.elapsedMs / 1000;
    const cores = (value: number) => Math.round((value / seconds) * 100) / 100;
    const result: RouteResult = {
      ...base,
      status: 'measured',
      probe: probeFigures,
      load,
      peakRssBytes: memory.resetWindow(),
      cpuCores: {
        server: cores(serverCpu),
        ...(serverCpus.length > 1 ? { perServer: serverCpus.map(cores) } : {}),
        bench: cores(benchCpuSeconds),
        others: cores(othersCpu),
      },
      ...(load.ok > 0 ? { cpuMsPerRequest: Math.round((serverCpu * 1000 * 100) / load.ok) / 100 } : {}),
      ...(note ? { note } : load.errorDetails.length ? { note: load.errorDetails.join('; ') } : {}),
    };
    return { result, body, quietWaitS };
  } finally {
    agent.destroy();
  }
}

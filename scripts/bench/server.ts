// Starting and stopping the standalone server under test, and watching its memory and CPU through /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fetchOnce, type Target } from './load';
import type { Env } from './prepare';
import { serverArgs, serverEnv } from '../server-command';

/** Playwright's e2e server; never used here, so that a bench and a test run can share the machine. */
const RESERVED_PORTS = new Set([3100]);

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port && !RESERVED_PORTS.has(port)) return port;
  }
  throw new Error('Could not find a free port.');
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  baseUrl: string;
  logFile: string;
  /** The last lines the server printed, for error messages. */
  tail(): string;
  stop(): Promise<void>;
}

export { SERVER_NODE_FLAGS } from '../server-command';

/** Starts the standalone server as `npm start` does, in its own process group (so that stopping it reaches anything it spawned). */
export function startServer(options: { cwd: string; port: number; env: Env; logFile: string }): RunningServer {
  const env: Env = { ...options.env, ...serverEnv(options.port) };
  const child = spawn(process.execPath, serverArgs(options.env.NEXT_DIST_DIR), {
    cwd: options.cwd,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('Could not start the server.');
  const pid = child.pid;
  const log = createWriteStream(options.logFile);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    log.end();
  });
  return {
    child,
    pid,
    port: options.port,
    baseUrl: `http://127.0.0.1:${options.port}`,
    logFile: options.logFile,
    tail: () => lines.slice(-15).join('\n'),
    async stop() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-pid, name);
        } catch {
          // Already gone.
        }
      };
      signal('SIGTERM');
      const killTimer = setTimeout(() => signal('SIGKILL'), 10_000);
      await gone;
      clearTimeout(killTimer);
    },
  };
}

/** Resolves once `path` answers 200; rejects if the server exits first or `timeoutMs` passes. */
export async function waitUntilReady(server: RunningServer, probePath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const agent = new http.Agent({ keepAlive: false });
  try {
    while (Date.now() < deadline) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`The server exited (${server.child.exitCode ?? server.child.signalCode}) before answering:\n${server.tail()}`);
      }
      const answer = await fetchOnce(agent, { baseUrl: server.baseUrl, path: probePath, headers: {} }, 10_000);
      if (answer.kind === 'ok') return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    agent.destroy();
  }
  throw new Error(`The server did not answer ${probePath} within ${timeoutMs / 1000} s:\n${server.tail()}`);
}

/** The process and its descendants, from /proc/<pid>/task/<tid>/children. */
export function processTree(pid: number): number[] {
  const seen: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift()!;
    seen.push(current);
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${current}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) queue.push(...children.split(/\s+/).map(Number));
      } catch {
        // The task ended meanwhile.
      }
    }
  }
  return seen;
}

/** VmRSS of one process in bytes (0 when it is gone). */
function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) of one process in clock ticks. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start at state; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

export const treeRss = (pid: number) => processTree(pid).reduce((sum, member) => sum + rssBytes(member), 0);
export const treeCpuSeconds = (pid: number) => processTree(pid).reduce((sum, member) => sum + cpuTicks(member), 0) / CLOCK_TICKS_PER_SECOND;

/**
 * Samples the resident memory of the server's process tree; `peak` since start, `windowPeak` since the last
 * reset. Given several servers, each is sampled on its own and the largest counts: the target bounds one
 * server's memory, whatever runs beside it.
 */
export class MemorySampler {
  peak = 0;
  windowPeak = 0;
  private readonly pids: readonly number[];
  private readonly timer: NodeJS.Timeout;

  constructor(pids: number | readonly number[], intervalMs = 200) {
    this.pids = typeof pids === 'number' ? [pids] : pids;
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
    this.sample();
  }

  sample(): number {
    const rss = Math.max(...this.pids.map(treeRss));
    this.peak = Math.max(this.peak, rss);
    this.windowPeak = Math.max(this.windowPeak, rss);
    return rss;
  }

  /** Starts a new window and returns the peak of the one that ended. */
  resetWindow(): number {
    const peak = Math.max(this.windowPeak, this.sample());
    this.windowPeak = 0;
    return peak;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Busy CPU time of the whole machine in seconds (every process), from /proc/stat. */
export function systemBusySeconds(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
    const busy = fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return busy / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The 1-minute load average of the machine. */
export function loadAverage(): number {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}

/** Cores used by the machine, the server and others (everything but the server and this process) over `ms`. */
export async function sampleCpu(serverPid: number | null, ms: number): Promise<{ machine: number; server: number; others: number }> {
  const before = { machine: systemBusySeconds(), server: serverPid ? treeCpuSeconds(serverPid) : 0, bench: process.cpuUsage() };
  await new Promise((resolve) => setTimeout(resolve, ms));
  const bench = process.cpuUsage(before.bench);
  const seconds = ms / 1000;
  const machine = (systemBusySeconds() - before.machine) / seconds;
  const server = serverPid ? (treeCpuSeconds(serverPid) - before.server) / seconds : 0;
  return { machine, server, others: Math.max(0, machine - server - (bench.user + bench.system) / 1e6 / seconds) };
}

/**
 * Waits until the server has finished the work of the previous route, so that requests it abandoned (a
 * timed-out page keeps rendering) are not billed to the next one. Its CPU alone cannot tell: on a crowded
 * machine a busy server gets a small share of a core. So a request that reads the database (the embedded
 * one runs one query at a time, in the server's thread) must come back within `settleMs`, and then the
 * server must use under `maxShare` of a core for `windowMs`. Returns the seconds waited, or -1 if it was
 * still busy after `timeoutMs`.
 */
export async function waitUntilIdle(
  pid: number,
  settle: Target,
  { settleMs = 2000, windowMs = 500, maxShare = 0.15, timeoutMs = 180_000 } = {},
): Promise<number> {
  const started = Date.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (Date.now() - started < timeoutMs) {
      const answer = await fetchOnce(agent, settle, Math.max(settleMs, 10_000));
      if (answer.kind === 'ok' && answer.ms < settleMs) {
        const { server } = await sampleCpu(pid, windowMs);
        if (server < maxShare) return (Date.now() - started) / 1000;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    return -1;
  } finally {
    agent.destroy();
  }
}

// The load generator: plain node:http over keep-alive connections, N loops that each send the next request
// as soon as the previous one is read to its end. Nothing but the byte count is kept of a body unless asked.
import http from 'node:http';
import { summarize, type LoadSummary, type Outcome } from './stats';

export interface Target {
  baseUrl: string;
  path: string;
  headers: Record<string, string>;
  /** A write (POST) sends a body: a new one for each request (a new patient, another allergy), as JSON. */
  body?: () => string;
  /** The body's type; FHIR JSON unless said (a replayed form sends its own). */
  contentType?: string;
}

export interface Fetched extends Outcome {
  /** The body, when `keepBody` was asked for (the probes read it to check what they got). */
  body?: Buffer;
  location?: string;
}

/** One GET (a POST with the target's body): resolves (never rejects) when the answer has ended, the request failed or `timeoutMs` passed. */
export function fetchOnce(agent: http.Agent, target: Target, timeoutMs: number, keepBody = false): Promise<Fetched> {
  const url = new URL(target.path, target.baseUrl);
  const payload = target.body ? Buffer.from(target.body()) : null;
  const headers = payload ? { ...target.headers, 'content-type': target.contentType ?? 'application/fhir+json', 'content-length': String(payload.length) } : target.headers;
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    let status = 0;
    let bytes = 0;
    const chunks: Buffer[] = [];
    const finish = (outcome: Omit<Fetched, 'ms' | 'bytes' | 'status'>, location?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, status, bytes, ms: performance.now() - started, ...(location ? { location } : {}) });
    };
    const request = http.request(
      { agent, host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: payload ? 'POST' : 'GET', headers },
      (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keepBody) chunks.push(chunk);
        });
        response.on('end', () => {
          const ok = status >= 200 && status < 300;
          const location = response.headers.location;
          finish(
            {
              kind: ok ? 'ok' : 'error',
              ...(ok ? {} : { detail: `status ${status}${location ? ` → ${location}` : ''}` }),
              ...(keepBody ? { body: Buffer.concat(chunks) } : {}),
            },
            location,
          );
        });
        response.on('error', (error) => finish({ kind: 'error', detail: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: 'timeout', detail: `no full answer in ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ kind: 'error', detail: (error as NodeJS.ErrnoException).code ?? error.message }));
    request.end(payload ?? undefined);
  });
}

export interface LoadPlan {
  connections: number;
  durationMs: number;
  timeoutMs: number;
}

/** One request's target on each server: the same path and headers, another base URL. */
export function onEachServer(target: Target, baseUrls: readonly string[]): Target[] {
  return baseUrls.map((baseUrl) => ({ ...target, baseUrl }));
}

/**
 * The target of each of `connections` loops: dealt out in turn, so that with two servers and ten
 * connections each server has five. Throws when there are fewer connections than servers.
 */
export function dealConnections(targets: readonly Target[], connections: number): Target[] {
  if (targets.length === 0) throw new Error('No server to load.');
  if (connections < targets.length) throw new Error(`${connections} connections cannot reach ${targets.length} servers.`);
  return Array.from({ length: connections }, (_, index) => targets[index % targets.length]);
}

/**
 * `connections` loops send requests back to back until `durationMs` has passed; requests in flight then
 * are awaited (up to the timeout) and counted, so a slow route is not rounded down to zero. Given several
 * targets (one per server), the connections are dealt out among them and every answer counts the same.
 */
export async function runLoad(targets: Target | readonly Target[], plan: LoadPlan): Promise<LoadSummary> {
  const loops = dealConnections(Array.isArray(targets) ? targets : [targets as Target], plan.connections);
  // maxSockets is per server (host and port), so no server's connections wait for another's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections, maxFreeSockets: plan.connections });
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const deadline = started + plan.durationMs;
  try {
    await Promise.all(
      loops.map(async (target) => {
        while (performance.now() < deadline) {
          const { kind, status, ms, bytes, detail } = await fetchOnce(agent, target, plan.timeoutMs);
          outcomes.push({ kind, status, ms, bytes, detail });
          // A refused connection fails at once: do not spin on it.
          if (kind === 'error' && status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return summarize(outcomes, performance.now() - started);
}

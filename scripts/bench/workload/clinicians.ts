// The simulated clinicians at work: each signs in once (its own session), then works round after round with a
// think time before every step, on one server of the run (as a load balancer keeps a browser on one), until
// the run ends. Every answer is kept with its step's name; what the warm-up saw is not counted.
import http from 'node:http';
import { fetchOnce, type Target } from '../load';
import type { Outcome } from '../stats';
import { afterWrite, IMPORT_EVERY_MS, nextRound, thinkTime, type Pool, type Random, type StepRequest, type WorkloadRole } from './mix';
import type { RecordedActionName } from './recorded-actions';

export interface Clinician {
  role: WorkloadRole;
  /** The session cookie, or a connected system's bearer token (fetched anew when it nears its end). */
  credentials: () => Promise<Record<string, string>>;
}

/** How a recorded write is sent again (scripts/bench/workload/recorded-actions.ts), or null when it was not recorded. */
export interface Replayer {
  request(name: RecordedActionName, values: Record<string, string>): { path: string; headers: Record<string, string>; body: string } | null;
  answer(status: number, body: string): { ok: boolean; detail?: string; data?: unknown };
}

export interface StepOutcome extends Outcome {
  step: string;
  role: WorkloadRole;
  /** When the request was sent, in ms from the start of the run. */
  at: number;
}

export interface WorkPlan {
  baseUrls: readonly string[];
  clinicians: readonly Clinician[];
  pool: Pool;
  replayer: Replayer;
  warmupMs: number;
  durationMs: number;
  timeoutMs: number;
  random?: Random;
  /** A record a connected system imports every IMPORT_EVERY_MS (its JSON), or null for none. */
  importRecord: (() => string) | null;
  /** Think times; THINK_MS unless a test wants them short. */
  think?: (random: Random) => number;
}

export interface WorkResult {
  outcomes: StepOutcome[];
  /** Steps that were not sent, by name, and why (a write not recorded, say). */
  skipped: Map<string, string>;
  /** The measured window: from the end of the warm-up to the end of the run. */
  measuredMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The target of one step: a page, an API request or a replayed write. Null when the write was not recorded. */
export function toTarget(request: StepRequest, baseUrl: string, headers: Record<string, string>, replayer: Replayer): (Target & { expect: readonly number[]; replay?: true }) | null {
  if ('replay' in request) {
    const replay = replayer.request(request.replay, request.values);
    if (!replay) return null;
    const contentType = Object.entries(replay.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    return { baseUrl, path: replay.path, headers: { ...replay.headers, ...headers }, body: () => replay.body, contentType, expect: [200, 303], replay: true };
  }
  return { baseUrl, path: request.path, headers, expect: request.expect ?? [200] };
}

/** Sends one step and judges its answer: an unexpected status or a refused write is an error. */
async function send(agent: http.Agent, target: NonNullable<ReturnType<typeof toTarget>>, replayer: Replayer, timeoutMs: number): Promise<Outcome & { data?: unknown }> {
  const fetched = await fetchOnce(agent, target, timeoutMs, target.replay === true);
  const { kind, status, ms, bytes } = fetched;
  if (kind === 'timeout') return { kind, status, ms, bytes, detail: fetched.detail };
  if (!target.expect.includes(status)) return { kind: 'error', status, ms, bytes, detail: fetched.detail ?? `status ${status}` };
  if (target.replay) {
    const answer = replayer.answer(status, fetched.body?.toString('utf8') ?? '');
    if (!answer.ok) return { kind: 'error', status, ms, bytes, detail: answer.detail ?? 'the write was refused' };
    return { kind: 'ok', status, ms, bytes, data: answer.data };
  }
  return { kind: 'ok', status, ms, bytes };
}

/** Runs the clinicians until the warm-up and the measured time have passed, and returns every counted answer. */
export async function work(plan: WorkPlan): Promise<WorkResult> {
  const random = plan.random ?? Math.random;
  const think = plan.think ?? thinkTime;
  // An idle connection is dropped after 4 s, before the server's own keep-alive timeout (Node's 5 s) closes it: a
  // request sent on a connection the server is closing that moment would fail with ECONNRESET, the client's race,
  // not the server's answer (a browser sends such a request again; the workload counts what the server answered).
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });
  const outcomes: StepOutcome[] = [];
  const skipped = new Map<string, string>();
  const started = performance.now();
  const measuredFrom = started + plan.warmupMs;
  const deadline = measuredFrom + plan.durationMs;
  const keep = (role: WorkloadRole, step: string, at: number, outcome: Outcome) => {
    if (at >= measuredFrom) outcomes.push({ ...outcome, step, role, at: at - started });
  };

  const clinician = async (who: Clinician, index: number) => {
    const baseUrl = plan.baseUrls[index % plan.baseUrls.length];
    // Clinicians come in over the first think time, not all in the same second.
    await sleep(random() * (think(random) || 1));
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      const round = nextRound(who.role, plan.pool, random, index, turn);
      for (const request of round.steps) {
        await sleep(think(random));
        if (performance.now() >= deadline) break;
        const target = toTarget(request, baseUrl, await who.credentials(), plan.replayer);
        if (!target) {
          if ('replay' in request) skipped.set(request.step, `the write "${request.replay}" was not recorded`);
          continue;
        }
        const at = performance.now();
        const { data, ...outcome } = await send(agent, target, plan.replayer, plan.timeoutMs);
        keep(who.role, request.step, at, outcome);
        // What a write made is the next step's work: an order placed waits for the lab.
        if ('replay' in request && outcome.kind === 'ok') afterWrite(plan.pool, request, data, index);
      }
    }
  };

  const importer = async () => {
    const system = plan.clinicians.find((who) => who.role === 'connected-system');
    if (!system || !plan.importRecord) return;
    // The first after the warm-up, then on its clock.
    for (let next = measuredFrom + 20_000; next < deadline; next += IMPORT_EVERY_MS) {
      await sleep(Math.max(0, next - performance.now()));
      if (performance.now() >= deadline) break;
      const body = plan.importRecord();
      const target: Target = { baseUrl: plan.baseUrls[0], path: '/fhir/$import-record?patient=new&source=Bench', headers: await system.credentials(), body: () => body };
      const at = performance.now();
      const fetched = await fetchOnce(agent, target, plan.timeoutMs);
      const { kind, status, ms, bytes, detail } = fetched;
      const expected = status === 200 || status === 201;
      keep('connected-system', 'record import (1 MB)', at, kind === 'timeout' ? fetched : { kind: expected ? 'ok' : 'error', status, ms, bytes, ...(expected ? {} : { detail: detail ?? `status ${status}` }) });
    }
  };

  try {
    await Promise.all([...plan.clinicians.map(clinician), importer()]);
  } finally {
    agent.destroy();
  }
  return { outcomes, skipped, measuredMs: Math.max(1, Math.min(performance.now(), deadline) - measuredFrom) };
}

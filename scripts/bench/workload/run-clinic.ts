// `npm run bench -- --workload clinic`: a day's mixed work by many clinicians at once on the bench's servers, each
// step's latency reported, and (with --capacity) the clinicians served before a step's p95 passes 500 ms.
import { signSessionId } from '@/lib/auth/session-cookie';
import { benchRecord } from '../record-import';
import { MemorySampler, systemBusySeconds, treeCpuSeconds, type RunningServer } from '../server';
import { staffing, STEP_ORDER, WORKLOAD_ROLES, type Pool, type WorkloadRole } from './mix';
import { findPool } from './pool';
import { databaseCpuSeconds, databaseIsHere, sampleDatabaseMemory } from './database-usage';
import { actionAnswer, recordActions, replayRequest, type RecordedAction } from './recorded-actions';
import { work, type Clinician, type Replayer } from './clinicians';
import { formatResources, formatStepTable, stepFigures, stepMet, worstOver, WORKLOAD_TARGETS, type Engine, type Resources, type StepFigures } from './report';

/** A session the fixtures made (scripts/bench/clinician-fixtures.ts). */
export interface BenchSession {
  role: Exclude<WorkloadRole, 'connected-system'>;
  sessionId: string;
  /** The account's id: a doctor's own visits are found by it. */
  doctorId: number;
  expiresAt: string;
}

export interface ClinicRun {
  servers: ReadonlyArray<Pick<RunningServer, 'baseUrl' | 'pid'>>;
  engine: Engine;
  users: number;
  minutes: number;
  /** Step the users up from `users` until a step's p95 passes 500 ms. */
  capacity: boolean;
  timeoutMs: number;
  apiKey: string;
  apiToken: string;
  sessions: readonly BenchSession[];
  sessionSecret: string;
  cookieName: string;
  systemToken: () => Promise<string>;
  /** Think times: 3–15 s (THINK_MS) unless a test wants them short. */
  think?: (random: () => number) => number;
  /** The record a connected system imports every few minutes; a 1 MB one unless a test leaves it out (null). */
  importRecord?: (() => string) | null;
  /** Who works, when a test says exactly; else `staffing(users)`. */
  staffing?: Record<WorkloadRole, number>;
  /**
   * The time at the start that is not counted (caches filling, connections opening): a fifth of the run, at most a
   * minute, unless a test counts everything from the first request (0).
   */
  warmupMs?: number;
}

const staffOf = (run: ClinicRun, users: number) => run.staffing ?? staffing(users);

export interface LevelResult {
  users: number;
  staff: Record<WorkloadRole, number>;
  measuredSeconds: number;
  requests: number;
  steps: StepFigures[];
  skipped: Record<string, string>;
  resources: Resources;
  met: boolean;
}

/** The session cookie the app would have set at sign-in: a signed reference to the session row (lib/auth/session-cookie.ts). */
async function cookieFor(session: BenchSession, secret: string, name: string): Promise<string> {
  return `${name}=${await signSessionId(session.sessionId, new Date(session.expiresAt), secret)}`;
}

/** The staff of a level: so many of each role, each with its own session (the system with its token). */
async function clinicians(run: ClinicRun, users: number): Promise<Clinician[]> {
  const staff = staffOf(run, users);
  const list: Clinician[] = [];
  for (const role of WORKLOAD_ROLES) {
    if (role === 'connected-system') {
      for (let n = 0; n < staff[role]; n += 1) list.push({ role, credentials: async () => ({ authorization: `Bearer ${await run.systemToken()}` }) });
      continue;
    }
    const sessions = run.sessions.filter((session) => session.role === role).slice(0, staff[role]);
    if (sessions.length < staff[role]) throw new Error(`The fixtures signed in ${sessions.length} ${role} clinicians; ${staff[role]} are needed.`);
    for (const session of sessions) {
      const headers = { cookie: await cookieFor(session, run.sessionSecret, run.cookieName) };
      list.push({ role, credentials: async () => headers });
    }
  }
  return list;
}

/** The users of each level: the one asked for, or stepped up from it until a step's p95 passes the capacity bound. */
export function capacityLevels(start: number): number[] {
  const levels = [start];
  for (const next of [100, 150, 200, 250, 300, 400, 500]) if (next > start) levels.push(next);
  return levels;
}

/** The most clinicians a run of --capacity needs signed in, by role. */
export function sessionsNeeded(users: number, capacity: boolean): Record<Exclude<WorkloadRole, 'connected-system'>, number> {
  const most = capacity ? Math.max(...capacityLevels(users)) : users;
  const staff = staffing(most);
  // Two scientists for the recording: one enters a result, the other releases it.
  return { doctor: staff.doctor, 'front-desk': staff['front-desk'], lab: Math.max(2, staff.lab) };
}

/** The doctors of a level by their clinician's number (the doctors come first in `clinicians`' list) and account. */
const doctorsAt = (run: ClinicRun, users: number) =>
  run.sessions
    .filter((session) => session.role === 'doctor')
    .slice(0, staffOf(run, users).doctor)
    .map((session, me) => ({ me, doctorId: session.doctorId }));

async function runLevel(run: ClinicRun, users: number, replayer: Replayer, reader: Parameters<typeof findPool>[0], bookings: Pool['bookings']): Promise<LevelResult> {
  // One booking counter for the whole run: a level books after the times the levels before it took.
  const pool = { ...(await findPool(reader, doctorsAt(run, users))), bookings };
  const who = await clinicians(run, users);
  const memory = run.servers.map((server) => new MemorySampler(server.pid, 500));
  const databaseMemory = run.engine === 'postgres' && databaseIsHere() ? sampleDatabaseMemory() : null;
  const warmupMs = run.warmupMs ?? Math.min(60_000, run.minutes * 60_000 * 0.2);
  let before: { servers: number[]; database: number; machine: number } | null = null;
  const measuring = setTimeout(() => {
    before = { servers: run.servers.map((server) => treeCpuSeconds(server.pid)), database: databaseMemory ? databaseCpuSeconds() : 0, machine: systemBusySeconds() };
    for (const sampler of memory) sampler.resetWindow();
  }, warmupMs);
  const result = await work({
    baseUrls: run.servers.map((server) => server.baseUrl),
    clinicians: who,
    pool,
    replayer,
    warmupMs,
    durationMs: run.minutes * 60_000,
    timeoutMs: run.timeoutMs,
    importRecord: run.importRecord === undefined ? () => benchRecord({ observations: 150, encounters: 30, reports: 40, bytes: 1024 * 1024 }) : run.importRecord,
    ...(run.think ? { think: run.think } : {}),
  });
  clearTimeout(measuring);
  const seconds = result.measuredMs / 1000;
  const start = before ?? { servers: run.servers.map(() => 0), database: 0, machine: 0 };
  const resources: Resources = {
    servers: run.servers.map((server, index) => ({ cores: (treeCpuSeconds(server.pid) - start.servers[index]) / seconds, peakRssBytes: memory[index].windowPeak })),
    database: databaseMemory ? { cores: (databaseCpuSeconds() - start.database) / seconds, peakRssBytes: databaseMemory.peak() } : null,
    machineCores: (systemBusySeconds() - start.machine) / seconds,
  };
  for (const sampler of memory) sampler.stop();
  databaseMemory?.stop();
  const steps = stepFigures(result.outcomes, STEP_ORDER);
  return {
    users,
    staff: staffOf(run, users),
    measuredSeconds: Math.round(seconds),
    requests: result.outcomes.length,
    steps,
    skipped: Object.fromEntries(result.skipped),
    resources,
    met: steps.every((each) => stepMet(each, run.engine)) && result.skipped.size === 0,
  };
}

export async function runClinicWorkload(run: ClinicRun): Promise<{ levels: LevelResult[]; capacity: number | null; recorded: string[]; notRecorded: Array<{ name: string; why: string }> }> {
  const doctor = run.sessions.find((session) => session.role === 'doctor');
  const [lab, secondLab] = run.sessions.filter((session) => session.role === 'lab');
  if (!doctor) throw new Error('The workload needs a doctor signed in.');
  const baseUrl = run.servers[0].baseUrl;
  const doctorCookie = await cookieFor(doctor, run.sessionSecret, run.cookieName);
  const reader = { baseUrl, apiKey: run.apiKey, apiToken: run.apiToken, cookie: doctorCookie };
  // The writes are recorded once in a browser, as the first doctor and two scientists; the visits the recording checks
  // in and completes are no longer to be seen, so the levels' pools, read afterwards, do not offer them again.
  const sample = await findPool(reader, [{ me: 0, doctorId: doctor.doctorId }]);
  const own = sample.own.get(0);
  const value = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const recorded = await recordActions({
    baseUrl,
    doctor: { name: run.cookieName, value: value(doctorCookie) },
    ...(lab ? { labScientist: { name: run.cookieName, value: value(await cookieFor(lab, run.sessionSecret, run.cookieName)) } } : {}),
    ...(secondLab ? { secondLabScientist: { name: run.cookieName, value: value(await cookieFor(secondLab, run.sessionSecret, run.cookieName)) } } : {}),
    ids: { patientId: sample.patients.at(-1)!.id, appointmentId: own?.toCheckIn.at(-1), arrivedAppointmentId: own?.toComplete.at(-1) },
  });
  console.log(`Recorded ${recorded.actions.length} writes in the browser: ${recorded.actions.map((action) => action.name).join(', ') || 'none'}.`);
  for (const missing of recorded.missing) console.warn(`  not recorded: ${missing.name}: ${missing.why}`);
  const byName = new Map<string, RecordedAction>(recorded.actions.map((action) => [action.name, action]));
  const replayer: Replayer = {
    request: (name, values) => {
      const action = byName.get(name);
      return action ? replayRequest(action, values) : null;
    },
    answer: actionAnswer,
  };

  const levels: LevelResult[] = [];
  let capacity: number | null = null;
  const bookings = sample.bookings;
  for (const users of run.capacity ? capacityLevels(run.users) : [run.users]) {
    console.log(`\n${users} clinicians (${Object.entries(staffOf(run, users)).map(([role, count]) => `${count} ${role}`).join(', ')}) for ${run.minutes} min…`);
    const level = await runLevel(run, users, replayer, reader, bookings);
    levels.push(level);
    console.log(formatStepTable(level.steps, run.engine));
    console.log(formatResources(level.resources, level.requests, level.measuredSeconds * 1000));
    for (const [step, why] of Object.entries(level.skipped)) console.warn(`  not sent: ${step}: ${why}`);
    const worst = worstOver(level.steps, WORKLOAD_TARGETS.capacityP95Ms, run.engine);
    if (!run.capacity) break;
    if (worst) {
      console.log(`At ${users} clinicians "${worst.step}" has a p95 of ${Math.round(worst.p95Ms)} ms: past ${WORKLOAD_TARGETS.capacityP95Ms} ms.`);
      break;
    }
    capacity = users;
  }
  return { levels, capacity, recorded: recorded.actions.map((action) => action.name), notRecorded: recorded.missing };
}

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { startAppServer, SERVER_ENV, type AppServer } from './fixtures/app-server';
import { demoDatabaseTemplate } from './fixtures/servers';
import { runClinicWorkload, type BenchSession } from '../scripts/bench/workload/run-clinic';

// The bench's clinic workload (npm run bench -- --workload clinic) for a few seconds on a server of its own: the
// clinicians' accounts and sessions made before it starts, the writes recorded in the browser, then every role at
// work with short think times. Every step is answered as the step expects and the report's figures are computed;
// how fast is the bench's to say, never a test's.

let server: AppServer | null = null;
let dataDir = '';
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a few seconds of the clinic workload: doctors, the front desk and the lab, every step answered, the lab working on the orders the doctors placed', async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hms-workload-'));
  cpSync(demoDatabaseTemplate(), dataDir, { recursive: true });
  const fixtures = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/bench/clinician-fixtures.ts', '3', '1', '2'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(fixtures.status, fixtures.stderr).toBe(0);
  const sessions = JSON.parse(fixtures.stdout.trim().split('\n').at(-1)!) as BenchSession[];
  expect(sessions.map((session) => session.role)).toEqual(['doctor', 'doctor', 'doctor', 'front-desk', 'lab', 'lab']);

  server = await startAppServer({ DATA_DIR: dataDir, SESSION_IDLE_MINUTES: '720' });
  const pid = server.child.pid!;
  const result = await runClinicWorkload({
    servers: [{ baseUrl: server.baseURL, pid }],
    engine: 'pglite',
    // Three doctors, a clerk and two scientists (the connected system's FHIR reads and import have specs of their own).
    users: 7,
    minutes: 0.25,
    capacity: false,
    timeoutMs: 30_000,
    apiKey: SERVER_ENV.HOSPITAL_API_KEY,
    apiToken: SERVER_ENV.HOSPITAL_API_TOKEN,
    sessions,
    sessionSecret: SERVER_ENV.SESSION_SECRET,
    cookieName: '__Host-hms_session',
    systemToken: () => Promise.reject(new Error('no connected system in this test')),
    think: () => 30,
    importRecord: null,
    staffing: { doctor: 3, 'front-desk': 1, lab: 2, 'connected-system': 0 },
    // Counted from the first request: each clinician's first rounds send every step of its role (nextRound).
    warmupMs: 0,
  });

  expect(result.notRecorded).toEqual([]);
  expect(result.recorded.sort()).toEqual(
    ['book follow-up', 'check in', 'collect specimen', 'complete visit', 'enter results', 'order tests', 'record vitals', 'register patient', 'release results', 'write prescription'].sort(),
  );
  const [level] = result.levels;
  const failed = level.steps.filter((step) => step.errors > 0 || step.timeouts > 0).map((step) => `${step.step}: ${step.errorDetails.join('; ')}`);
  expect(failed).toEqual([]);
  const sent = level.steps.map((step) => step.step);
  // A doctor's consultation and day, the front desk's registration and booking, the lab's whole loop on the orders
  // the doctors placed during the run.
  for (const step of ['home', 'chart', 'chart tab', 'record vitals', 'write prescription', 'prescription PDF', 'order tests', 'book follow-up', 'check in', 'complete visit', 'register patient', 'book appointment', 'lab worklist', 'collect specimen', 'enter results', 'release results']) {
    expect(sent).toContain(step);
  }
  for (const step of level.steps) {
    expect(step.count).toBeGreaterThan(0);
    expect(step.p50Ms).toBeLessThanOrEqual(step.p95Ms);
    expect(step.p95Ms).toBeLessThanOrEqual(step.p99Ms);
  }
  expect(level.requests).toBe(level.steps.reduce((sum, step) => sum + step.count, 0));
  expect(level.resources.servers[0].peakRssBytes).toBeGreaterThan(0);
});

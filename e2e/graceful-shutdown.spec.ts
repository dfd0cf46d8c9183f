import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { TOKEN } from './fixtures/book-tomorrow';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';

// What a deploy or a container stop (SIGTERM) does to the production server, as `npm start` runs it
// (scripts/graceful-shutdown.cjs): the requests in flight are answered, the database is closed, the process
// exits 0, and every write it answered with a 2xx is there at the next start.

const started: AppServer[] = [];
test.afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

/**
 * The embedded database's state in its control file (PostgreSQL's pg_control, `state` at byte 16): 1 when it
 * was shut down properly, 6 while open, or after a stop that skipped the shutdown (the next start then recovers).
 */
const SHUT_DOWN = 1;
const controlState = (dataDir: string) => readFileSync(path.join(dataDir, 'global', 'pg_control')).readUInt32LE(16);

/** 30 bookings of new patients, Monday to Friday of a week in 2099, six 45-minute times a day. */
function bookings() {
  const days = ['2099-03-02', '2099-03-03', '2099-03-04', '2099-03-05', '2099-03-06'];
  const times = ['09:00', '09:45', '10:30', '11:15', '12:00', '12:45'];
  return days.flatMap((date, day) =>
    times.map((time, slot) => ({
      fullName: `Burst Patient ${String.fromCharCode(65 + day)}${String.fromCharCode(65 + slot)}`,
      email: uniqueEmail('burst'),
      phone: uniquePhone(),
      age: 40,
      gender: 'female',
      date,
      time,
      type: 'checkup',
      newPatient: true,
    })),
  );
}

/** The shutdown's first line (scripts/graceful-shutdown.cjs): how many requests were in flight when the signal came. */
function stoppingLine(stdout: string): { inFlight: number } {
  for (const line of stdout.split('\n')) {
    try {
      const entry = JSON.parse(line) as { msg?: string; inFlight?: number };
      if (entry.msg?.startsWith('stopping:') && typeof entry.inFlight === 'number') return { inFlight: entry.inFlight };
    } catch {
      // Not a JSON line.
    }
  }
  throw new Error(`The server logged no "stopping" line:\n${stdout}`);
}

type Outcome = { status: number; id?: number; patientId?: number; afterSignal: boolean } | { error: string };

let signalled = false;

async function post(baseURL: string, body: object): Promise<Outcome> {
  try {
    const response = await fetch(`${baseURL}/api/v1/appointments`, {
      method: 'POST',
      headers: { ...TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: { id: number; patientId: number } };
    return { status: response.status, id: json.data?.id, patientId: json.data?.patientId, afterSignal: signalled };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error) };
  }
}

test('SIGTERM during a burst of writes: the requests in flight are answered, exit 0, every answered write is kept', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-shutdown-'));
  try {
    const first = await startAppServer({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '20' });
    started.push(first);
    // The signal comes once the first booking is answered: the others are on their way or being served.
    const burst = bookings().map((body) => post(first.baseURL, body));
    await Promise.race(burst);
    signalled = true;
    first.child.kill('SIGTERM');
    const outcomes = await Promise.all(burst);
    expect(await first.exited).toBe(0);

    // A connection the server had not read a request from when it stopped listening is refused or reset (as
    // every server's is: a load balancer stops sending first); no request fails in any other way.
    for (const outcome of outcomes) if ('error' in outcome) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.error);
    // Every request the server had taken when the signal came was answered: at least as many answers came after the
    // signal as it had in flight then, and exit 0 says none was left when it closed. (A fast server has often
    // answered every request it took before the signal arrives: then it had none in flight, and the rest of the
    // burst was still in its listening socket's queue, reset as it closed.)
    const stopping = stoppingLine(first.output().stdout);
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.afterSignal).length).toBeGreaterThanOrEqual(stopping.inFlight);
    const created = outcomes.filter((outcome): outcome is { status: number; id: number; patientId: number; afterSignal: boolean } => 'status' in outcome && outcome.status === 201);
    expect(created.length).toBeGreaterThan(0);
    for (const outcome of outcomes) if ('status' in outcome) expect([201, 409]).toContain(outcome.status);
    // The database was closed properly: the next start needs no recovery.
    expect(controlState(dataDir)).toBe(SHUT_DOWN);

    const second = await startAppServer({ DATA_DIR: dataDir });
    started.push(second);
    for (const { id, patientId } of created) {
      const response = await fetch(`${second.baseURL}/api/v1/appointments?patientId=${patientId}`, { headers: TOKEN });
      const { data } = (await response.json()) as { data: Array<{ id: number }> };
      expect(data.map((appointment) => appointment.id)).toEqual([id]);
    }
    expect(`${second.output().stdout}${second.output().stderr}`).not.toMatch(/recover|not properly shut down|stale/i);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

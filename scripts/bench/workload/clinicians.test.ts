import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { work, type Clinician, type Replayer } from './clinicians';
import type { Pool } from './mix';
import { stepFigures } from './report';

/** A stand-in for the app: every page 200, the replayed write refused when asked, the chart failing. */
function standIn() {
  const seen: Array<{ method: string; url: string; cookie?: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', cookie: request.headers.cookie, body });
      if (request.url === '/doctor/patients/5') {
        response.writeHead(500).end('broken');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body.includes('refuse') ? 'refused' : 'ok');
    });
  });
  return { server, seen };
}

const pool = (): Pool => ({
  patients: [{ id: 5, number: 'P-000005', lastName: 'Okafor', phone: null }],
  toCheckIn: [],
  own: new Map(),
  prescriptionIds: [],
  admissionIds: [],
  wardIds: [],
  toCollect: [],
  toEnter: [],
  toRelease: [],
  bookings: { from: '2026-12-04', made: 0 },
});

describe('the clinicians at work', () => {
  const { server, seen } = standIn();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends each step with the clinician’s credentials, replays what was recorded, skips what was not, and names every error', async () => {
    const replayer: Replayer = {
      // Vitals are recorded; the prescription is a write the browser refused to record.
      request: (name, values) => (name === 'record vitals' ? { path: `/doctor/new-diagnosis?patient=${values.patientId}`, headers: { 'content-type': 'text/plain' }, body: values.patientId === '5' ? 'vitals' : 'refuse' } : null),
      answer: (_status, body) => (body === 'ok' ? { ok: true } : { ok: false, detail: 'the server said no' }),
    };
    const doctor: Clinician = { role: 'doctor', credentials: async () => ({ cookie: 'session=doctor' }) };
    // Draws of 0 make every round a consultation with every step in it: no step is left to chance.
    const result = await work({ baseUrls: [baseUrl], clinicians: [doctor, doctor], pool: pool(), replayer, warmupMs: 0, durationMs: 1000, timeoutMs: 2000, importRecord: null, think: () => 2, random: () => 0 });
    const steps = new Map(stepFigures(result.outcomes).map((figures) => [figures.step, figures]));
    expect(steps.get('home')).toMatchObject({ errors: 0 });
    expect(steps.get('record vitals')).toMatchObject({ errors: 0 });
    expect(steps.get('record vitals')!.count).toBeGreaterThan(0);
    expect(steps.has('write prescription')).toBe(false);
    expect(result.skipped.get('write prescription')).toBe('the write "write prescription" was not recorded');
    // The chart fails on the stand-in: an unexpected status is an error with its status.
    expect(steps.get('chart')?.errorDetails).toEqual(['status 500']);
    expect(seen.filter((request) => request.url.startsWith('/doctor')).every((request) => request.cookie === 'session=doctor')).toBe(true);
    expect(seen.some((request) => request.method === 'POST' && request.body === 'vitals')).toBe(true);
  });

  it('counts only what was sent after the warm-up', async () => {
    const replayer: Replayer = { request: () => null, answer: () => ({ ok: true }) };
    const doctor: Clinician = { role: 'doctor', credentials: async () => ({}) };
    const before = seen.length;
    const result = await work({ baseUrls: [baseUrl], clinicians: [doctor], pool: pool(), replayer, warmupMs: 300, durationMs: 300, timeoutMs: 2000, importRecord: null, think: () => 1 });
    expect(result.outcomes.length).toBeGreaterThan(0);
    expect(result.outcomes.every((outcome) => outcome.at >= 300)).toBe(true);
    expect(seen.length - before).toBeGreaterThan(result.outcomes.length);
  });
});

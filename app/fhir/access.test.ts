import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { and, eq, gt, sql } from 'drizzle-orm';
import { auditEvents, connectedSystems, fhirAccessTokens, fhirRequestCounts } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import { GET as searchObservations } from './Observation/route';
import { GET as readPatient } from './Patient/[id]/route';
import { GET as searchPatients } from './Patient/route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

/** Requests of a connected system carry its token and no session. */
beforeEach(() => {
  signedIn.current = null;
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const patients = (headers: Record<string, string>, query = '?_count=3') => searchPatients(new Request(`http://localhost/fhir/Patient${query}`, { headers }), undefined);
const outcomeOf = async (response: Response) => (await response.json()) as OperationOutcome;
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.last;

describe('a connected system on /fhir', () => {
  it('reads with its token, and each patient it was sent is in the trail under the system’s name', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Patient.rs', name: 'Reporting tool' });
    const token = await accessToken(system, 'system/Patient.rs');
    const before = await lastAuditId();
    const response = await patients(bearer(token));
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as Bundle;
    const shown = (bundle.entry ?? []).map((entry) => entry.resource!.id).sort();
    expect(shown).toHaveLength(3);
    const lines = await handle.db
      .select({ actorId: auditEvents.actorId, actor: auditEvents.actorEmail, patientId: auditEvents.patientId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(gt(auditEvents.id, before), eq(auditEvents.action, 'view')));
    expect(lines.map((line) => String(line.patientId)).sort()).toEqual(shown);
    expect(lines.every((line) => line.actorId === null && line.actor === 'Reporting tool (connected system)' && line.detail === 'through FHIR: GET /fhir/Patient')).toBe(true);

    const one = await readPatient(new Request(`http://localhost/fhir/Patient/${shown[0]}`, { headers: bearer(token) }), { params: Promise.resolve({ id: shown[0]! }) });
    expect(one.status).toBe(200);
  });

  it('is refused with 403, naming the scope, what its token does not allow; the refusal is in the trail', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Patient.rs system/Observation.r', name: 'Narrow system' });
    const token = await accessToken(system, 'system/Patient.rs system/Observation.r');
    const response = await searchObservations(new Request('http://localhost/fhir/Observation?patient=Patient/1', { headers: bearer(token) }), undefined);
    expect(response.status).toBe(403);
    const outcome = await outcomeOf(response);
    expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'forbidden', details: { text: expect.stringContaining('system/Observation.s') } });
    expect(r4Errors(outcome)).toEqual([]);
    const [line] = await handle.db
      .select({ action: auditEvents.action, outcome: auditEvents.outcome, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'connected-system'), eq(auditEvents.entityId, String(system.id)), eq(auditEvents.outcome, 'refused')));
    expect(line).toEqual({ action: 'view', outcome: 'refused', detail: 'scope denied: search Observation needs system/Observation.s' });
  });

  it('answers 401 invalid_token for a token unknown or expired, and for any token of a system disabled since', async () => {
    const unknown = await patients(bearer('not-a-token'));
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('WWW-Authenticate')).toBe('Bearer realm="fhir", error="invalid_token"');
    expect(r4Errors(await outcomeOf(unknown))).toEqual([]);
    expect((await patients({ Authorization: 'Basic abc' })).status).toBe(401);

    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const token = await accessToken(system, 'system/*.rs');
    expect((await patients(bearer(token))).status).toBe(200);
    await handle.db.update(connectedSystems).set({ enabled: false }).where(eq(connectedSystems.id, system.id));
    expect((await patients(bearer(token))).status).toBe(401);
    await handle.db.update(connectedSystems).set({ enabled: true }).where(eq(connectedSystems.id, system.id));
    await handle.db.update(fhirAccessTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(fhirAccessTokens.systemId, system.id));
    expect((await patients(bearer(token))).status).toBe(401);
  });

  it('holds a system to its requests per minute with 429 and Retry-After; another system is not held', async () => {
    process.env.FHIR_REQUESTS_PER_MINUTE = '3';
    resetEnvForTests();
    try {
      const busy = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
      const other = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
      const token = await accessToken(busy, 'system/*.rs');
      // Three requests already counted in this minute and the next (as another instance would have): whichever
      // minute the request falls in, it is the fourth.
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      await handle.db.insert(fhirRequestCounts).values([0, 1].map((ahead) => ({ systemId: busy.id, windowStart: new Date(minute + ahead * 60_000), count: 3 })));
      const held = await patients(bearer(token), '?_count=1');
      expect(held.status).toBe(429);
      const seconds = Number(held.headers.get('Retry-After'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      const outcome = await outcomeOf(held);
      expect(outcome.issue[0]).toMatchObject({ code: 'throttled', details: { text: expect.stringContaining('more than 3 requests this minute') } });
      expect(r4Errors(outcome)).toEqual([]);
      expect((await patients(bearer(await accessToken(other, 'system/*.rs')), '?_count=1')).status).toBe(200);
    } finally {
      delete process.env.FHIR_REQUESTS_PER_MINUTE;
      resetEnvForTests();
    }
  });

  it('leaves a doctor’s session as it was: no token, and it reads and searches', async () => {
    signedIn.current = { sessionId: 's', doctor: { id: 1, email: 'doctor@example.com' } as never };
    expect((await patients({})).status).toBe(200);
  });
});

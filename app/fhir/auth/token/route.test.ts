import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, connectedSystems, fhirAccessTokens } from '@/lib/db/schema';
import { acceptAssertionId } from '@/lib/fhir/smart/assertion-ids';
import { withFhirServer } from '@/tests/fhir-server';
import { assertionOf, makeKey, registerTestSystem, tokenForm, TOKEN_URL, type TestSystem } from '@/tests/smart-client';
import { GET, POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const ask = (body: string, headers: Record<string, string> = FORM) => POST(new Request(TOKEN_URL, { method: 'POST', headers, body }));
const askFor = async (system: TestSystem, scope: string, claims: Parameters<typeof assertionOf>[1] = {}) => ask(tokenForm(await assertionOf(system, claims), scope));
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: string; error_description: string }) });
const trailOf = (systemId: number) =>
  handle.db
    .select({ action: auditEvents.action, outcome: auditEvents.outcome, actor: auditEvents.actorEmail, detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'connected-system'), eq(auditEvents.entityId, String(systemId))))
    .orderBy(auditEvents.id);

describe('POST /fhir/auth/token (SMART Backend Services)', () => {
  it('gives a system with a valid assertion a 5-minute bearer token for what it asked, and writes the grant in the trail', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Patient.rs system/Observation.cruds', name: 'Lab One' });
    const response = await askFor(system, 'system/Patient.rs system/Observation.rs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number; scope: string };
    expect(body).toEqual({ access_token: expect.stringMatching(/^[\w-]{43}$/), token_type: 'bearer', expires_in: 300, scope: 'system/Patient.rs system/Observation.rs' });
    // Only a hash of the token is stored: the table holds nothing that opens the API.
    const stored = await handle.db.select().from(fhirAccessTokens).where(eq(fhirAccessTokens.systemId, system.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(body.access_token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    expect(await trailOf(system.id)).toEqual([{ action: 'sign-in', outcome: 'success', actor: 'Lab One (connected system)', detail: 'access token for system/Patient.rs system/Observation.rs' }]);
    const [row] = await handle.db.select({ lastUsedAt: connectedSystems.lastUsedAt }).from(connectedSystems).where(eq(connectedSystems.id, system.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('takes an RS384 key as well as an ES384 one', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs', alg: 'RS384' });
    expect((await askFor(system, 'system/*.rs')).status).toBe(200);
  });

  it('grants no more than the system was registered for: v1 and v2 scopes are read alike and narrowed', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Patient.rs system/Observation.cruds' });
    const wide = (await (await askFor(system, 'system/*.read system/*.write')).json()) as { scope: string };
    expect(wide.scope.split(' ').sort()).toEqual(['system/Observation.cud', 'system/Observation.rs', 'system/Patient.rs']);
    const v1 = (await (await askFor(system, 'system/Patient.read')).json()) as { scope: string };
    expect(v1.scope).toBe('system/Patient.read');
    const refused = await refusal(await askFor(system, 'system/Practitioner.rs launch openid'));
    expect(refused).toMatchObject({ status: 400, error: 'invalid_scope' });
    expect(refused.error_description).toContain('system/Patient.rs system/Observation.cruds');
  });

  it('refuses an assertion signed by another key, expired, for another audience, living past 5 minutes, or naming another subject', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const stranger = await makeKey('ES384');
    const cases: Array<[string, string]> = [
      [await assertionOf({ ...system, privateKey: stranger.privateKey }), "signature does not match"],
      [await assertionOf(system, { exp: Math.floor(Date.now() / 1000) - 120 }), 'has expired'],
      [await assertionOf(system, { aud: 'https://elsewhere.example/token' }), `aud must be the token endpoint, ${TOKEN_URL}`],
      [await assertionOf(system, { exp: '20m' }), 'expires more than 5 minutes from now'],
      [await assertionOf(system, { sub: 'someone-else' }), 'sub must be the client id'],
      [await assertionOf(system, { kid: 'not-registered' }), 'no registered key of this system matches'],
    ];
    for (const [assertion, reason] of cases) {
      const answer = await refusal(await ask(tokenForm(assertion, 'system/*.rs')));
      expect(answer).toMatchObject({ status: 401, error: 'invalid_client' });
      expect(answer.error_description).toContain(reason);
    }
    expect(await handle.db.select().from(fhirAccessTokens).where(eq(fhirAccessTokens.systemId, system.id))).toEqual([]);
  });

  it('never accepts one assertion twice', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const assertion = await assertionOf(system);
    expect((await ask(tokenForm(assertion, 'system/*.rs'))).status).toBe(200);
    const replay = await refusal(await ask(tokenForm(assertion, 'system/*.rs')));
    expect(replay).toMatchObject({ status: 401, error: 'invalid_client' });
    expect(replay.error_description).toContain('already used');
  });

  it('takes a jti once when two connections race for it (on PostgreSQL the pool runs them on two connections)', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const expires = new Date(Date.now() + 60_000);
    const taken = await Promise.all([acceptAssertionId(handle.db, system.id, 'raced', expires, new Date()), acceptAssertionId(handle.db, system.id, 'raced', expires, new Date())]);
    expect(taken.sort()).toEqual([false, true]);
  });

  it('refuses a disabled or unknown system, and counts refusals in the trail without flooding it', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs', name: 'Registry' });
    await handle.db.update(connectedSystems).set({ enabled: false }).where(eq(connectedSystems.id, system.id));
    for (let i = 0; i < 9; i += 1) expect(await refusal(await askFor(system, 'system/*.rs'))).toMatchObject({ status: 401, error: 'invalid_client', error_description: expect.stringContaining('disabled') });
    const lines = await trailOf(system.id);
    // The first refusal of the window is written; the 2nd to 9th only counted (the 10th would write again).
    expect(lines).toEqual([{ action: 'sign-in-failed', outcome: 'refused', actor: 'Registry (connected system)', detail: 'token request refused: this connected system is disabled' }]);

    const unknown = await refusal(await askFor({ ...system, clientId: 'no-such-client' }, 'system/*.rs'));
    expect(unknown).toMatchObject({ status: 401, error: 'invalid_client' });
    expect(unknown.error_description).toContain('no connected system has the client id no-such-client');
  });

  it('answers a malformed request in OAuth words and gives nothing', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const assertion = await assertionOf(system);
    expect(await refusal(await ask(tokenForm(assertion, 'system/*.rs', { grant_type: 'authorization_code' })))).toMatchObject({ status: 400, error: 'unsupported_grant_type' });
    expect(await refusal(await ask(tokenForm(assertion, 'system/*.rs', { client_assertion_type: 'secret' })))).toMatchObject({ status: 400, error: 'invalid_request' });
    expect(await refusal(await ask(tokenForm(assertion, '')))).toMatchObject({ status: 400, error: 'invalid_request', error_description: expect.stringContaining('scope is required') });
    expect(await refusal(await ask(JSON.stringify({ grant_type: 'client_credentials' }), { 'Content-Type': 'application/json' }))).toMatchObject({ status: 400, error: 'invalid_request' });
    expect(await refusal(await ask(`${tokenForm(assertion, 'system/*.rs')}&scope=system/*.cruds`))).toMatchObject({ status: 400, error_description: 'scope is sent more than once' });
    expect(await refusal(await ask('a='.padEnd(70_000, 'x')))).toMatchObject({ status: 413 });
    // None of these spent the assertion: it still gets its token.
    expect((await ask(tokenForm(assertion, 'system/*.rs'))).status).toBe(200);
    const get = await GET();
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });

  it('keeps no spent assertion ids or tokens beyond their end', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    await acceptAssertionId(handle.db, system.id, 'old', new Date(Date.now() - 1000), new Date(Date.now() - 2000));
    expect((await askFor(system, 'system/*.rs')).status).toBe(200);
    const [{ old }] = await handle.db.select({ old: sql<number>`count(*)::int` }).from(sql`fhir_assertion_ids`).where(sql`jti = 'old'`);
    expect(old).toBe(0);
  });
});

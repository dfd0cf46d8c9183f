import type { Bundle, Location, OperationOutcome } from '@medplum/fhirtypes';
import { gt, sql } from 'drizzle-orm';
import { wardsFixture, type WardsFixture } from '@/lib/admissions/fhir/testing';
import { auditEvents } from '@/lib/db/schema';
import { FHIR_READER, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { GET as readOne, POST as postOne } from './[id]/route';
import { GET, POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();
let fixture: WardsFixture;

beforeAll(async () => {
  fixture = await wardsFixture(handle.db);
});
afterEach(() => {
  signedIn.current = { sessionId: 's', doctor: FHIR_READER as Doctor };
});

const searchResponse = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/fhir/Location${query}`, { headers }), undefined);
const search = async (query: string) => (await (await searchResponse(query)).json()) as Bundle<Location>;
const read = (id: string, headers: Record<string, string> = {}) => readOne(new Request(`http://localhost/fhir/Location/${id}`, { headers }), { params: Promise.resolve({ id }) });
const idsOf = (bundle: Bundle) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id);
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.last;
const mine = () => [...Object.values(fixture.ward).map((id) => `ward-${id}`), ...Object.values(fixture.bed).map((id) => `bed-${id}`)];

describe('/fhir/Location', () => {
  it('serves the wards and beds as valid R4, paged by signed links across both tables, and writes no audit line', async () => {
    const before = await lastAuditId();
    const first = await search('?_count=200');
    expect(r4Errors(first)).toEqual([]);
    expect(idsOf(first)).toEqual(expect.arrayContaining(mine()));
    const found: string[] = [];
    for (let url: string | undefined = 'http://localhost/fhir/Location?_count=3'; url; ) {
      const bundle = (await (await GET(new Request(url), undefined)).json()) as Bundle<Location>;
      expect(bundle.total).toBe(first.total);
      found.push(...idsOf(bundle).map(String));
      url = bundle.link?.find((link) => link.relation === 'next')?.url;
    }
    expect(found).toEqual(idsOf(first));
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, before))).toEqual([]);
  });

  it('searches a ward’s free beds: partof, physical type and operational status', async () => {
    const bundle = await search(`?partof=Location/ward-${fixture.ward.a}&physical-type=bd&operational-status=U`);
    expect(idsOf(bundle)).toEqual([`bed-${fixture.bed.a4}`]);
    const [bed] = bundle.entry!.map((entry) => entry.resource!);
    expect(bed).toMatchObject({ name: 'Tulip Ward, bed 4', operationalStatus: { code: 'U', display: 'Unoccupied' }, partOf: { reference: `Location/ward-${fixture.ward.a}` } });
  });

  it('reads a ward and a bed by their ids; a plain id, another prefix or an unknown one is a 404 OperationOutcome', async () => {
    const ward = (await (await read(`ward-${fixture.ward.icu}`)).json()) as Location;
    expect(r4Errors(ward)).toEqual([]);
    expect(ward).toMatchObject({ name: 'Tulip ICU', physicalType: { coding: [{ code: 'wa' }] }, type: [{ coding: [{ code: 'ICU' }] }] });
    const bed = (await (await read(`bed-${fixture.bed.a1}`)).json()) as Location;
    expect(bed).toMatchObject({ operationalStatus: { code: 'O' }, status: 'active' });
    for (const id of [String(fixture.ward.a), `room-${fixture.ward.a}`, 'bed-99999999']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      const outcome = (await response.json()) as OperationOutcome;
      expect(r4Errors(outcome)).toEqual([]);
      expect(outcome.issue[0]!.details?.text).toBe(`Location/${id} is not known here.`);
    }
  });

  it('refuses what it cannot read with a 400 OperationOutcome; says what it ignored; takes GET alone', async () => {
    const badCount = await searchResponse('?_count=many');
    expect(badCount.status).toBe(400);
    expect(r4Errors((await badCount.json()) as OperationOutcome)).toEqual([]);
    const strict = await searchResponse('?near=6.5|3.3', { Prefer: 'handling=strict' });
    expect(strict.status).toBe(400);
    expect(await outcomeText(strict)).toContain('physical-type');
    const lenient = await search('?near=6.5|3.3&physical-type=wa&_count=200');
    expect(lenient.entry!.at(-1)!.resource).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-supported' }] });
    const cursor = new URL(lenient.link!.find((link) => link.relation === 'self')!.url!);
    cursor.searchParams.set('_cursor', 'forged');
    expect((await GET(new Request(cursor), undefined)).status).toBe(400);
    expect((await POST(new Request('http://localhost/fhir/Location', { method: 'POST' }))).status).toBe(405);
    expect((await postOne(new Request(`http://localhost/fhir/Location/ward-${fixture.ward.a}`, { method: 'POST' }))).status).toBe(405);
  });

  it('a system needs its Location scopes (s to search, r to read); a lab scientist’s session reads none of it', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Location.rs system/Patient.rs', name: 'Bed manager' });
    signedIn.current = null;
    const token = await accessToken(system, 'system/Location.rs');
    expect((await searchResponse('?physical-type=wa', { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await read(`bed-${fixture.bed.a2}`, { Authorization: `Bearer ${token}` })).status).toBe(200);
    const patientsOnly = await accessToken(system, 'system/Patient.rs');
    const refused = await searchResponse('', { Authorization: `Bearer ${patientsOnly}` });
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/Location.s');
    const readOnly = await accessToken(system, 'system/Location.r');
    expect((await searchResponse('', { Authorization: `Bearer ${readOnly}` })).status).toBe(403);
    expect((await read(`ward-${fixture.ward.a}`, { Authorization: `Bearer ${readOnly}` })).status).toBe(200);

    signedIn.current = { sessionId: 's', doctor: { ...FHIR_READER, role: 'lab-scientist' } as Doctor };
    expect((await searchResponse('')).status).toBe(403);
    expect((await read(`ward-${fixture.ward.a}`)).status).toBe(403);
  });
});

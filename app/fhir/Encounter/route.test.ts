import type { Bundle, Encounter } from '@medplum/fhirtypes';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { wardsFixture, type WardsFixture } from '@/lib/admissions/fhir/testing';
import { admissions, appointments, auditEvents, pastVisits } from '@/lib/db/schema';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { FHIR_READER, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import { GET as everything } from '../Patient/[id]/$everything/route';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();
let fixture: WardsFixture;

beforeAll(async () => {
  fixture = await wardsFixture(handle.db);
});
afterEach(() => {
  signedIn.current = { sessionId: 's', doctor: FHIR_READER as Doctor };
});

const searchResponse = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/fhir/Encounter${query}`, { headers }), undefined);
const search = async (query: string) => (await (await searchResponse(query)).json()) as Bundle<Encounter>;
const read = (id: string, headers: Record<string, string> = {}) => readOne(new Request(`http://localhost/fhir/Encounter/${id}`, { headers }), { params: Promise.resolve({ id }) });
const idsOf = (bundle: Bundle) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id!);
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.last;
const viewsSince = (id: number) =>
  handle.db
    .select({ patientId: auditEvents.patientId, detail: auditEvents.detail, actor: auditEvents.actorEmail })
    .from(auditEvents)
    .where(and(gt(auditEvents.id, id), eq(auditEvents.action, 'view')))
    .orderBy(asc(auditEvents.id));
const admission = (key: keyof WardsFixture['admission']) => `admission-${fixture.admission[key]}`;

/** Every match of a search, followed page by page through its signed next links. */
async function allPages(query: string): Promise<string[]> {
  const found: string[] = [];
  for (let url: string | undefined = `http://localhost/fhir/Encounter${query}`; url; ) {
    const bundle = (await (await GET(new Request(url), undefined)).json()) as Bundle<Encounter>;
    found.push(...idsOf(bundle));
    url = bundle.link?.find((link) => link.relation === 'next')?.url;
  }
  return found;
}

describe('/fhir/Encounter with the admissions', () => {
  it('pages the clinic’s visits, the visits elsewhere and the admissions together, each once, none left out', async () => {
    const visits = await handle.db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.status, ['arrived', 'completed']));
    const elsewhere = await handle.db.select({ id: pastVisits.id }).from(pastVisits);
    const admitted = await handle.db.select({ id: admissions.id }).from(admissions);
    const expected = [...visits.map(({ id }) => String(id)), ...elsewhere.map(({ id }) => `elsewhere-${id}`), ...admitted.map(({ id }) => `admission-${id}`)].sort();
    const whole = await allPages('?_count=200');
    expect([...whole].sort()).toEqual(expected);
    expect(await allPages('?_count=7')).toEqual(whole);
    const first = await search('?_count=7');
    expect(first.total).toBe(expected.length);
    expect(r4Errors(first)).toEqual([]);
  });

  it('finds the inpatients of a ward with their beds, valid R4, and writes one audit line per patient shown', async () => {
    const before = await lastAuditId();
    const bundle = await search(`?class=IMP&location=Location/ward-${fixture.ward.a}&status=in-progress`);
    expect(idsOf(bundle)).toEqual([admission('open')]);
    const [encounter] = bundle.entry!.map((entry) => entry.resource!);
    expect(r4Errors(encounter!)).toEqual([]);
    expect(encounter!.location!.at(-1)).toMatchObject({ location: { reference: `Location/bed-${fixture.bed.a1}`, display: 'Tulip Ward, bed 1' }, status: 'active' });
    expect(await viewsSince(before)).toEqual([{ patientId: fixture.patient.ada, detail: 'through FHIR: GET /fhir/Encounter', actor: FHIR_READER.email }]);
  });

  it('reads an admission by admission-{id} with its patient’s audit line; a plain id is a visit’s, not an admission’s', async () => {
    const before = await lastAuditId();
    const response = await read(admission('home'));
    expect(response.status).toBe(200);
    const encounter = (await response.json()) as Encounter;
    expect(r4Errors(encounter)).toEqual([]);
    expect(encounter).toMatchObject({ status: 'finished', class: { code: 'IMP' }, hospitalization: { dischargeDisposition: { coding: [{ code: 'home' }] } } });
    expect(await viewsSince(before)).toEqual([{ patientId: fixture.patient.bola, detail: `through FHIR: GET /fhir/Encounter/${admission('home')}`, actor: FHIR_READER.email }]);
    expect((await read('admission-99999999')).status).toBe(404);
    expect((await read(`admission-x${fixture.admission.home}`)).status).toBe(404);
  });

  it('puts a patient’s admissions in $everything', async () => {
    const response = await everything(new Request(`http://localhost/fhir/Patient/${fixture.patient.ada}/$everything?_type=Encounter`), { params: Promise.resolve({ id: String(fixture.patient.ada) }) });
    const bundle = (await response.json()) as Bundle;
    expect(idsOf(bundle)).toEqual([String(fixture.patient.ada), admission('open')]);
  });

  it('refuses a date it cannot read with a 400 OperationOutcome', async () => {
    const response = await searchResponse('?date=last-week&class=IMP');
    expect(response.status).toBe(400);
    expect(await outcomeText(response)).toContain('date must be a date');
  });

  it('a system needs Encounter’s scopes (a Location scope is not enough); a lab scientist reads none of it', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Encounter.rs system/Location.rs', name: 'Bed manager' });
    signedIn.current = null;
    const token = await accessToken(system, 'system/Encounter.rs');
    const before = await lastAuditId();
    expect((await searchResponse(`?patient=${fixture.patient.chidi}`, { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect(await viewsSince(before)).toEqual([{ patientId: fixture.patient.chidi, detail: 'through FHIR: GET /fhir/Encounter', actor: 'Bed manager (connected system)' }]);
    const locations = await accessToken(system, 'system/Location.rs');
    const refused = await read(admission('open'), { Authorization: `Bearer ${locations}` });
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/Encounter.r');

    signedIn.current = { sessionId: 's', doctor: { ...FHIR_READER, role: 'lab-scientist' } as Doctor };
    expect((await searchResponse('?class=IMP')).status).toBe(403);
    expect((await read(admission('open'))).status).toBe(403);
  });
});

import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import type { FhirPatient as Patient } from '@/lib/patients/fhir/patient';
import { asc, gt, sql } from 'drizzle-orm';
import { auditEvents, patients } from '@/lib/db/schema';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { withFhirServer } from '@/tests/fhir-server';
import { signedIn } from '@/tests/signed-in';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne, POST as postOne } from './[id]/route';
import { GET, PUT } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
const SYSTEM = 'http://localhost:3000/fhir/sid/patient-number';

const handle = withFhirServer();

const search = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/fhir/Patient${query}`, { headers }), undefined);
const follow = (url: string) => GET(new Request(url), undefined);
const read = (id: string) => readOne(new Request(`http://localhost/fhir/Patient/${id}`), { params: Promise.resolve({ id }) });
const bundleOf = async (response: Response) => {
  expect(response.headers.get('Content-Type')).toBe('application/fhir+json; charset=utf-8');
  return (await response.json()) as Bundle<Patient>;
};
const link = (bundle: Bundle, relation: string) => bundle.link?.find((one) => one.relation === relation)?.url;
const ids = (bundle: Bundle<Patient>) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id);
const rows = () => handle.db.select().from(patients).orderBy(asc(patients.id));
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0].last;

describe('GET /fhir/Patient', () => {
  it('without a session answers 401 with an OperationOutcome and how to authenticate', async () => {
    const reader = signedIn.current;
    signedIn.current = null;
    const response = await search('');
    signedIn.current = reader;
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="fhir"');
    const outcome = (await response.json()) as OperationOutcome;
    expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'login' });
    expect(r4Errors(outcome)).toEqual([]);
  });

  it('pages through every patient once, in id order, by its next links, and back by previous; the total counts them all', async () => {
    const all = (await rows()).map((row) => String(row.id));
    const seen: Array<string | undefined> = [];
    let bundle = await bundleOf(await search('?_count=25'));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: all.length });
    expect(link(bundle, 'previous')).toBeUndefined();
    const first = ids(bundle);
    seen.push(...first);
    for (let next = link(bundle, 'next'); next; next = link(bundle, 'next')) {
      bundle = await bundleOf(await follow(next));
      seen.push(...ids(bundle));
    }
    // The second page's previous link leads back to the first page.
    const second = await bundleOf(await follow(link(await bundleOf(await search('?_count=25')), 'next')!));
    expect(ids(await bundleOf(await follow(link(second, 'previous')!)))).toEqual(first);
    expect(seen).toEqual(all);
    expect(r4Errors(bundle)).toEqual([]);
  });

  it('refuses a page link moved to another search with 400, and a _count it cannot read', async () => {
    const next = link(await bundleOf(await search('?_count=5')), 'next')!;
    const moved = new URL(next);
    moved.searchParams.set('gender', 'female');
    const refused = await follow(moved.toString());
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as OperationOutcome).issue[0].details?.text).toMatch(/belongs to another search or was altered/);
    expect((await search('?_count=many')).status).toBe(400);
  });

  it('finds a patient by the patient number, under the clinic’s system or none, and nobody under another system', async () => {
    const [row] = await rows();
    const number = formatPatientNumber(row.patientNumber);
    for (const value of [number, `${SYSTEM}|${number}`, `|${number}`, String(row.patientNumber)]) {
      expect(ids(await bundleOf(await search(`?identifier=${encodeURIComponent(value)}`)))).toEqual([String(row.id)]);
    }
    expect((await bundleOf(await search(`?identifier=${encodeURIComponent(`urn:other|${number}`)}`))).total).toBe(0);
  });

  it('by name (every word, any order), family and given (their start), gender, and several values (a comma) as OR', async () => {
    const all = await rows();
    const [chinedu] = all.filter((row) => row.fullName === 'Chinedu Okafor');
    expect(ids(await bundleOf(await search('?name=okafor%20chinedu')))).toContain(String(chinedu.id));
    expect(ids(await bundleOf(await search('?family=OKA&given=chi')))).toContain(String(chinedu.id));
    expect(ids(await bundleOf(await search('?family=kafor')))).not.toContain(String(chinedu.id));
    const women = all.filter((row) => row.gender === 'female').map((row) => String(row.id));
    expect(ids(await bundleOf(await search('?gender=female&_count=200')))).toEqual(women);
    expect((await bundleOf(await search('?gender=female,male'))).total).toBe(all.filter((row) => row.gender !== 'other').length);
    expect((await bundleOf(await search('?gender=unknown'))).total).toBe(0);
  });

  it('by birthdate with eq, ge, le, gt and lt over the days the value names', async () => {
    const all = await rows();
    const count = (keep: (born: string) => boolean) => all.filter((row) => keep(row.dateOfBirth)).length;
    const total = async (query: string) => (await bundleOf(await search(query))).total;
    const year = all[0].dateOfBirth.slice(0, 4);
    expect(await total(`?birthdate=${year}`)).toBe(count((born) => born.startsWith(year)));
    expect(await total(`?birthdate=ge${year}`)).toBe(count((born) => born >= `${year}-01-01`));
    expect(await total(`?birthdate=gt${year}`)).toBe(count((born) => born > `${year}-12-31`));
    expect(await total(`?birthdate=le${year}-06`)).toBe(count((born) => born <= `${year}-06-30`));
    expect(await total(`?birthdate=lt${all[0].dateOfBirth}`)).toBe(count((born) => born < all[0].dateOfBirth));
    expect(await total(`?birthdate=ge1900&birthdate=lt1900`)).toBe(0);
    expect((await search('?birthdate=ne2000')).status).toBe(400);
  });

  it('by _id, several ids as OR; an id of another form matches nobody', async () => {
    const [first, second] = await rows();
    expect(ids(await bundleOf(await search(`?_id=${second.id},${first.id},abc`)))).toEqual([String(first.id), String(second.id)]);
    expect((await bundleOf(await search('?_id=abc'))).total).toBe(0);
    expect((await bundleOf(await search('?_id=99999999999999'))).total).toBe(0);
  });

  it('by phone typed any way, and telecom by phone or email', async () => {
    const [row] = await rows();
    const national = `0${row.phone.slice(4)}`;
    for (const query of [`?phone=${encodeURIComponent(row.phone)}`, `?phone=${national}`, `?telecom=phone|${national}`]) {
      expect(ids(await bundleOf(await search(query)))).toContain(String(row.id));
    }
    const withEmail = (await rows()).find((one) => one.email)!;
    expect(ids(await bundleOf(await search(`?telecom=email|${encodeURIComponent(withEmail.email!.toUpperCase())}`)))).toEqual([String(withEmail.id)]);
  });

  it('ignores a parameter it does not know and says so in the Bundle; with Prefer: handling=strict it is a 400', async () => {
    const bundle = await bundleOf(await search('?name=okafor&eye-colour=brown'));
    expect(bundle.total).toBeGreaterThan(0);
    expect(bundle.entry?.at(-1)).toMatchObject({ search: { mode: 'outcome' }, resource: { resourceType: 'OperationOutcome' } });
    const strict = await search('?name=okafor&eye-colour=brown', { Prefer: 'handling=strict' });
    expect(strict.status).toBe(400);
    expect(((await strict.json()) as OperationOutcome).issue[0].details?.text).toBe('Unknown search parameter: eye-colour. This server searches by _id, identifier, name, family, given, birthdate, gender, phone, telecom.');
  });

  it('answers 406 to a format it does not speak, and 405 to a method the address does not take', async () => {
    expect((await search('?_format=xml')).status).toBe(406);
    expect((await search('', { Accept: 'application/fhir+xml' })).status).toBe(406);
    const put = await PUT(new Request('http://localhost/fhir/Patient', { method: 'PUT' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('GET, POST');
    expect(((await put.json()) as OperationOutcome).resourceType).toBe('OperationOutcome');
    expect((await postOne(new Request('http://localhost/fhir/Patient/1', { method: 'POST' }))).status).toBe(405);
  });

  it('records one audit line per patient the page shows, as the signed-in doctor, naming FHIR and not the query', async () => {
    const before = await lastAuditId();
    const bundle = await bundleOf(await search('?gender=female&_count=7'));
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, before));
    expect(lines.map((line) => String(line.patientId)).sort()).toEqual(ids(bundle).sort());
    for (const line of lines) expect(line).toMatchObject({ actorId: 1, actorEmail: 'doctor@example.com', action: 'view', entity: 'patient', detail: 'through FHIR: GET /fhir/Patient' });
  });
});

describe('GET /fhir/Patient/{id}', () => {
  it('answers every seeded patient as valid R4: the patient number, name, telecom, birth date, address and next of kin', async () => {
    for (const row of await rows()) {
      const response = await read(String(row.id));
      expect(response.status).toBe(200);
      const patient = (await response.json()) as Patient;
      expect(r4Errors(patient)).toEqual([]);
      expect(patient).toMatchObject({ resourceType: 'Patient', id: String(row.id), gender: row.gender, birthDate: row.dateOfBirth, active: true });
      expect(patient.identifier).toEqual([expect.objectContaining({ system: SYSTEM, value: formatPatientNumber(row.patientNumber), type: expect.objectContaining({ coding: [expect.objectContaining({ code: 'MR' })] }) })]);
      expect(patient.telecom).toContainEqual({ system: 'phone', value: row.phone, use: 'mobile' });
      expect(patient.name?.[0].text).toBe(row.fullName);
    }
  });

  it('marks a birth date worked out from an age with the app’s extension', async () => {
    const [row] = await rows();
    await handle.db.update(patients).set({ dateOfBirthEstimated: true }).where(sql`${patients.id} = ${row.id}`);
    const patient = (await (await read(String(row.id))).json()) as Patient;
    expect(patient._birthDate?.extension).toEqual([{ url: 'https://hms.example.org/fhir/StructureDefinition/birth-date-estimated', valueBoolean: true }]);
    expect(r4Errors(patient)).toEqual([]);
    await handle.db.update(patients).set({ dateOfBirthEstimated: false }).where(sql`${patients.id} = ${row.id}`);
  });

  it('answers 404 with an OperationOutcome for an id it does not hold, of any form, and records nothing', async () => {
    const before = await lastAuditId();
    // 2147483648 is past the id columns' 32-bit integers: no id of ours, never a database error.
    for (const id of ['999999', 'abc', '1.5', '2147483648', '99999999999999']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as OperationOutcome).issue[0]).toMatchObject({ code: 'not-found', details: { text: `Patient/${id} is not known here.` } });
    }
    expect(await lastAuditId()).toBe(before);
  });
});

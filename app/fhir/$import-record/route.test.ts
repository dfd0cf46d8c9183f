import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { count, eq } from 'drizzle-orm';
import { patients, recordImports } from '@/lib/db/schema';
import { hospitalXRecord } from '@/lib/record-import/testing';
import { FHIR_READER, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import { POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

let writer: string;
let patientOnly: string;
beforeAll(async () => {
  const system = await registerTestSystem(handle.db, { scopes: 'system/*.cruds', name: 'Hospital X EHR' });
  writer = await accessToken(system, 'system/*.cruds');
  const registry = await registerTestSystem(handle.db, { scopes: 'system/Patient.crs', name: 'Registry' });
  patientOnly = await accessToken(registry, 'system/Patient.crs');
});

function send(body: unknown, { query = '', token = writer as string | null, type = 'application/fhir+json' } = {}) {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (token) headers.Authorization = `Bearer ${token}`;
  return POST(new Request(`http://localhost/fhir/$import-record${query}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }), undefined);
}

const issues = async (response: Response) => ((await response.json()) as OperationOutcome).issue.map((issue) => issue.details?.text ?? '');
const patientCount = async () => (await handle.db.select({ n: count() }).from(patients))[0]!.n;

describe('POST /fhir/$import-record', () => {
  it('imports a record: 201, the new patient’s address, and an OperationOutcome line a resource type', async () => {
    const response = await send(hospitalXRecord({ mrn: 'ROUTE-1', given: 'Halima', family: 'Sani', birthDate: '1979-08-30', phone: '+234 805 111 2233' }));
    expect(response.status).toBe(201);
    const location = response.headers.get('Location')!;
    expect(location).toMatch(/\/fhir\/Patient\/\d+$/);
    const outcome = (await response.json()) as OperationOutcome;
    expect(r4Errors(outcome)).toEqual([]);
    const lines = outcome.issue.map((issue) => issue.details?.text);
    expect(lines).toContain('Condition: 1 stored, 0 already there, 0 skipped');
    expect(lines).toContain('CarePlan: 0 stored, 0 already there, 1 skipped (not a record the clinic keeps)');
    expect(outcome.issue.every((issue) => issue.severity === 'information')).toBe(true);
    const patientId = Number(location.split('/').pop());
    const [imported] = await handle.db.select().from(recordImports).where(eq(recordImports.patientId, patientId));
    expect(imported).toMatchObject({ importedById: null, sourceName: 'Hospital X, Lagos' });

    // The same record again: 200, the same patient, nothing new.
    const again = await send(hospitalXRecord({ mrn: 'ROUTE-1', given: 'Halima', family: 'Sani', birthDate: '1979-08-30', phone: '+234 805 111 2233' }));
    expect(again.status).toBe(200);
    expect(again.headers.get('Location')).toBe(location);
    expect(await issues(again)).toContain('Condition: 0 stored, 1 already there, 0 skipped');
  });

  it('answers 409 naming the likely duplicates, and imports into the one chosen with ?patient=', async () => {
    const first = await send(hospitalXRecord({ mrn: 'ROUTE-2', given: 'Kunle', family: 'Ajayi', birthDate: '1966-02-14', phone: '+234 805 111 4455' }));
    const id = first.headers.get('Location')!.split('/').pop();
    const before = await patientCount();
    const other = hospitalXRecord({ mrn: 'ELSEWHERE-9', given: 'Kunle', family: 'Ajayi', birthDate: '1966-02-14', phone: '+234 805 111 4455' });
    const refused = await send(other);
    expect(refused.status).toBe(409);
    expect(await outcomeText(refused)).toMatch(new RegExp(`^This record's patient may be one already registered: Patient/${id} \\(P-\\d{6}, Kunle Ajayi, born 1966-02-14\\)`));
    expect(await patientCount()).toBe(before);
    const merged = await send(other, { query: `?patient=${id}` });
    expect(merged.status).toBe(200);
    expect(merged.headers.get('Location')).toMatch(new RegExp(`/Patient/${id}$`));
    const separate = await send(hospitalXRecord({ mrn: 'ELSEWHERE-10', given: 'Kunle', family: 'Ajayi', birthDate: '1966-02-14', phone: '+234 805 111 9999' }), { query: '?patient=new' });
    expect(separate.status).toBe(201);
  });

  it('refuses what is not one patient’s record, stores nothing, and says why', async () => {
    const before = await patientCount();
    const notJson = await send('{ "resourceType": "Bundle", ');
    expect(notJson.status).toBe(400);
    expect(await outcomeText(notJson)).toBe('The body is not valid JSON.');
    const searchset = await send({ resourceType: 'Bundle', type: 'searchset', entry: [] });
    expect(searchset.status).toBe(400);
    expect(await outcomeText(searchset)).toMatch(/^type: A record is a Bundle of type transaction, batch, collection, document/);
    const empty: Bundle = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'Condition', subject: {} } as never }] };
    const none = await send(empty);
    expect(none.status).toBe(422);
    expect(await outcomeText(none)).toBe('The Bundle holds no Patient: a record is one patient’s.');
    const two = hospitalXRecord({ mrn: 'TWO-1' });
    two.entry!.push(hospitalXRecord({ mrn: 'TWO-2' }).entry![0]!);
    const twice = await send(two);
    expect(twice.status).toBe(422);
    expect(await outcomeText(twice)).toBe('The Bundle holds 2 Patients: import one patient’s record at a time.');
    expect((await send(hospitalXRecord(), { query: '?patient=abc' })).status).toBe(400);
    expect((await send(hospitalXRecord(), { type: 'text/plain' })).status).toBe(415);
    expect(await patientCount()).toBe(before);
  });

  it('takes a system allowed to write every type, or a doctor’s session; refuses a system that may write only patients', async () => {
    const narrow = await send(hospitalXRecord({ mrn: 'SCOPE-1' }), { token: patientOnly });
    expect(narrow.status).toBe(403);
    expect(await outcomeText(narrow)).toMatch(/needs the scope system\/Observation/);
    signedIn.current = { sessionId: 's', doctor: FHIR_READER as never };
    const bySession = await send(hospitalXRecord({ mrn: 'SESSION-1', given: 'Bisi', family: 'Lawal', birthDate: '2001-12-01', phone: '+234 805 111 7788' }), { token: null });
    expect(bySession.status).toBe(201);
    const patientId = Number(bySession.headers.get('Location')!.split('/').pop());
    const [imported] = await handle.db.select().from(recordImports).where(eq(recordImports.patientId, patientId));
    expect(imported).toMatchObject({ importedById: FHIR_READER.id, importedBySystemId: null });
  });
});

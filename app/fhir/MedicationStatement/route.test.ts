import type { Bundle, MedicationStatement, OperationOutcome } from '@medplum/fhirtypes';
import { and, eq, gt, sql } from 'drizzle-orm';
import { auditEvents } from '@/lib/db/schema';
import { addMedication, importedPatient, type ImportedPatient } from '@/lib/fhir/import-testing';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET, POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

let fixture: ImportedPatient;
let taken: number;
let prescribed: number;

beforeAll(async () => {
  fixture = await importedPatient(handle.db);
  taken = await addMedication(handle.db, { patientId: fixture.patientId, importId: fixture.bySystem, kind: 'statement', name: 'Amlodipine 5 mg', status: 'active', startedOn: '2021-05-01', dosage: '1 tablet daily' });
  prescribed = await addMedication(handle.db, { patientId: fixture.patientId, importId: fixture.bySystem, kind: 'request', name: 'Amoxicillin 500 mg', status: 'completed', prescriber: 'Dr. Ana Lima' });
});

const search = (query: string) => GET(new Request(`http://localhost/fhir/MedicationStatement${query}`), undefined);
const read = (id: string) => readOne(new Request(`http://localhost/fhir/MedicationStatement/${id}`), { params: Promise.resolve({ id }) });
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.last;

describe('/fhir/MedicationStatement', () => {
  it("answers a patient's statements as a valid searchset (the requests are MedicationRequests), with the patient's audit line", async () => {
    const before = await lastAuditId();
    const bundle = (await (await search(`?subject=Patient/${fixture.patientId}&_include=MedicationStatement:patient`)).json()) as Bundle;
    expect(r4Errors(bundle)).toEqual([]);
    expect(bundle.entry!.map((entry) => `${entry.search?.mode} ${entry.resource!.resourceType}/${entry.resource!.id}`)).toEqual([
      `match MedicationStatement/${taken}`,
      `include Patient/${fixture.patientId}`,
    ]);
    expect((bundle.entry![0]!.resource as MedicationStatement).informationSource).toEqual({ display: 'Lagos HIE' });
    const lines = await handle.db.select({ patientId: auditEvents.patientId, detail: auditEvents.detail }).from(auditEvents).where(and(gt(auditEvents.id, before), eq(auditEvents.action, 'view')));
    expect(lines).toEqual([{ patientId: fixture.patientId, detail: 'through FHIR: GET /fhir/MedicationStatement' }]);
  });

  it('reads one by id; a medicine that came as a request, or none, is 404', async () => {
    const one = await read(String(taken));
    expect(one.status).toBe(200);
    expect(r4Errors((await one.json()) as MedicationStatement)).toEqual([]);
    for (const id of [String(prescribed), `history-${prescribed}`, '999999']) {
      const missing = await read(id);
      expect(missing.status).toBe(404);
      expect(r4Errors((await missing.json()) as OperationOutcome)).toEqual([]);
    }
  });

  it('takes no write', async () => {
    expect((await POST(new Request('http://localhost/fhir/MedicationStatement', { method: 'POST', body: '{}' }))).status).toBe(405);
  });
});

import type { Bundle, Immunization, OperationOutcome } from '@medplum/fhirtypes';
import { and, eq, gt, sql } from 'drizzle-orm';
import { auditEvents } from '@/lib/db/schema';
import { addImmunization, importedPatient, type ImportedPatient } from '@/lib/fhir/import-testing';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import { GET as readOne } from './[id]/route';
import { GET, POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

let fixture: ImportedPatient;
let flu: number;
let voided: number;

beforeAll(async () => {
  fixture = await importedPatient(handle.db);
  flu = await addImmunization(handle.db, { patientId: fixture.patientId, importId: fixture.byDoctor, codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '140', vaccine: 'Influenza', status: 'completed', givenOn: '2024-10-02', doseNumber: '1' });
  voided = await addImmunization(handle.db, { patientId: fixture.patientId, importId: fixture.byDoctor, vaccine: 'Influenza', status: 'completed', givenOn: '2023-10-01', voidedAt: new Date(), voidReason: 'Twice' });
});

const search = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/fhir/Immunization${query}`, { headers }), undefined);
const read = (id: string) => readOne(new Request(`http://localhost/fhir/Immunization/${id}`), { params: Promise.resolve({ id }) });
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.last;

describe('/fhir/Immunization', () => {
  it("answers a patient's immunizations as a valid searchset, with one audit line for the patient shown", async () => {
    const before = await lastAuditId();
    const response = await search(`?patient=Patient/${fixture.patientId}`);
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as Bundle<Immunization>;
    expect(r4Errors(bundle)).toEqual([]);
    expect(bundle.total).toBe(1);
    expect(bundle.entry!.map((entry) => entry.resource!.id)).toEqual([String(flu)]);
    expect(bundle.entry![0]!.resource!.meta?.tag?.[0]?.display).toBe('Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi');
    const lines = await handle.db.select({ patientId: auditEvents.patientId, detail: auditEvents.detail }).from(auditEvents).where(and(gt(auditEvents.id, before), eq(auditEvents.action, 'view')));
    expect(lines).toEqual([{ patientId: fixture.patientId, detail: 'through FHIR: GET /fhir/Immunization' }]);
  });

  it('brings the patient with _include=Immunization:patient', async () => {
    const bundle = (await (await search(`?patient=${fixture.patientId}&_include=Immunization:patient`)).json()) as Bundle;
    expect(bundle.entry!.map((entry) => `${entry.search?.mode} ${entry.resource!.resourceType}/${entry.resource!.id}`)).toEqual([`match Immunization/${flu}`, `include Patient/${fixture.patientId}`]);
  });

  it('reads one by id, a voided one as entered-in-error; 404 for none', async () => {
    const one = await read(String(flu));
    expect(one.status).toBe(200);
    expect(r4Errors((await one.json()) as Immunization)).toEqual([]);
    expect(((await (await read(String(voided))).json()) as Immunization).status).toBe('entered-in-error');
    for (const id of ['999999', 'abc', `history-${flu}`]) {
      const missing = await read(id);
      expect(missing.status).toBe(404);
      expect(r4Errors((await missing.json()) as OperationOutcome)).toEqual([]);
    }
  });

  it('takes no write (405), and a system needs its scope (403 naming system/Immunization.s)', async () => {
    expect((await POST(new Request('http://localhost/fhir/Immunization', { method: 'POST', body: '{}' }))).status).toBe(405);
    const system = await registerTestSystem(handle.db, { scopes: 'system/Patient.rs' });
    const token = await accessToken(system, 'system/Patient.rs');
    const reader = signedIn.current;
    signedIn.current = null;
    try {
      const refused = await search(`?patient=${fixture.patientId}`, { Authorization: `Bearer ${token}` });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as OperationOutcome).issue[0]!.details!.text).toContain('system/Immunization.s');
    } finally {
      signedIn.current = reader;
    }
  });
});

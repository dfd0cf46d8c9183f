import type { Bundle, Condition, Encounter, MedicationRequest, Resource } from '@medplum/fhirtypes';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { appointments, diagnosisTests, prescriptionMedicines, prescriptions, recordImports } from '@/lib/db/schema';
import { addImmunization, addMedication, addPastVisit, addProblem } from '@/lib/fhir/import-testing';
import { patientRecordBundle } from '@/lib/fhir/record-download';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readCondition } from '../../../Condition/[id]/route';
import { GET as searchConditions } from '../../../Condition/route';
import { GET as readEncounter } from '../../../Encounter/[id]/route';
import { GET as searchEncounters } from '../../../Encounter/route';
import { GET as readMedicationRequest } from '../../../MedicationRequest/[id]/route';
import { GET as searchMedicationRequests } from '../../../MedicationRequest/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

// A patient of the seeded clinic, with diagnoses, prescriptions and visits of its own, whose record from another
// hospital was imported: what came in is served beside what the clinic recorded, and goes out with it.

let patientId: number;
const imported: Record<string, string> = {};
const voided: string[] = [];

/** The seeded patient with a diagnosis test, a prescription and a visit that took place. */
async function richPatient(): Promise<number> {
  const [row] = await handle.db
    .select({ patientId: diagnosisTests.patientId, n: count() })
    .from(diagnosisTests)
    .innerJoin(prescriptions, and(eq(prescriptions.patientId, diagnosisTests.patientId), isNull(prescriptions.voidedAt)))
    .innerJoin(appointments, and(eq(appointments.patientId, diagnosisTests.patientId), inArray(appointments.status, ['arrived', 'completed'])))
    .where(isNull(diagnosisTests.voidedAt))
    .groupBy(diagnosisTests.patientId)
    .orderBy(sql`count(*) desc`, diagnosisTests.patientId)
    .limit(1);
  return row!.patientId;
}

beforeAll(async () => {
  patientId = await richPatient();
  const [{ id: importId }] = await handle.db
    .insert(recordImports)
    .values({ patientId, sourceName: 'St Mary’s Hospital', importedAt: new Date('2026-03-10T10:00:00Z'), summary: {} })
    .returning({ id: recordImports.id });
  const db = handle.db;
  imported.problem = `Condition/problem-${await addProblem(db, { patientId, importId, name: 'Hypertension', clinicalStatus: 'active', onsetOn: '2019-03-02' })}`;
  imported.immunization = `Immunization/${await addImmunization(db, { patientId, importId, vaccine: 'MMR', status: 'completed', givenOn: '1991-05-20' })}`;
  imported.statement = `MedicationStatement/${await addMedication(db, { patientId, importId, kind: 'statement', name: 'Amlodipine', status: 'active' })}`;
  imported.request = `MedicationRequest/history-${await addMedication(db, { patientId, importId, kind: 'request', name: 'Amoxicillin', status: 'completed', prescriber: 'Dr. Ana Lima' })}`;
  imported.visit = `Encounter/elsewhere-${await addPastVisit(db, { patientId, importId, startedAt: new Date('2023-06-01T08:00:00Z'), status: 'finished', classCode: 'AMB' })}`;
  voided.push(
    `Condition/problem-${await addProblem(db, { patientId, importId, name: 'Migraine', clinicalStatus: 'active', voidedAt: new Date() })}`,
    `Immunization/${await addImmunization(db, { patientId, importId, vaccine: 'Flu', status: 'completed', givenOn: '2020-01-01', voidedAt: new Date() })}`,
    `MedicationStatement/${await addMedication(db, { patientId, importId, kind: 'statement', name: 'Aspirin', status: 'active', voidedAt: new Date() })}`,
    `MedicationRequest/history-${await addMedication(db, { patientId, importId, kind: 'request', name: 'Ibuprofen', status: 'active', voidedAt: new Date() })}`,
  );
});

const keyOf = (resource: Resource) => `${resource.resourceType}/${resource.id}`;
const link = (bundle: Bundle, relation: string) => bundle.link?.find((one) => one.relation === relation)?.url;
const matches = (bundle: Bundle) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => keyOf(entry.resource!));

/** Every page of `url` by its next links: the keys of its matches, each page checked as R4. */
async function walk(get: (request: Request) => Promise<Response>, url: string): Promise<string[]> {
  const seen: string[] = [];
  for (let next: string | undefined = url; next; ) {
    const bundle = (await (await get(new Request(next))).json()) as Bundle;
    expect(r4Errors(bundle)).toEqual([]);
    seen.push(...matches(bundle));
    next = link(bundle, 'next');
  }
  return seen;
}

const everything = (request: Request) => GET(request, { params: Promise.resolve({ id: String(patientId) }) });

describe("an imported record in the patient's whole record", () => {
  it('$everything gives back what came in beside what the clinic recorded, each type in its place, the voided left out', async () => {
    const all = await walk(everything, `http://localhost/fhir/Patient/${patientId}/$everything?_count=200`);
    expect(all[0]).toBe(`Patient/${patientId}`);
    expect(all).toEqual(expect.arrayContaining(Object.values(imported)));
    for (const key of voided) expect(all).not.toContain(key);
    // The clinic's own diagnoses, prescriptions and visits are still there, beside the imported ones.
    expect(all.some((key) => /^Condition\/(dt|rx)-\d+$/.test(key))).toBe(true);
    expect(all.some((key) => /^MedicationRequest\/\d+$/.test(key))).toBe(true);
    expect(all.some((key) => /^Encounter\/\d+$/.test(key))).toBe(true);
    const order = ['Patient', 'AllergyIntolerance', 'Condition', 'Observation', 'DiagnosticReport', 'DocumentReference', 'MedicationRequest', 'MedicationStatement', 'Immunization', 'Appointment', 'Encounter', 'ServiceRequest', 'Specimen'];
    const places = all.map((key) => order.indexOf(key.split('/')[0]!));
    expect(places).toEqual([...places].sort((one, other) => one - other));
    // A page running across the types and the two sides of a type gives the same record once.
    expect(await walk(everything, `http://localhost/fhir/Patient/${patientId}/$everything?_count=3`)).toEqual(all);
  });

  it('the chart\'s "Download record (FHIR)" holds the same record and the files of its documents, as a valid collection Bundle', async () => {
    const everyOne = await walk(everything, `http://localhost/fhir/Patient/${patientId}/$everything?_count=200`);
    const bundle = await patientRecordBundle(handle.db, patientId);
    expect(bundle?.type).toBe('collection');
    expect(r4Errors(bundle!)).toEqual([]);
    const keys = bundle!.entry!.map((entry) => keyOf(entry.resource!));
    // $everything's record, then each file a document names, in the Bundle, so that the record travels whole.
    expect(keys.slice(0, everyOne.length)).toEqual(everyOne);
    const files = keys.slice(everyOne.length);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((key) => key.startsWith('Binary/'))).toBe(true);
    const problem = bundle!.entry!.find((entry) => keyOf(entry.resource!) === imported.problem)!;
    expect(problem.fullUrl).toMatch(new RegExp(`/fhir/${imported.problem}$`));
    expect(problem.resource!.meta?.tag?.[0]?.display).toBe('Imported from St Mary’s Hospital on 10 Mar 2026');
  });

  it("searches of Condition, MedicationRequest and Encounter page through both sides once", async () => {
    for (const [get, type, mine] of [
      [searchConditions, 'Condition', imported.problem],
      [searchMedicationRequests, 'MedicationRequest', imported.request],
      [searchEncounters, 'Encounter', imported.visit],
    ] as const) {
      const whole = await walk((request) => get(request, undefined), `http://localhost/fhir/${type}?patient=${patientId}&_count=200`);
      expect(whole).toContain(mine);
      expect(whole.length).toBeGreaterThan(1);
      expect(await walk((request) => get(request, undefined), `http://localhost/fhir/${type}?patient=${patientId}&_count=1`)).toEqual(whole);
    }
  });

  it('reads each prefixed id, and the clinic\'s own ids still', async () => {
    const read = async (get: typeof readCondition, key: string) => {
      const id = key.split('/')[1]!;
      const response = await get(new Request(`http://localhost/fhir/${key}`), { params: Promise.resolve({ id }) });
      expect(response.status).toBe(200);
      const resource = (await response.json()) as Resource;
      expect(r4Errors(resource)).toEqual([]);
      return resource;
    };
    expect(((await read(readCondition, imported.problem!)) as Condition).category?.[0]?.coding?.[0]?.code).toBe('problem-list-item');
    expect(((await read(readEncounter, imported.visit!)) as Encounter).class.code).toBe('AMB');
    expect(((await read(readMedicationRequest, imported.request!)) as MedicationRequest).requester).toEqual({ display: 'Dr. Ana Lima' });
    expect(((await read(readCondition, voided[0]!)) as Condition).verificationStatus?.coding?.[0]?.code).toBe('entered-in-error');

    const [test] = await handle.db.select({ id: diagnosisTests.id }).from(diagnosisTests).where(eq(diagnosisTests.patientId, patientId)).limit(1);
    await read(readCondition, `Condition/dt-${test!.id}`);
    const [visit] = await handle.db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.patientId, patientId), inArray(appointments.status, ['arrived', 'completed']))).limit(1);
    await read(readEncounter, `Encounter/${visit!.id}`);
    const [medicine] = await handle.db.select({ id: prescriptionMedicines.id }).from(prescriptionMedicines).innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId)).where(eq(prescriptions.patientId, patientId)).limit(1);
    await read(readMedicationRequest, `MedicationRequest/${medicine!.id}`);

    for (const [get, key] of [[readCondition, 'Condition/problem-999999'], [readEncounter, 'Encounter/elsewhere-999999'], [readMedicationRequest, 'MedicationRequest/history-999999']] as const) {
      const id = key.split('/')[1]!;
      expect((await get(new Request(`http://localhost/fhir/${key}`), { params: Promise.resolve({ id }) })).status).toBe(404);
    }
  });
});

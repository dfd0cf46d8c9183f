import type { MedicationRequest, MedicationStatement } from '@medplum/fhirtypes';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addMedication, importedPatient, searchAll, type ImportedPatient } from '@/lib/fhir/import-testing';
import { r4Errors } from '@/tests/fhir-validator';
import { readFhirHistoryRequest, readFhirMedicationStatement } from './fhir';

let handle: DbHandle;
let fixture: ImportedPatient;
let medicine: Record<'amlodipine' | 'metformin' | 'undated' | 'voidedStatement' | 'amoxicillin' | 'salbutamol' | 'voidedRequest' | 'others', number>;

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importedPatient(handle.db);
  const { patientId, otherPatientId, byDoctor, bySystem } = fixture;
  const add = (values: Omit<Parameters<typeof addMedication>[1], 'patientId'> & { patientId?: number }) => addMedication(handle.db, { patientId, ...values });
  medicine = {
    amlodipine: await add({ importId: byDoctor, kind: 'statement', codeSystem: RXNORM, code: '197361', name: 'Amlodipine 5 MG Oral Tablet', dosage: '1 tablet daily', status: 'active', startedOn: '2021-05-01', recordedOn: '2024-02-10', reason: 'Hypertension' }),
    metformin: await add({ importId: bySystem, kind: 'statement', codeSystem: RXNORM, code: '860975', name: 'Metformin 500 MG', status: 'completed', startedOn: '2018-01-01', endedOn: '2019-06-30' }),
    undated: await add({ importId: bySystem, kind: 'statement', name: 'Vitamin D', status: 'whatever' }),
    voidedStatement: await add({ importId: byDoctor, kind: 'statement', name: 'Aspirin', status: 'active', startedOn: '2020-01-01', voidedAt: new Date('2026-11-29T08:00:00Z'), voidReason: 'Not this patient’s' }),
    amoxicillin: await add({ importId: byDoctor, kind: 'request', codeSystem: RXNORM, code: '308182', name: 'Amoxicillin 500 MG', dosage: '500 mg three times a day', status: 'stopped', startedOn: '2022-01-05', endedOn: '2022-01-12', recordedOn: '2022-01-05', prescriber: 'Dr. Ana Lima', reason: 'Otitis media' }),
    salbutamol: await add({ importId: bySystem, kind: 'request', name: 'Salbutamol inhaler', status: 'active', recordedOn: '2025-03-03' }),
    voidedRequest: await add({ importId: bySystem, kind: 'request', name: 'Ibuprofen', status: 'active', recordedOn: '2025-03-03', voidedAt: new Date('2026-11-29T08:00:00Z'), voidReason: 'Wrong record' }),
    others: await add({ patientId: otherPatientId, importId: bySystem, kind: 'statement', name: 'Lisinopril', status: 'active', startedOn: '2024-01-01' }),
  };
});
afterAll(() => handle.close());

const statements = async (query: string) => (await searchAll(handle.db, 'MedicationStatement', query)).resources.map((one) => one.id);
const requests = async (query: string) => (await searchAll(handle.db, 'MedicationRequest', query)).resources.map((one) => one.id);
const id = (key: keyof typeof medicine) => String(medicine[key]);
const history = (key: keyof typeof medicine) => `history-${medicine[key]}`;

describe('the medication history as MedicationStatements', () => {
  it("answers a patient's statements (never the requests), valid R4, each saying where it came from", async () => {
    const found = await searchAll(handle.db, 'MedicationStatement', `patient=Patient/${fixture.patientId}`);
    expect(found.resources.map((one) => one.id)).toEqual([id('amlodipine'), id('metformin'), id('undated')]);
    expect(found.total).toBe(3);
    expect(found.patients).toEqual([fixture.patientId, fixture.patientId, fixture.patientId]);
    for (const statement of found.resources) expect(r4Errors(statement)).toEqual([]);
    const [amlodipine, metformin, undated] = found.resources as MedicationStatement[];
    expect(amlodipine).toMatchObject({
      meta: { tag: [{ code: String(fixture.byDoctor), display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'active',
      medicationCodeableConcept: { coding: [{ system: RXNORM, code: '197361' }], text: 'Amlodipine 5 MG Oral Tablet' },
      effectivePeriod: { start: '2021-05-01' },
      dateAsserted: '2024-02-10',
      informationSource: { display: 'St Mary’s Hospital' },
      dosage: [{ text: '1 tablet daily' }],
      reasonCode: [{ text: 'Hypertension' }],
    });
    expect(metformin).toMatchObject({ status: 'completed', effectivePeriod: { start: '2018-01-01', end: '2019-06-30' }, informationSource: { display: 'Lagos HIE' } });
    expect(undated.status).toBe('unknown');
  });

  it('leaves out a voided statement unless status asks for entered-in-error; status reads the served words', async () => {
    expect(await statements('')).not.toContain(id('voidedStatement'));
    expect(await statements('status=entered-in-error')).toEqual([id('voidedStatement')]);
    expect(await statements('status=active')).toEqual([id('amlodipine'), id('others')]);
    expect(await statements('status=unknown')).toEqual([id('undated')]);
    expect(await statements('status=completed,stopped')).toEqual([id('metformin')]);
  });

  it('searches by the days it was taken (effective), code and _id', async () => {
    // Amlodipine runs on from 2021; metformin was taken through 2018 into mid-2019; the undated one matches no day.
    expect(await statements('effective=2019-03-01')).toEqual([id('metformin')]);
    expect(await statements('effective=2022')).toEqual([id('amlodipine')]);
    expect(await statements('effective=ge2019-07-01')).toEqual([id('amlodipine'), id('others')]);
    expect(await statements('effective=le2018-12-31')).toEqual([id('metformin')]);
    expect(await statements('effective=lt2018-01-01')).toEqual([]);
    expect(await statements('effective=gt2030')).toEqual([id('amlodipine'), id('others')]);
    expect(await statements(`code=${RXNORM}|860975`)).toEqual([id('metformin')]);
    expect(await statements(`_id=${medicine.amlodipine},${medicine.amoxicillin}`)).toEqual([id('amlodipine')]);
  });

  it('reads a statement by its id, a voided one too; a request is no statement', async () => {
    expect((await readFhirMedicationStatement(handle.db, medicine.voidedStatement))?.name).toBe('Aspirin');
    expect(await readFhirMedicationStatement(handle.db, medicine.amoxicillin)).toBeUndefined();
  });
});

describe('medicines prescribed elsewhere as MedicationRequests beside the prescriptions', () => {
  it("answers a patient's requests as history-{id}, valid R4, reported by the record they came from", async () => {
    const found = await searchAll(handle.db, 'MedicationRequest', `patient=${fixture.patientId}`);
    expect(found.resources.map((one) => one.id)).toEqual([history('amoxicillin'), history('salbutamol')]);
    expect(found.total).toBe(2);
    expect(found.patients).toEqual([fixture.patientId, fixture.patientId]);
    for (const request of found.resources) expect(r4Errors(request)).toEqual([]);
    const [amoxicillin, salbutamol] = found.resources as MedicationRequest[];
    expect(amoxicillin).toMatchObject({
      meta: { tag: [{ display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'stopped',
      intent: 'order',
      reportedReference: { display: 'St Mary’s Hospital' },
      requester: { display: 'Dr. Ana Lima' },
      authoredOn: '2022-01-05',
    });
    expect(salbutamol).toMatchObject({ status: 'active', reportedReference: { display: 'Lagos HIE' } });
    expect(salbutamol.requester).toBeUndefined();
  });

  it('leaves out a voided request unless status asks for entered-in-error; searches by authoredon and _id', async () => {
    expect(await requests('')).not.toContain(history('voidedRequest'));
    expect(await requests('status=entered-in-error')).toEqual([history('voidedRequest')]);
    expect(await requests('status=stopped')).toEqual([history('amoxicillin')]);
    expect(await requests('authoredon=2025-03-03')).toEqual([history('salbutamol')]);
    expect(await requests('authoredon=lt2023')).toEqual([history('amoxicillin')]);
    expect(await requests(`_id=${history('salbutamol')}`)).toEqual([history('salbutamol')]);
    expect(await requests(`_id=${medicine.salbutamol}`)).toEqual([]);
  });

  it("a parameter only the clinic's prescriptions take (requester) reads no history", async () => {
    expect(await requests('requester=Practitioner/1')).toEqual([]);
  });

  it('reads a request by history-{id}, a voided one too; a statement is no request', async () => {
    expect((await readFhirHistoryRequest(handle.db, history('voidedRequest')))?.name).toBe('Ibuprofen');
    expect(await readFhirHistoryRequest(handle.db, history('amlodipine'))).toBeUndefined();
    expect(await readFhirHistoryRequest(handle.db, String(medicine.salbutamol))).toBeUndefined();
  });
});

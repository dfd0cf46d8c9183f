import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Bundle, DiagnosticReport, Observation, OperationOutcome, Resource } from '@medplum/fhirtypes';
import { and, asc, count, eq } from 'drizzle-orm';
import { auditEvents, labOrders, labResults, labTests } from '@/lib/db/schema';
import { labOrdersInEveryState, orderedTestIds, type LabFixture } from '@/lib/lab/fhir/testing';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem, type TestSystem } from '@/tests/smart-client';
import { GET as readReport } from './DiagnosticReport/[id]/route';
import { POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

/** Records made elsewhere (tests/fixtures/fhir/README.md): US Core's laboratory examples. */
const fixture = <T extends Resource>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as T;
const usCoreHaemoglobin = fixture<Observation>('us-core-observation-cbc-hemoglobin.json');
const usCoreGlucose = fixture<Observation>('us-core-observation-serum-glucose.json');
const usCoreReport = fixture<DiagnosticReport>('us-core-diagnosticreport-cbc.json');
const usCoreSpecimen = fixture<Resource>('us-core-specimen-whole-blood.json');

let lab: LabFixture;
let system: TestSystem;
let sender: string;
beforeAll(async () => {
  lab = await labOrdersInEveryState(handle.db);
  system = await registerTestSystem(handle.db, { scopes: 'system/DiagnosticReport.crs system/Observation.crs system/ServiceRequest.rs', name: 'Outside lab' });
  sender = await accessToken(system, 'system/DiagnosticReport.c system/Observation.c');
});

const post = (body: unknown, token = () => sender) =>
  POST(new Request('http://localhost/fhir', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json', Authorization: `Bearer ${token()}` }, body: JSON.stringify(body) }), undefined);

/** An order of the fixture's woman, placed now, and its ordered tests (its ServiceRequests) by catalogue code. */
async function orderOf(codes: string[], patientId = lab.patientId) {
  const placed = await placeOrder(handle.db, { patientId, testIds: codes.map((code) => lab.test[code]!), priority: 'routine', note: '' }, { doctorId: lab.doctorId });
  if (!placed.ok) throw new Error(placed.reason);
  const requests = await orderedTestIds(handle.db, placed.id);
  return { id: placed.id, number: placed.number, request: Object.fromEntries(codes.map((code, index) => [code, requests[index]!])) };
}

const entry = (fullUrl: string, resource: Resource) => ({ fullUrl, resource, request: { method: 'POST', url: resource.resourceType } });
const transaction = (...entries: ReturnType<typeof entry>[]) => ({ resourceType: 'Bundle', type: 'transaction', entry: entries });
/** A US Core result made ours: of our patient, its other system's references left out. */
const result = (observation: Observation, changes: Partial<Observation> = {}): Observation => ({ ...observation, id: undefined, subject: { reference: `Patient/${lab.patientId}` }, specimen: undefined, ...changes });
const report = (serviceRequest: number, results: string[], changes: Partial<DiagnosticReport> = {}): DiagnosticReport => ({
  ...usCoreReport,
  id: undefined,
  subject: { reference: `Patient/${lab.patientId}` },
  encounter: undefined,
  basedOn: [{ reference: `ServiceRequest/${serviceRequest}` }],
  result: results.map((reference) => ({ reference })),
  ...changes,
});
const specimen = (collected = new Date()) => ({ ...usCoreSpecimen, id: undefined, subject: { reference: `Patient/${lab.patientId}` }, collection: { collectedDateTime: collected.toISOString() } }) as Resource;

const orderRow = async (id: number) => (await handle.db.select().from(labOrders).where(eq(labOrders.id, id)))[0]!;
const resultsOf = (orderId: number) =>
  handle.db
    .select({ code: labTests.code, valueNumber: labResults.valueNumber, valueText: labResults.valueText, unit: labResults.unit, flag: labResults.flag, enteredBySystemId: labResults.enteredBySystemId })
    .from(labResults)
    .innerJoin(labTests, eq(labTests.id, labResults.testId))
    .where(eq(labResults.orderId, orderId))
    .orderBy(asc(labResults.id));
const linesOf = async (orderId: number) => (await handle.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entity, 'lab-order'), eq(auditEvents.entityId, String(orderId)))))[0]!.n;

describe('POST /fhir: a laboratory’s results as a transaction Bundle', () => {
  it('fulfils the order: the specimen taken, US Core’s results kept in the clinic’s units, the lab’s interpretation kept, released as verified by the lab', async () => {
    const order = await orderOf(['haemoglobin', 'glucose-random']);
    const bundle = transaction(
      entry('urn:uuid:specimen-1', specimen()),
      entry('urn:uuid:report-hb', report(order.request.haemoglobin!, ['urn:uuid:hb'])),
      // US Core's haemoglobin: 17 g/dL, which the lab calls Normal (the clinic's range for this woman would say High).
      entry('urn:uuid:hb', result(usCoreHaemoglobin)),
      entry('urn:uuid:report-glucose', report(order.request['glucose-random']!, ['urn:uuid:glucose'], { code: { coding: [{ system: 'http://loinc.org', code: '2345-7' }] } })),
      // US Core's glucose is 2345-7 in mg/dL; the clinic's 14749-6 in mmol/L. Sent with no interpretation.
      entry('urn:uuid:glucose', result(usCoreGlucose, { valueQuantity: { value: 250, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' }, interpretation: undefined })),
    );
    const response = await post(bundle);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Bundle;
    expect(r4Errors(answer)).toEqual([]);
    expect(answer.type).toBe('transaction-response');
    const [hbResult, glucoseResult] = await handle.db.select({ id: labResults.id }).from(labResults).where(eq(labResults.orderId, order.id)).orderBy(asc(labResults.id));
    expect(answer.entry!.map((one) => one.response)).toEqual([
      { status: '201 Created', location: `Specimen/${order.id}` },
      { status: '201 Created', location: `DiagnosticReport/lab-${order.request.haemoglobin}` },
      { status: '201 Created', location: `Observation/lab-${hbResult!.id}` },
      { status: '201 Created', location: `DiagnosticReport/lab-${order.request['glucose-random']}` },
      { status: '201 Created', location: `Observation/lab-${glucoseResult!.id}` },
    ]);
    for (const one of answer.entry!) expect(r4Errors(one.resource!)).toEqual([]);

    expect(await resultsOf(order.id)).toEqual([
      { code: 'haemoglobin', valueNumber: 17, valueText: null, unit: 'g/dL', flag: 'normal', enteredBySystemId: system.id },
      { code: 'glucose-random', valueNumber: 13.9, valueText: null, unit: 'mmol/L', flag: 'high', enteredBySystemId: system.id },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', accession: '20220927-00126', collectedById: null, resultedById: null, verifiedById: null, verifiedBySystemId: system.id, selfVerified: false });
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'lab-order'), eq(auditEvents.entityId, String(order.id))));
    expect(line).toMatchObject({ action: 'update', patientId: lab.patientId, actorId: null, actorEmail: 'Outside lab (connected system)' });
    expect(line!.detail).toContain('2 results from an outside laboratory through FHIR, specimen taken, verified and released');

    const read = (await (await readReport(new Request(`http://localhost/fhir/DiagnosticReport/lab-${order.request.haemoglobin}`), { params: Promise.resolve({ id: `lab-${order.request.haemoglobin}` }) })).json()) as DiagnosticReport;
    expect(read).toMatchObject({ status: 'final', performer: [{ type: 'Organization', display: 'Outside lab (connected system)' }], result: [{ reference: `Observation/lab-${hbResult!.id}` }] });
  });

  it('converts a haemoglobin of 62 g/L into 6.2 g/dL and flags it from the clinic’s ranges when the lab sends none', async () => {
    const order = await orderOf(['haemoglobin']);
    const response = await post(
      transaction(
        entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { effectiveDateTime: new Date().toISOString() })),
        entry('urn:uuid:o', result(usCoreHaemoglobin, { valueQuantity: { value: 62, unit: 'g/L', system: 'http://unitsofmeasure.org', code: 'g/L' }, interpretation: undefined })),
      ),
    );
    expect(response.status).toBe(200);
    expect(await resultsOf(order.id)).toEqual([expect.objectContaining({ valueNumber: 6.2, unit: 'g/dL', flag: 'critical-low' })]);
    // With no Specimen in the Bundle, the report's effective time is when it was taken, and the order number its accession.
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', accession: `LAB-${String(order.number).padStart(6, '0')}` });
    // What follows a release ran in the same transaction: the critical result's notice to the ordering doctor is claimed.
    expect((await orderRow(order.id)).criticalNoticeAt).not.toBeNull();
    const observation = ((await response.json()) as Bundle).entry![1]!.resource as Observation;
    expect(observation).toMatchObject({ status: 'final', valueQuantity: { value: 6.2, code: 'g/dL' }, interpretation: [{ coding: [{ code: 'LL' }] }] });
  });

  it('changes nothing when one observation is refused, and names it', async () => {
    const order = await orderOf(['haemoglobin', 'malaria-rdt']);
    const good = entry('urn:uuid:hb', result(usCoreHaemoglobin));
    const rdtResult = (changes: Partial<Observation>) => entry('urn:uuid:rdt', result(usCoreHaemoglobin, { code: { coding: [{ system: 'http://loinc.org', code: '76772-3' }] }, valueQuantity: undefined, interpretation: undefined, ...changes }));
    const cases: Array<[ReturnType<typeof entry>, string]> = [
      [rdtResult({ valueCodeableConcept: { text: 'Maybe' } }), 'Observation urn:uuid:rdt (LOINC 76772-3): "Maybe" is not a result of Malaria parasite, rapid diagnostic test (P. falciparum HRP2); send one of Negative, Positive.'],
      [entry('urn:uuid:rdt', result(usCoreHaemoglobin)), 'Observation urn:uuid:rdt (LOINC 718-7): it is not a result of Malaria parasite, rapid diagnostic test (P. falciparum HRP2), which reports LOINC 76772-3.'],
    ];
    const badUnit = transaction(
      entry('urn:uuid:report-hb', report(order.request.haemoglobin!, ['urn:uuid:hb'], { effectiveDateTime: new Date().toISOString() })),
      entry('urn:uuid:hb', result(usCoreHaemoglobin, { valueQuantity: { value: 40, unit: '%', system: 'http://unitsofmeasure.org', code: '%' } })),
    );
    const refusedUnit = await post(badUnit);
    expect(refusedUnit.status).toBe(422);
    expect(await outcomeText(refusedUnit)).toBe('Observation urn:uuid:hb (LOINC 718-7): % cannot be converted into g/dL, the unit of Haemoglobin; send g/dL, g/L, mg/dL, mg/L, ug/mL, ug/dL, ug/L, ng/mL, ng/dL, ng/L, pg/mL, mol/L, mmol/L, umol/L, nmol/L, pmol/L.');
    for (const [rdt, message] of cases) {
      const response = await post(
        transaction(
          entry('urn:uuid:report-hb', report(order.request.haemoglobin!, ['urn:uuid:hb'], { effectiveDateTime: new Date().toISOString() })),
          good,
          entry('urn:uuid:report-rdt', report(order.request['malaria-rdt']!, ['urn:uuid:rdt'])),
          rdt,
        ),
      );
      expect(response.status).toBe(422);
      const outcome = (await response.json()) as OperationOutcome;
      expect(r4Errors(outcome)).toEqual([]);
      expect(outcome.issue[0]).toMatchObject({ code: 'business-rule', details: { text: message } });
    }
    expect(await resultsOf(order.id)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'ordered', collectedAt: null, accession: null });
    expect(await linesOf(order.id)).toBe(0);

    // A coded answer (SNOMED CT's Positive) is read as the word.
    const coded = await post(
      transaction(
        entry('urn:uuid:report-hb', report(order.request.haemoglobin!, ['urn:uuid:hb'], { effectiveDateTime: new Date().toISOString() })),
        good,
        entry('urn:uuid:report-rdt', report(order.request['malaria-rdt']!, ['urn:uuid:rdt'])),
        rdtResult({ valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '10828004' }] } }),
      ),
    );
    expect(coded.status).toBe(200);
    expect((await resultsOf(order.id)).map((row) => [row.code, row.valueText, row.flag])).toEqual([
      ['haemoglobin', null, 'normal'],
      ['malaria-rdt', 'Positive', 'abnormal'],
    ]);
  });

  it('undoes an order written before another of the same Bundle is refused', async () => {
    const written = await orderOf(['haemoglobin']);
    const refused = await orderOf(['malaria-rdt']);
    await handle.db.update(labOrders).set({ status: 'cancelled', cancelledAt: new Date(), cancelledById: lab.doctorId, cancelReason: 'sent elsewhere' }).where(eq(labOrders.id, refused.id));
    const response = await post(
      transaction(
        entry('urn:uuid:specimen', specimen()),
        entry('urn:uuid:r1', report(written.request.haemoglobin!, ['urn:uuid:o1'], { specimen: [{ reference: 'urn:uuid:specimen' }] })),
        entry('urn:uuid:o1', result(usCoreHaemoglobin)),
        entry('urn:uuid:r2', report(refused.request['malaria-rdt']!, ['urn:uuid:o2'], { specimen: [{ reference: 'urn:uuid:specimen' }] })),
        entry('urn:uuid:o2', result(usCoreHaemoglobin, { code: { coding: [{ system: 'http://loinc.org', code: '76772-3' }] }, valueQuantity: undefined, valueString: 'Negative' })),
      ),
    );
    expect(response.status).toBe(409);
    expect(await outcomeText(response)).toContain('DiagnosticReport urn:uuid:r2');
    // The first order was written before the second was refused, and is as it was.
    expect(await resultsOf(written.id)).toEqual([]);
    expect(await orderRow(written.id)).toMatchObject({ status: 'ordered', collectedAt: null, releasedAt: null });
    expect(await linesOf(written.id)).toBe(0);
  });

  it('refuses results for a cancelled order (409) and for one released already, and stores nothing', async () => {
    const [cancelled] = await orderedTestIds(handle.db, lab.cancelled);
    const response = await post(
      transaction(
        entry('urn:uuid:r', report(cancelled!, ['urn:uuid:o'], { effectiveDateTime: new Date().toISOString() })),
        entry('urn:uuid:o', result(usCoreHaemoglobin, { code: { coding: [{ system: 'http://loinc.org', code: '51587-4' }] }, valueQuantity: undefined, valueCodeableConcept: { text: '+' } })),
      ),
    );
    expect(response.status).toBe(409);
    expect(await outcomeText(response)).toContain('This order was cancelled: its results are refused.');
    expect(await resultsOf(lab.cancelled)).toEqual([]);

    const [, rdt] = await orderedTestIds(handle.db, lab.released);
    const again = await post(transaction(entry('urn:uuid:r', report(rdt!, ['urn:uuid:o'])), entry('urn:uuid:o', result(usCoreHaemoglobin, { code: { coding: [{ system: 'http://loinc.org', code: '76772-3' }] }, valueQuantity: undefined, valueString: 'Negative' }))));
    expect(again.status).toBe(409);
    expect(await outcomeText(again)).toContain('These results were released: amend a result instead.');
  });

  it('amends released results when the lab sends its report as amended, each result saying why; without a reason, changes nothing', async () => {
    const order = await orderOf(['haemoglobin']);
    const send = (status: DiagnosticReport['status'], value: number, changes: { note?: Observation['note']; conclusion?: string } = {}) =>
      post(
        transaction(
          entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { status, effectiveDateTime: new Date().toISOString(), conclusion: changes.conclusion })),
          entry('urn:uuid:o', result(usCoreHaemoglobin, { status: status === 'final' ? 'final' : 'amended', valueQuantity: { value, unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' }, interpretation: undefined, note: changes.note })),
        ),
      );
    expect((await send('final', 12.4)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', amendedAt: null });
    const lines = await linesOf(order.id);

    // No reason in the result's note or the report's conclusion: refused, nothing changes.
    const unexplained = await send('amended', 10.1);
    expect(unexplained.status).toBe(422);
    expect(await outcomeText(unexplained)).toContain("say why the result is amended (the Observation's note, or the report's conclusion)");
    expect(await resultsOf(order.id)).toEqual([expect.objectContaining({ valueNumber: 12.4 })]);
    expect(await linesOf(order.id)).toBe(lines);

    const amended = await send('corrected', 10.1, { note: [{ text: 'Haemolysed sample; measured again on a fresh draw' }] });
    expect(amended.status).toBe(200);
    const answer = (await amended.json()) as Bundle;
    expect(answer.entry!.map((one) => one.response?.location?.split('/_history')[0])).toEqual([`DiagnosticReport/lab-${order.request.haemoglobin}`, expect.stringMatching(/^Observation\/lab-\d+$/)]);
    // The earlier value stays, superseded; the new one names it, why, and the lab that sent it.
    const rows = await handle.db
      .select({ id: labResults.id, valueNumber: labResults.valueNumber, supersededAt: labResults.supersededAt, replacesId: labResults.replacesId, amendReason: labResults.amendReason, enteredBySystemId: labResults.enteredBySystemId })
      .from(labResults)
      .where(eq(labResults.orderId, order.id))
      .orderBy(asc(labResults.id));
    expect(rows).toEqual([
      expect.objectContaining({ valueNumber: 12.4, supersededAt: expect.any(Date), replacesId: null }),
      expect.objectContaining({ valueNumber: 10.1, supersededAt: null, replacesId: rows[0]!.id, amendReason: 'Haemolysed sample; measured again on a fresh draw', enteredBySystemId: system.id }),
    ]);
    // Back on the ordering doctor's To review, and said so in the audit trail.
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', amendedAt: expect.any(Date), reviewedAt: null });
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'lab-order'), eq(auditEvents.entityId, String(order.id)))).orderBy(asc(auditEvents.id)).offset(lines);
    expect(line!.detail).toContain('1 result amended by an outside laboratory through FHIR: Haemolysed sample; measured again on a fresh draw');
    const read = (await (await readReport(new Request(`http://localhost/fhir/DiagnosticReport/lab-${order.request.haemoglobin}`), { params: Promise.resolve({ id: `lab-${order.request.haemoglobin}` }) })).json()) as DiagnosticReport;
    expect(read.status).toBe('amended');
    expect(r4Errors(read)).toEqual([]);

    // The report's conclusion says why for a result without a note.
    expect((await send('amended', 10.3, { conclusion: 'Transcription error corrected' })).status).toBe(200);
    expect(await resultsOf(order.id)).toEqual([expect.objectContaining({ valueNumber: 12.4 }), expect.objectContaining({ valueNumber: 10.1 }), expect.objectContaining({ valueNumber: 10.3 })]);
  });

  it('keeps a preliminary report’s results in the lab, unreleased, until the final one', async () => {
    const order = await orderOf(['haemoglobin']);
    const send = (status: DiagnosticReport['status'], value: number) =>
      post(
        transaction(
          entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { status, effectiveDateTime: new Date().toISOString() })),
          entry('urn:uuid:o', result(usCoreHaemoglobin, { status: status === 'final' ? 'final' : 'preliminary', valueQuantity: { value, unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' }, interpretation: undefined })),
        ),
      );
    expect((await send('preliminary', 11.1)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'collected', releasedAt: null });
    expect(await resultsOf(order.id)).toEqual([expect.objectContaining({ valueNumber: 11.1, flag: 'low' })]);
    expect((await send('final', 12.4)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', verifiedBySystemId: system.id });
    expect(await resultsOf(order.id)).toEqual([expect.objectContaining({ valueNumber: 12.4, flag: 'normal' })]);
  });

  it('refuses what is no laboratory’s transaction with 400 or 422, and needs both create scopes', async () => {
    const order = await orderOf(['haemoglobin']);
    const now = new Date().toISOString();
    const cases: Array<[unknown, number, string]> = [
      [{ ...transaction(entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { effectiveDateTime: now })), entry('urn:uuid:o', result(usCoreHaemoglobin))), type: 'batch' }, 400, 'A Bundle of type batch is not taken here'],
      [transaction(entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:other'], { effectiveDateTime: now })), entry('urn:uuid:o', result(usCoreHaemoglobin))), 422, 'result[0] urn:uuid:other is not an Observation of this Bundle'],
      [transaction(entry('urn:uuid:r', report(99999999, ['urn:uuid:o'], { effectiveDateTime: now })), entry('urn:uuid:o', result(usCoreHaemoglobin))), 422, 'ServiceRequest/99999999 is not an order of this clinic'],
      [transaction(entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { effectiveDateTime: '2005-07-05' })), entry('urn:uuid:o', result(usCoreHaemoglobin))), 422, 'must be a date with a time and its offset'],
      [transaction(entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { effectiveDateTime: now, subject: { reference: 'Patient/2' } })), entry('urn:uuid:o', result(usCoreHaemoglobin))), 422, 'Patient/2 is not the patient of'],
      [transaction(entry('urn:uuid:r', report(order.request.haemoglobin!, ['urn:uuid:o'], { effectiveDateTime: now })), entry('urn:uuid:o', result(usCoreHaemoglobin)), entry('urn:uuid:x', result(usCoreGlucose))), 422, 'it is the result of no report'],
      [{ resourceType: 'Bundle', type: 'transaction', entry: [{ resource: { resourceType: 'Patient' }, request: { method: 'POST', url: 'Patient' } }] }, 422, 'a Patient is not taken here'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect({ message, status: response.status }).toEqual({ message, status });
      expect(await outcomeText(response)).toContain(message);
    }
    expect(await resultsOf(order.id)).toEqual([]);

    const reader = await accessToken(system, 'system/DiagnosticReport.c');
    const refused = await post(transaction(), () => reader);
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/Observation.c');
    signedIn.current = { sessionId: 's', doctor: { id: 1, email: 'doctor@example.com' } as never };
    try {
      const session = await POST(new Request('http://localhost/fhir', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: '{}' }), undefined);
      expect(session.status).toBe(403);
    } finally {
      signedIn.current = null;
    }
  });
});

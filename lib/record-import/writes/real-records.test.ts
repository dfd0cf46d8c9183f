import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Bundle, Observation } from '@medplum/fhirtypes';
import { count, eq } from 'drizzle-orm';
import { doctors, labOrders, labOrderTests, labResults, labTests, observations, otherObservations } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { MEASURE_CODING } from '@/lib/vitals/fhir/observation';
import { readRecordBundle, recordBundleSchema } from '../bundle/read-bundle';
import { sourceNameOf } from '../bundle/source-name';
import { importRecord, type Importer, type RecordImportResult } from './import-record';
import type { PatientChoice } from './patient';

// Whole records made by other systems (tests/fixtures/fhir/import/README.md): Synthea's, with US Core profiles and
// without, as transaction and collection Bundles, and HL7's R4 examples. Nothing a record holds that the clinic keeps
// may be lost, and importing it twice stores nothing twice.

const FOLDER = path.join(process.cwd(), 'tests/fixtures/fhir/import');
const read = (name: string) => JSON.parse(readFileSync(path.join(FOLDER, name), 'utf8')) as Bundle;
const countOf = (bundle: Bundle, type: string) => (bundle.entry ?? []).filter((entry) => entry.resource?.resourceType === type).length;
const MEASURE_CODES = new Set(Object.values(MEASURE_CODING).flatMap(({ codes }) => codes.map(({ code }) => code)));

let handle: DbHandle;
const importer: Importer = { doctorId: null, systemId: null, actorEmail: 'records@import.test', address: '127.0.0.1' };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [doctor] = await handle.db.insert(doctors).values({ email: importer.actorEmail, firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id });
  importer.doctorId = doctor!.id;
});
afterAll(() => handle.close());

async function importFile(bundle: Bundle, choice: PatientChoice = { kind: 'match' }): Promise<RecordImportResult> {
  const reading = readRecordBundle(recordBundleSchema.parse(bundle));
  if (!reading.ok) throw new Error(reading.message);
  return handle.db.transaction((tx) => importRecord(tx, { bundle: reading.bundle, choice, sourceName: sourceNameOf(reading.bundle), importer, ownNumberSystem: 'https://clinic.test/fhir/sid/patient-number' }));
}

const sourceOf = (bundle: Bundle) => {
  const reading = readRecordBundle(recordBundleSchema.parse(bundle));
  return reading.ok ? sourceNameOf(reading.bundle) : null;
};

/** Why an Observation may be left out: worked out by the app (BMI and its percentiles), or holding no value at all. */
const ALLOWED_SKIPS = /(BMI|percentile): the app works it out|: no value the clinic reads$/;

describe.each([
  ['synthea-us-core-transaction-conchita9-ramon841.json', 'HILLTOWN COMMUNITY HEALTH CENTERS INC'],
  ['synthea-us-core-transaction-sandee884-lesch175.json', null],
  ['synthea-no-profiles-transaction-dino214-parisian75.json', 'MERCY MEDICAL CTR'],
  ['synthea-collection-burt293-fisher429.json', 'BOSTON PAIN CLINIC AND PRIMARY CARE PC'],
  ['hl7-r4-document-example-dischargesummary.json', null],
])('%s', (name, source) => {
  const bundle = read(name);
  let first: Extract<RecordImportResult, { ok: true }>;

  it('registers its patient and keeps every condition, immunization, visit, medicine, allergy, document and report it holds, each file once', async () => {
    const result = await importFile(bundle);
    if (!result.ok) throw new Error(JSON.stringify(result));
    first = result;
    expect(result.created).toBe(true);
    // Stored, or there already within the record itself: a note sent both as a report's presented form and as a
    // DocumentReference (as Synthea writes its notes) is one report with its file.
    for (const type of ['Condition', 'Immunization', 'Encounter', 'MedicationRequest', 'MedicationStatement', 'AllergyIntolerance', 'DocumentReference', 'DiagnosticReport']) {
      expect([type, (result.summary[type]?.stored ?? 0) + (result.summary[type]?.present ?? 0)]).toEqual([type, countOf(bundle, type)]);
    }
    for (const type of ['Condition', 'Immunization', 'Encounter', 'MedicationRequest', 'MedicationStatement', 'AllergyIntolerance']) expect([type, result.summary[type]?.present ?? 0]).toEqual([type, 0]);
    if (source) expect(sourceOf(bundle)).toBe(source);
  });

  it('keeps every measurement: the clinic measures as its readings, laboratory results in the laboratory, the rest as sent', async () => {
    const observationsSent = (bundle.entry ?? []).flatMap((entry) => (entry.resource?.resourceType === 'Observation' ? [entry.resource as Observation] : []));
    const summary = first.summary.Observation ?? { stored: 0, present: 0, skipped: 0 };
    expect(summary.stored + summary.skipped).toBe(observationsSent.length);
    for (const reason of summary.reasons ?? []) expect(reason).toMatch(ALLOWED_SKIPS);
    const measures = observationsSent.filter((observation) => observation.code?.coding?.some((coding) => coding.system === 'http://loinc.org' && MEASURE_CODES.has(coding.code ?? ''))).length;
    const [{ n }] = await handle.db.select({ n: count() }).from(observations).where(eq(observations.patientId, first.patientId));
    expect(n).toBe(measures);
    // Every Observation stored is one of the three: a reading, a laboratory result or an observation kept as sent.
    const [{ results }] = await handle.db.select({ results: count() }).from(labResults).innerJoin(labOrders, eq(labOrders.id, labResults.orderId)).where(eq(labOrders.patientId, first.patientId));
    const [{ others }] = await handle.db.select({ others: count() }).from(otherObservations).where(eq(otherObservations.patientId, first.patientId));
    expect(n + results + others).toBe(summary.stored);
    // A questionnaire's score or a smoking status sent alone is no clinic measure and no laboratory result: it is kept
    // as sent (Synthea files some scores in laboratory reports too: those are the laboratory's).
    const reported = new Set((bundle.entry ?? []).flatMap((entry) => (entry.resource?.resourceType === 'DiagnosticReport' ? (entry.resource.result ?? []).map((result) => result.reference) : [])));
    const keptAsSent = observationsSent.filter(
      (observation, index) =>
        !reported.has(bundle.entry!.find((entry) => entry.resource === observation)?.fullUrl ?? `#${index}`) &&
        observation.category?.some((concept) => concept.coding?.some((coding) => ['survey', 'social-history'].includes(coding.code ?? ''))) &&
        (observation.valueQuantity || observation.valueCodeableConcept || observation.component),
    );
    expect(others).toBeGreaterThanOrEqual(keptAsSent.length);
    // A complete blood count (58410-2 there) comes in as the catalogue's full blood count, its parts under it.
    if ((bundle.entry ?? []).some((entry) => entry.resource?.resourceType === 'DiagnosticReport' && entry.resource.code?.coding?.some((coding) => coding.code === '58410-2'))) {
      const ordered = await handle.db.select({ code: labTests.code }).from(labOrderTests).innerJoin(labOrders, eq(labOrders.id, labOrderTests.orderId)).innerJoin(labTests, eq(labTests.id, labOrderTests.testId)).where(eq(labOrders.patientId, first.patientId));
      expect(ordered.map((one) => one.code)).toContain('full-blood-count');
    }
  });

  it('stores nothing the second time: every entry it kept is there already', async () => {
    const identified = (bundle.entry ?? []).some((entry) => entry.resource?.resourceType === 'Patient' && (entry.resource.identifier ?? []).length > 0);
    // A patient sent without any identifier is found again only by the duplicate rules: the importer names them.
    if (!identified) expect(await importFile(bundle)).toMatchObject({ ok: false, reason: 'duplicates', duplicates: [expect.objectContaining({ id: first.patientId })] });
    const again = await importFile(bundle, identified ? { kind: 'match' } : { kind: 'into', patientId: first.patientId });
    if (!again.ok) throw new Error(JSON.stringify(again));
    expect(again.patientId).toBe(first.patientId);
    for (const [type, counted] of Object.entries(first.summary)) expect([type, again.summary[type]]).toEqual([type, { ...counted, stored: 0, present: counted.stored + counted.present }]);
  });
});

it('refuses HL7’s XDS example, whose patient has no sex, and says so', async () => {
  expect(await importFile(read('hl7-r4-xds-example-transaction.json'))).toEqual({ ok: false, reason: 'refused', message: expect.stringMatching(/^Patient gender is required/) });
});

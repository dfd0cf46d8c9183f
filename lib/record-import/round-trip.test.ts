import type { Bundle } from '@medplum/fhirtypes';
import { asc, eq } from 'drizzle-orm';
import {
  attachments,
  doctors,
  investigations,
  labOrders,
  labResults,
  labTests,
  medicationHistory,
  observations,
  otherObservations,
  pastVisits,
  patientAllergies,
  patientImmunizations,
  patientProblems,
  patients,
} from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/types';
import { patientRecordBundle } from '@/lib/fhir/record-download';
import { r4Errors } from '@/tests/fhir-validator';
import { readRecordBundle, recordBundleSchema } from './bundle/read-bundle';
import { sourceNameOf } from './bundle/source-name';
import { hospitalXRecord } from './testing';
import { importRecord } from './writes/import-record';

// The way out: a record imported here, downloaded as FHIR ("Download record (FHIR)", $everything as a collection),
// imported into another installation of this app: the second holds the same record.

let first: DbHandle;
let second: DbHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

async function importInto(db: Db, bundle: Bundle) {
  const [doctor] = await db.insert(doctors).values({ email: `importer${Math.random()}@round.test`, firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id, email: doctors.email });
  const reading = readRecordBundle(recordBundleSchema.parse(JSON.parse(JSON.stringify(bundle))));
  if (!reading.ok) throw new Error(reading.message);
  const result = await db.transaction((tx) =>
    importRecord(tx, { bundle: reading.bundle, choice: { kind: 'match' }, sourceName: sourceNameOf(reading.bundle), importer: { doctorId: doctor!.id, systemId: null, actorEmail: doctor!.email, address: '127.0.0.1' }, ownNumberSystem: `https://${Math.random()}.test/numbers` }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result;
}

/** Everything of the patient's record the chart shows, without ids, import ids or the times of the import itself. */
async function recordOf(db: Db, patientId: number) {
  const [patient] = await db.select({ firstName: patients.firstName, lastName: patients.lastName, gender: patients.gender, dateOfBirth: patients.dateOfBirth, phone: patients.phone, state: patients.state, street: patients.street }).from(patients).where(eq(patients.id, patientId));
  return {
    patient,
    vitals: await db.select({ measure: observations.measure, value: observations.value, value2: observations.value2, takenAt: observations.takenAt }).from(observations).where(eq(observations.patientId, patientId)).orderBy(asc(observations.measure)),
    problems: await db.select({ name: patientProblems.name, code: patientProblems.code, status: patientProblems.clinicalStatus, onset: patientProblems.onsetOn, resolved: patientProblems.resolvedOn }).from(patientProblems).where(eq(patientProblems.patientId, patientId)).orderBy(asc(patientProblems.name)),
    immunizations: await db.select({ vaccine: patientImmunizations.vaccine, code: patientImmunizations.code, givenOn: patientImmunizations.givenOn, dose: patientImmunizations.doseNumber, status: patientImmunizations.status }).from(patientImmunizations).where(eq(patientImmunizations.patientId, patientId)),
    medicines: await db.select({ name: medicationHistory.name, dosage: medicationHistory.dosage, status: medicationHistory.status, kind: medicationHistory.kind, prescriber: medicationHistory.prescriber, recordedOn: medicationHistory.recordedOn, note: medicationHistory.note }).from(medicationHistory).where(eq(medicationHistory.patientId, patientId)),
    visits: await db.select({ startedAt: pastVisits.startedAt, endedAt: pastVisits.endedAt, status: pastVisits.status, type: pastVisits.type, place: pastVisits.place }).from(pastVisits).where(eq(pastVisits.patientId, patientId)),
    allergies: await db.select({ substance: patientAllergies.substance, reaction: patientAllergies.reaction, drugClass: patientAllergies.drugClass }).from(patientAllergies).where(eq(patientAllergies.patientId, patientId)).orderBy(asc(patientAllergies.substance)),
    results: await db
      .select({ loinc: labTests.loinc, value: labResults.valueNumber, text: labResults.valueText, unit: labResults.unit, low: labResults.rangeLow, high: labResults.rangeHigh, flag: labResults.flag, takenAt: labOrders.collectedAt })
      .from(labResults)
      .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
      .innerJoin(labTests, eq(labTests.id, labResults.testId))
      .where(eq(labOrders.patientId, patientId))
      .orderBy(asc(labTests.loinc)),
    others: await db
      .select({ category: otherObservations.category, code: otherObservations.code, name: otherObservations.name, status: otherObservations.status, valueNumber: otherObservations.valueNumber, unit: otherObservations.unit, unitSystem: otherObservations.unitSystem, valueCode: otherObservations.valueCode, valueText: otherObservations.valueText, parts: otherObservations.parts, takenAt: otherObservations.takenAt })
      .from(otherObservations)
      .where(eq(otherObservations.patientId, patientId))
      .orderBy(asc(otherObservations.code)),
    documents: await db.select({ title: investigations.title, date: investigations.date, mime: attachments.mime, bytes: attachments.bytes }).from(investigations).innerJoin(attachments, eq(attachments.id, investigations.attachmentId)).where(eq(investigations.patientId, patientId)),
  };
}

it('imports what it exports into another installation with nothing lost', async () => {
  const imported = await importInto(first.db, hospitalXRecord());
  const exported = await patientRecordBundle(first.db, imported.patientId);
  expect(exported?.type).toBe('collection');
  expect(r4Errors(exported!)).toEqual([]);
  const again = await importInto(second.db, exported!);
  const before = await recordOf(first.db, imported.patientId);
  expect(before.problems).toHaveLength(1);
  expect(before.results).toHaveLength(2);
  expect(before.documents).toHaveLength(1);
  expect(before.others).toHaveLength(2);
  expect(before.medicines).toEqual([expect.objectContaining({ note: 'Take it in the morning' })]);
  expect(await recordOf(second.db, again.patientId)).toEqual(before);
});

import type { Bundle, Condition } from '@medplum/fhirtypes';
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  auditEvents,
  doctors,
  investigations,
  labOrders,
  labOrderTests,
  labResults,
  labTests,
  medicationHistory,
  observations,
  otherObservations,
  pastVisits,
  patientAllergies,
  patientIdentifiers,
  patientImmunizations,
  patientProblems,
  patients,
  recordImports,
} from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import { listPatientLabOrders } from '@/lib/lab/queries/patient-orders';
import { readChartVitals } from '@/lib/vitals/queries/patient-vitals';
import { getChartPatient } from '@/lib/patients/queries/chart';
import { listPatientReports } from '@/lib/reports/queries/patient-reports';
import type { DbHandle } from '@/lib/db/types';
import { readRecordBundle, recordBundleSchema } from '../bundle/read-bundle';
import { sourceNameOf } from '../bundle/source-name';
import { hospitalXRecord, MRN_SYSTEM } from '../testing';
import { importRecord, type Importer } from './import-record';
import type { PatientChoice } from './patient';

let handle: DbHandle;
const IMPORTER: Importer = { doctorId: 0, systemId: null, actorEmail: 'records@import.test', address: '127.0.0.1' };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [doctor] = await handle.db.insert(doctors).values({ email: IMPORTER.actorEmail, firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id });
  IMPORTER.doctorId = doctor!.id;
});
afterAll(() => handle.close());
const OWN_NUMBERS = 'http://localhost:3000/fhir/sid/patient-number';

function run(bundle: Bundle, choice: PatientChoice = { kind: 'match' }) {
  const parsed = recordBundleSchema.parse(bundle);
  const reading = readRecordBundle(parsed);
  if (!reading.ok) throw new Error(reading.message);
  return handle.db.transaction((tx) => importRecord(tx, { bundle: reading.bundle, choice, sourceName: sourceNameOf(reading.bundle), importer: IMPORTER, ownNumberSystem: OWN_NUMBERS, now: new Date('2026-11-28T10:00:00Z') }));
}

/** How many rows of a patient's table the patient has. */
const rowsOf = async (table: PgTable & { patientId: AnyPgColumn }, patientId: number) => (await handle.db.select({ n: count() }).from(table).where(eq(table.patientId, patientId)))[0]!.n;

describe('importRecord', () => {
  let patientId: number;

  it('registers the patient and stores each kind of entry where the clinic keeps it, skipping the rest with why', async () => {
    const result = await run(hospitalXRecord());
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.created).toBe(true);
    patientId = result.patientId;
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, patientId));
    expect(patient).toMatchObject({ firstName: 'Ngozi', lastName: 'Adeyemi', dateOfBirth: '1984-03-12', gender: 'female', phone: '+2348035550101', state: 'Lagos', street: '12 Marina Road, Lagos' });
    expect(await handle.db.select({ system: patientIdentifiers.system, value: patientIdentifiers.value, label: patientIdentifiers.label }).from(patientIdentifiers).where(eq(patientIdentifiers.patientId, patientId))).toEqual([
      { system: MRN_SYSTEM, value: 'HX-1001', label: 'Medical Record Number' },
    ]);
    const [imported] = await handle.db.select().from(recordImports).where(eq(recordImports.patientId, patientId));
    expect(imported).toMatchObject({ sourceName: 'Hospital X, Lagos', importedById: IMPORTER.doctorId, importedBySystemId: null });

    // The weight converted from pounds, the pressure kept, the BMI left for the app to work out.
    const vitals = await handle.db.select({ measure: observations.measure, value: observations.value, value2: observations.value2, source: observations.source, sourceId: observations.sourceId, takenAt: observations.takenAt }).from(observations).where(eq(observations.patientId, patientId));
    expect(vitals).toEqual(
      expect.arrayContaining([
        { measure: 'weight', value: 68, value2: null, source: 'import', sourceId: imported!.id, takenAt: new Date('2025-06-01T08:30:00Z') },
        { measure: 'blood-pressure', value: 142, value2: 91, source: 'import', sourceId: imported!.id, takenAt: new Date('2025-06-01T08:30:00Z') },
      ]),
    );
    expect(vitals).toHaveLength(2);
    // The chart says where each was measured.
    expect((await readChartVitals(handle.db, patientId)).latest.weight).toMatchObject({ value: 68, elsewhere: 'Hospital X, Lagos' });

    // The report: one released order from outside, its results as sent; a test the catalogue lacked, added to it.
    const [order] = await handle.db.select().from(labOrders).where(eq(labOrders.patientId, patientId));
    expect(order).toMatchObject({ status: 'released', note: 'Anaemia screen', importId: imported!.id, orderedById: null, releasedAt: new Date('2025-06-01T14:00:00Z') });
    const results = await handle.db.select({ value: labResults.valueNumber, unit: labResults.unit, low: labResults.rangeLow, high: labResults.rangeHigh, flag: labResults.flag, code: labTests.code }).from(labResults).innerJoin(labTests, eq(labTests.id, labResults.testId)).where(eq(labResults.orderId, order!.id));
    expect(results).toEqual(
      expect.arrayContaining([
        { value: 10.2, unit: 'g/dL', low: 12, high: 15.5, flag: 'low', code: 'haemoglobin' },
        // No interpretation sent: the range sent decides.
        { value: 8, unit: 'ng/mL', low: 15, high: 150, flag: 'low', code: expect.stringMatching(/^(import-2276-4|ferritin)$/) },
      ]),
    );

    const [shownOrder] = (await listPatientLabOrders(handle.db, patientId, { page: 1, pageSize: 5 })).rows;
    expect(shownOrder!.importSource).toMatchObject({ sourceName: 'Hospital X, Lagos', importedBy: 'Dr. Ada Obi' });

    expect(await handle.db.select({ name: patientProblems.name, status: patientProblems.clinicalStatus, onset: patientProblems.onsetOn, recorder: patientProblems.recorder }).from(patientProblems).where(eq(patientProblems.patientId, patientId))).toEqual([
      { name: 'Hypertension', status: 'active', onset: '2019-04-02', recorder: 'Dr. Musa Bello' },
    ]);
    expect(await rowsOf(patientImmunizations, patientId)).toBe(1);
    expect(await handle.db.select({ name: medicationHistory.name, kind: medicationHistory.kind, prescriber: medicationHistory.prescriber }).from(medicationHistory).where(eq(medicationHistory.patientId, patientId))).toEqual([
      { name: 'Amlodipine 5 mg tablet', kind: 'request', prescriber: 'Dr. Musa Bello' },
    ]);
    expect(await handle.db.select({ place: pastVisits.place, startedAt: pastVisits.startedAt }).from(pastVisits).where(eq(pastVisits.patientId, patientId))).toEqual([{ place: 'Hospital X, Lagos', startedAt: new Date('2025-06-01T08:00:00Z') }]);
    const allergies = await handle.db.select({ substance: patientAllergies.substance, drugClass: patientAllergies.drugClass, reaction: patientAllergies.reaction, importId: patientAllergies.importId }).from(patientAllergies).where(eq(patientAllergies.patientId, patientId));
    expect(allergies).toEqual(
      expect.arrayContaining([
        { substance: 'Penicillin', drugClass: 'penicillin', reaction: 'Hives', importId: imported!.id },
        { substance: 'Peanut', drugClass: null, reaction: '', importId: imported!.id },
      ]),
    );
    const chart = await getChartPatient(handle.db, patientId);
    expect(chart!.allergies.allergies.map((one) => one.recordedByName)).toEqual(['From Hospital X, Lagos (imported record)', 'From Hospital X, Lagos (imported record)']);
    const [letter] = await handle.db.select({ title: investigations.title, importId: investigations.importId, date: investigations.date }).from(investigations).where(eq(investigations.patientId, patientId));
    expect(letter).toEqual({ title: 'Clinic letter', importId: imported!.id, date: '2025-06-01' });
    expect((await listPatientReports(handle.db, patientId, { page: 1, pageSize: 5 })).rows).toEqual([expect.objectContaining({ kind: 'investigation', title: 'Clinic letter', summary: 'From Hospital X, Lagos (imported record)' })]);

    // A pain score and a smoking status are no clinic measure and no laboratory result: kept as sent.
    expect(
      await handle.db
        .select({ category: otherObservations.category, code: otherObservations.code, name: otherObservations.name, valueNumber: otherObservations.valueNumber, unit: otherObservations.unit, valueText: otherObservations.valueText, parts: otherObservations.parts, takenAt: otherObservations.takenAt, importId: otherObservations.importId })
        .from(otherObservations)
        .where(eq(otherObservations.patientId, patientId))
        .orderBy(otherObservations.code),
    ).toEqual([
      { category: 'social-history', code: '72166-2', name: 'Tobacco smoking status', valueNumber: null, unit: null, valueText: 'Former smoker', parts: [expect.objectContaining({ name: 'Years since quitting', valueNumber: 6, unit: 'a' })], takenAt: new Date('2025-06-01T08:30:00Z'), importId: imported!.id },
      { category: 'survey', code: '72514-3', name: '72514-3', valueNumber: 2, unit: null, valueText: null, parts: [], takenAt: new Date('2025-06-01T08:30:00Z'), importId: imported!.id },
    ]);

    expect(result.summary).toMatchObject({
      Observation: { stored: 6, present: 0, skipped: 1 },
      DiagnosticReport: { stored: 1 },
      Condition: { stored: 1 },
      Immunization: { stored: 1 },
      MedicationRequest: { stored: 1 },
      Encounter: { stored: 1 },
      AllergyIntolerance: { stored: 2 },
      DocumentReference: { stored: 1 },
      CarePlan: { stored: 0, skipped: 1, reasons: ['not a record the clinic keeps'] },
    });
    // Only what the app works out from the weight and height is left out.
    expect(result.summary.Observation!.reasons).toEqual(['BMI: the app works it out, it is not stored']);

    const [audit] = await handle.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId));
    expect(audit).toMatchObject({ action: 'create', entity: 'patient', actorId: IMPORTER.doctorId, actorEmail: IMPORTER.actorEmail });
    expect(audit!.detail).toMatch(/^Record imported from Hospital X, Lagos: /);
  });

  it('imports the same record again without storing anything twice', async () => {
    const before = await Promise.all([observations, otherObservations, labOrders, patientProblems, patientImmunizations, medicationHistory, pastVisits, patientAllergies, investigations].map((table) => rowsOf(table, patientId)));
    const again = await run(hospitalXRecord());
    if (!again.ok) throw new Error(JSON.stringify(again));
    expect(again).toMatchObject({ patientId, created: false });
    expect(again.summary.Condition).toEqual({ stored: 0, present: 1, skipped: 0 });
    expect(again.summary.Observation).toMatchObject({ stored: 0, present: 6 });
    const after = await Promise.all([observations, otherObservations, labOrders, patientProblems, patientImmunizations, medicationHistory, pastVisits, patientAllergies, investigations].map((table) => rowsOf(table, patientId)));
    expect(after).toEqual(before);
  });

  it('adds only what is new when the record comes back with more', async () => {
    const extra: Condition = { resourceType: 'Condition', id: 'dm-HX-1001', clinicalStatus: { coding: [{ code: 'resolved' }] }, code: { text: 'Gestational diabetes' }, subject: { reference: 'urn:uuid:patient-HX-1001' }, onsetDateTime: '2012-05', abatementDateTime: '2012-11-30' };
    const result = await run(hospitalXRecord({ extra: [extra] }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.summary.Condition).toEqual({ stored: 1, present: 1, skipped: 0 });
    expect(await rowsOf(patientProblems, patientId)).toBe(2);
  });

  it("keeps a laboratory result the laboratory's store cannot read (no LOINC code) as sent, alone or in its report, once", async () => {
    const subject = { reference: 'urn:uuid:patient-HX-1001' };
    const local = (id: string, value: number) => ({
      resourceType: 'Observation' as const,
      id,
      status: 'final' as const,
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
      code: { coding: [{ system: 'urn:hospital-x:lab', code: 'HBA1C', display: 'Glycated haemoglobin' }] },
      subject,
      effectiveDateTime: '2025-07-01T10:00:00+01:00',
      valueQuantity: { value, unit: '%' },
    });
    const report = { resourceType: 'DiagnosticReport' as const, id: 'dm-panel', status: 'final' as const, category: [{ coding: [{ code: 'LAB' }] }], code: { text: 'Diabetes review' }, subject, result: [{ reference: 'Observation/hba1c-2' }] };
    const record = hospitalXRecord({ extra: [local('hba1c-1', 6.9), local('hba1c-2', 7.4), report] as unknown as Condition[] });
    const result = await run(record);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.summary.Observation!.reasons).toEqual(['BMI: the app works it out, it is not stored']);
    const kept = await handle.db.select({ code: otherObservations.code, category: otherObservations.category, valueNumber: otherObservations.valueNumber, unit: otherObservations.unit }).from(otherObservations).where(eq(otherObservations.code, 'HBA1C'));
    expect(kept).toEqual(expect.arrayContaining([{ code: 'HBA1C', category: 'laboratory', valueNumber: 6.9, unit: '%' }, { code: 'HBA1C', category: 'laboratory', valueNumber: 7.4, unit: '%' }]));
    expect(kept).toHaveLength(2);
    const again = await run(record);
    if (!again.ok) throw new Error(JSON.stringify(again));
    expect(again.summary.Observation).toMatchObject({ stored: 0 });
    expect(await handle.db.select({ n: count() }).from(otherObservations).where(eq(otherObservations.code, 'HBA1C'))).toEqual([{ n: 2 }]);
  });

  it('keeps as sent a measure the clinic cannot read into its vitals, and still leaves out one not standing or dated ahead', async () => {
    const subject = { reference: 'urn:uuid:patient-HX-3001' };
    const vital = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }] };
    const measure = (id: string, code: string, name: string, fields: Record<string, unknown>) => ({ resourceType: 'Observation' as const, id, status: 'final', category: [vital], code: { coding: [{ system: 'http://loinc.org', code, display: name }] }, subject, ...fields });
    const ucum = (value: number, code: string) => ({ value, unit: code, system: 'http://unitsofmeasure.org', code });
    const extra = [
      // A unit the clinic does not convert.
      measure('wt-stone', '29463-7', 'Body weight', { effectiveDateTime: '2024-02-10T09:00:00Z', valueQuantity: ucum(11, '[stone_av]') }),
      // A value past the plausible range.
      measure('temp-high', '8310-5', 'Body temperature', { effectiveDateTime: '2024-02-10T09:05:00Z', valueQuantity: ucum(61, 'Cel') }),
      // A date without a time.
      measure('ht-day', '8302-2', 'Body height', { effectiveDateTime: '2023-07-01', valueQuantity: ucum(171, 'cm') }),
      // Not standing, and dated after the import: left out.
      measure('wt-error', '29463-7', 'Body weight', { status: 'entered-in-error', effectiveDateTime: '2024-02-10T09:00:00Z', valueQuantity: ucum(70, 'kg') }),
      measure('wt-ahead', '29463-7', 'Body weight', { effectiveDateTime: '2027-01-01T09:00:00Z', valueQuantity: ucum(70, 'kg') }),
    ];
    const result = await run(hospitalXRecord({ mrn: 'HX-3001', given: 'Bisi', family: 'Okafor', phone: '+234 803 555 3001', extra: extra as unknown as Condition[] }), { kind: 'new' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const kept = await handle.db
      .select({ code: otherObservations.code, name: otherObservations.name, valueNumber: otherObservations.valueNumber, unit: otherObservations.unit, takenAt: otherObservations.takenAt })
      .from(otherObservations)
      .where(eq(otherObservations.patientId, result.patientId))
      .orderBy(otherObservations.takenAt);
    expect(kept.filter((row) => ['29463-7', '8310-5', '8302-2'].includes(row.code ?? ''))).toEqual([
      // A day alone is read as the start of that day at the clinic (Lagos, an hour ahead of UTC).
      { code: '8302-2', name: 'Body height', valueNumber: 171, unit: 'cm', takenAt: new Date('2023-06-30T23:00:00Z') },
      { code: '29463-7', name: 'Body weight', valueNumber: 11, unit: '[stone_av]', takenAt: new Date('2024-02-10T09:00:00Z') },
      { code: '8310-5', name: 'Body temperature', valueNumber: 61, unit: 'Cel', takenAt: new Date('2024-02-10T09:05:00Z') },
    ]);
    // The clinic's readings hold the usual record's two, none of these: its trends and flags stay its own.
    const vitals = await handle.db.select({ measure: observations.measure, value: observations.value }).from(observations).where(eq(observations.patientId, result.patientId));
    expect(vitals).toEqual(expect.arrayContaining([{ measure: 'weight', value: 68 }]));
    expect(vitals).toHaveLength(2);
    expect(result.summary.Observation).toMatchObject({ stored: 9, skipped: 3 });
    expect(result.summary.Observation!.reasons).toEqual(expect.arrayContaining([expect.stringMatching(/entered-in-error/), expect.stringMatching(/in the future/)]));
  });

  it("brings a laboratory's panel in as the catalogue's panel with its parts under it, whatever code the other system gave it", async () => {
    const subject = { reference: 'urn:uuid:patient-HX-1001' };
    const LOINC_SYSTEM = 'http://loinc.org';
    const measured = (id: string, code: string, value: number, unit: string) => ({
      resourceType: 'Observation' as const,
      id,
      status: 'final' as const,
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
      code: { coding: [{ system: LOINC_SYSTEM, code }] },
      subject,
      effectiveDateTime: '2025-08-01T10:00:00+01:00',
      valueQuantity: { value, unit },
    });
    // Synthea's CBC: 58410-2, where the catalogue's full blood count is 57021-8; mean platelet volume is no part of it.
    const cbc = {
      resourceType: 'DiagnosticReport' as const,
      id: 'cbc-1',
      status: 'final' as const,
      category: [{ coding: [{ code: 'LAB' }] }],
      code: { coding: [{ system: LOINC_SYSTEM, code: '58410-2', display: 'CBC panel - Blood by Automated count' }] },
      subject,
      effectiveDateTime: '2025-08-01T10:00:00+01:00',
      result: ['hgb-p', 'hct-p', 'wbc-p', 'rbc-p', 'mcv-p', 'mch-p', 'mchc-p', 'plt-p', 'mpv-p'].map((id) => ({ reference: `Observation/${id}` })),
    };
    // Two results of a report that names no panel are no full blood count.
    const pair = { ...cbc, id: 'pair-1', code: { text: 'Anaemia screen' }, result: [{ reference: 'Observation/hgb-q' }, { reference: 'Observation/ferritin-q' }] };
    const extra = [
      ...[
        ['hgb-p', '718-7', 13.1, 'g/dL'],
        ['hct-p', '4544-3', 39.5, '%'],
        ['wbc-p', '6690-2', 6.2, '10*3/uL'],
        ['rbc-p', '789-8', 4.6, '10*6/uL'],
        ['mcv-p', '787-2', 86, 'fL'],
        ['mch-p', '785-6', 28.5, 'pg'],
        ['mchc-p', '786-4', 33.2, 'g/dL'],
        ['plt-p', '777-3', 250, '10*3/uL'],
        ['mpv-p', '32623-1', 9.8, 'fL'],
        ['hgb-q', '718-7', 12.9, 'g/dL'],
        ['ferritin-q', '2276-4', 40, 'ng/mL'],
      ].map(([id, code, value, unit]) => measured(id as string, code as string, value as number, unit as string)),
      cbc,
      pair,
    ];
    const result = await run(hospitalXRecord({ extra: extra as unknown as Condition[] }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [order] = await handle.db.select({ id: labOrders.id }).from(labOrders).where(eq(labOrders.note, 'CBC panel - Blood by Automated count'));
    const ordered = await handle.db
      .select({ code: labTests.code, kind: labTests.kind, position: labOrderTests.position })
      .from(labOrderTests)
      .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
      .where(eq(labOrderTests.orderId, order!.id))
      .orderBy(labOrderTests.position);
    expect(ordered).toEqual([
      { code: 'full-blood-count', kind: 'panel', position: 0 },
      { code: 'import-32623-1', kind: 'number', position: 1 },
    ]);
    const results = await handle.db
      .select({ test: labTests.code, orderedTest: labOrderTests.testId })
      .from(labResults)
      .innerJoin(labTests, eq(labTests.id, labResults.testId))
      .innerJoin(labOrderTests, eq(labOrderTests.id, labResults.orderTestId))
      .where(eq(labResults.orderId, order!.id))
      .orderBy(labResults.id);
    const [panel] = await handle.db.select({ id: labTests.id }).from(labTests).where(eq(labTests.code, 'full-blood-count'));
    expect(results.map(({ test, orderedTest }) => [test, orderedTest === panel!.id])).toEqual([
      ['haemoglobin', true],
      ['haematocrit', true],
      ['white-cell-count', true],
      ['red-cell-count', true],
      ['mcv', true],
      ['mch', true],
      ['mchc', true],
      ['platelet-count', true],
      ['import-32623-1', false],
    ]);
    const [pairOrder] = await handle.db.select({ id: labOrders.id }).from(labOrders).where(eq(labOrders.note, 'Anaemia screen'));
    const pairTests = await handle.db.select({ code: labTests.code }).from(labOrderTests).innerJoin(labTests, eq(labTests.id, labOrderTests.testId)).where(eq(labOrderTests.orderId, pairOrder!.id)).orderBy(labOrderTests.position);
    expect(pairTests.map((one) => one.code)).toEqual(['haemoglobin', 'ferritin']);
  });

  it('answers the likely duplicates of a record it has not seen, and stores nothing until told', async () => {
    const same = hospitalXRecord({ mrn: 'OTHER-77' });
    const refused = await run(same);
    expect(refused).toMatchObject({ ok: false, reason: 'duplicates', duplicates: [expect.objectContaining({ id: patientId })] });
    expect(await handle.db.select({ n: count() }).from(patientIdentifiers).where(eq(patientIdentifiers.value, 'OTHER-77'))).toEqual([{ n: 0 }]);

    const merged = await run(same, { kind: 'into', patientId });
    expect(merged).toMatchObject({ ok: true, patientId, created: false });
    // Kept now: the next import of this record lands on the patient without asking.
    expect(await run(same)).toMatchObject({ ok: true, patientId });

    const separate = await run(hospitalXRecord({ mrn: 'TWIN-1', phone: '+234 803 555 0999' }), { kind: 'new' });
    expect(separate).toMatchObject({ ok: true, created: true });
    expect(separate.ok && separate.patientId).not.toBe(patientId);
  });

  it('stores nothing of a record that fails half-way', async () => {
    const broken = hospitalXRecord({ mrn: 'BROKEN-1', given: 'Tobi', family: 'Okeke', birthDate: '1990-01-01', phone: '+234 803 555 0777' });
    // A unit code that is a number where R4 has a string, read after entries that were already written.
    broken.entry!.push({
      resource: { resourceType: 'Observation', id: 'bad', status: 'final', category: [{ coding: [{ code: 'laboratory' }] }], code: { coding: [{ system: 'http://loinc.org', code: '2345-7' }] }, valueQuantity: { value: 5, code: 7 } } as unknown as Condition,
    });
    await expect(run(broken)).rejects.toThrow('Observation/bad is not R4 where the clinic reads it');
    expect(await handle.db.select({ n: count() }).from(patients).where(eq(patients.lastName, 'Okeke'))).toEqual([{ n: 0 }]);
    expect(await handle.db.select({ n: count() }).from(patientIdentifiers).where(eq(patientIdentifiers.value, 'BROKEN-1'))).toEqual([{ n: 0 }]);
  });
});

import type { Observation } from '@medplum/fhirtypes';
import { and, eq, isNull } from 'drizzle-orm';
import { labOrders, labResults, observations, recordImports } from '@/lib/db/schema';
import { readPage, sectionsOf } from '@/lib/fhir/everything';
import { addOtherObservation, searchAll } from '@/lib/fhir/import-testing';
import type { PagePosition } from '@/lib/fhir/search/cursor';
import { readKeysetPage, type KeysetPage } from '@/lib/fhir/search/page';
import { SEARCHES } from '@/lib/fhir/searches';
import { labOrdersInEveryState, type LabFixture } from '@/lib/lab/fhir/testing';
import { withSeededDatabase } from '@/tests/seeded-database';
import { r4Errors } from '@/tests/fhir-validator';
import { readFhirOtherObservation } from './fhir';

const handle = withSeededDatabase();

const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const NO_VALUE = { valueNumber: null, unit: null, unitSystem: null, valueCodeSystem: null, valueCode: null, valueText: null };
const UCUM = 'http://unitsofmeasure.org';

// A patient with the laboratory's results (lib/lab/fhir/testing.ts), measurements of the clinic's own, and an imported
// record that observed what neither keeps: the three sides of one Observation search.

let lab: LabFixture;
let importId: number;
let other: Record<'head' | 'smoking' | 'phq' | 'pain' | 'othersPain', number>;
let vitals: number[];

beforeAll(async () => {
  const db = handle.db;
  lab = await labOrdersInEveryState(db);
  const { patientId, otherPatientId } = lab;
  [{ id: importId }] = await db
    .insert(recordImports)
    .values({ patientId, sourceName: 'St Mary’s Hospital', importedAt: new Date('2026-11-27T23:30:00Z'), summary: {} })
    .returning({ id: recordImports.id });
  vitals = (
    await db
      .insert(observations)
      .values([
        { patientId, measure: 'weight', value: 64, takenAt: new Date('2026-10-01T08:00:00Z'), source: 'registration', recordedById: 1 },
        { patientId, measure: 'blood-pressure', value: 120, value2: 80, takenAt: new Date('2026-10-01T08:05:00Z'), source: 'registration', recordedById: 1 },
        { patientId, measure: 'pulse', value: 72, takenAt: new Date('2026-10-02T08:00:00Z'), source: 'registration', recordedById: 1, voidedAt: new Date('2026-10-03T08:00:00Z') },
      ])
      .returning({ id: observations.id })
  ).map(({ id }) => id);
  const vitalSigns = { patientId, importId, categorySystem: CATEGORY, category: 'vital-signs', status: 'final' };
  other = {
    head: await addOtherObservation(db, { ...vitalSigns, codeSystem: LOINC, code: '9843-4', name: 'Head circumference', ...NO_VALUE, valueNumber: 48.2, unit: 'cm', unitSystem: UCUM, takenAt: new Date('2024-03-02T09:30:00Z') }),
    smoking: await addOtherObservation(db, {
      ...vitalSigns,
      category: 'social-history',
      status: 'amended',
      codeSystem: LOINC,
      code: '72166-2',
      name: 'Tobacco smoking status',
      ...NO_VALUE,
      valueCodeSystem: SNOMED,
      valueCode: '8517006',
      valueText: 'Ex-smoker',
      takenAt: new Date('2025-06-10T12:00:00Z'),
    }),
    // 23:30 on 29 Nov in UTC is 30 Nov on the clinic's clock (Lagos).
    phq: await addOtherObservation(db, {
      ...vitalSigns,
      category: 'survey',
      codeSystem: LOINC,
      code: '44249-1',
      name: 'PHQ-9 quick depression assessment panel',
      parts: [{ codeSystem: LOINC, code: '44261-6', name: 'PHQ-9 total score', ...NO_VALUE, valueNumber: 7, unit: '{score}', unitSystem: UCUM }],
      takenAt: new Date('2026-11-29T23:30:00Z'),
    }),
    pain: await addOtherObservation(db, { ...vitalSigns, categorySystem: null, category: 'Exam', status: 'corrected', codeSystem: SNOMED, code: '225908003', name: 'Pain score', ...NO_VALUE, valueNumber: 3, takenAt: new Date('2025-01-15T10:00:00Z') }),
    othersPain: await addOtherObservation(db, { ...vitalSigns, patientId: otherPatientId, codeSystem: SNOMED, code: '225908003', name: 'Pain score', ...NO_VALUE, valueNumber: 6, takenAt: new Date('2025-01-16T10:00:00Z') }),
  };
});

const fhirId = (key: keyof typeof other) => `other-${other[key]}`;
/** The fixture's two patients (the seeded data has measurements and results of its own). */
const mine = () => `patient=${lab.patientId},${lab.otherPatientId}`;
const ids = async (query: string) => (await searchAll(handle.db, 'Observation', query)).resources.map((one) => one.id!);
/** The imported side's matches alone. */
const others = async (query: string) => (await ids(query)).filter((id) => id.startsWith('other-'));

describe("an imported record's other observations through an Observation search", () => {
  it("answers a patient's as valid R4 beside the clinic's measurements and the laboratory's results, each tagged with its import", async () => {
    const found = await searchAll(handle.db, 'Observation', `patient=Patient/${lab.patientId}`);
    const imported = found.resources.filter((one) => one.id!.startsWith('other-')) as Observation[];
    expect(imported.map((one) => one.id)).toEqual([fhirId('head'), fhirId('smoking'), fhirId('phq'), fhirId('pain')]);
    expect(found.resources.some((one) => one.id!.startsWith('lab-'))).toBe(true);
    expect(found.resources.map((one) => one.id)).toContain(String(vitals[0]));
    expect(new Set(found.patients)).toEqual(new Set([lab.patientId]));
    for (const resource of found.resources) expect(r4Errors(resource)).toEqual([]);
    expect(imported[0]).toMatchObject({
      meta: { tag: [{ code: String(importId), display: 'Imported from St Mary’s Hospital on 28 Nov 2026' }] },
      status: 'final',
      category: [{ coding: [{ system: CATEGORY, code: 'vital-signs' }] }],
      code: { coding: [{ system: LOINC, code: '9843-4' }], text: 'Head circumference' },
      subject: { reference: `Patient/${lab.patientId}` },
      effectiveDateTime: '2024-03-02T09:30:00.000Z',
      valueQuantity: { value: 48.2, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' },
    });
    expect(imported[1]).toMatchObject({ status: 'amended', valueCodeableConcept: { coding: [{ system: SNOMED, code: '8517006' }], text: 'Ex-smoker' } });
    expect(imported[2]!.component).toEqual([{ code: { coding: [{ system: LOINC, code: '44261-6' }], text: 'PHQ-9 total score' }, valueQuantity: { value: 7, unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' } }]);
    expect(await others(`subject=${lab.otherPatientId}`)).toEqual([fhirId('othersPain')]);
  });

  it('searches by code as sent, in its system or any', async () => {
    expect(await ids(`code=${LOINC}|9843-4&${mine()}`)).toEqual([fhirId('head')]);
    expect(await ids(`code=72166-2,9843-4&${mine()}`)).toEqual([fhirId('head'), fhirId('smoking')]);
    expect(await ids(`code=${SNOMED}|225908003&${mine()}`)).toEqual([fhirId('pain'), fhirId('othersPain')]);
    expect(await ids(`code=${SNOMED}|9843-4&${mine()}`)).toEqual([]);
    // A clinic measure's code finds the clinic's readings, none of the imported side.
    expect(await ids(`code=29463-7&patient=${lab.patientId}`)).toEqual([String(vitals[0])]);
  });

  it('searches by the category as sent, with its system or without; vital-signs finds both the clinic’s and the imported', async () => {
    expect(await ids(`category=social-history&${mine()}`)).toEqual([fhirId('smoking')]);
    expect(await ids(`category=${CATEGORY}|survey&${mine()}`)).toEqual([fhirId('phq')]);
    expect(await ids(`category=http://example.org/categories|survey&${mine()}`)).toEqual([]);
    expect(await ids(`category=Exam&${mine()}`)).toEqual([fhirId('pain')]);
    expect(await ids(`category=|Exam&${mine()}`)).toEqual([fhirId('pain')]);
    const vitalSigns = await ids(`category=vital-signs&patient=${lab.patientId}`);
    expect([...vitalSigns].sort()).toEqual([String(vitals[0]), String(vitals[1]), fhirId('head')].sort());
    expect(await others(`category=laboratory&${mine()}`)).toEqual([]);
  });

  it("searches by date over the clinic's days, and by status", async () => {
    expect(await ids(`date=2024-03-02&${mine()}`)).toEqual([fhirId('head')]);
    expect(await others(`date=2026-11-30&${mine()}`)).toEqual([fhirId('phq')]);
    expect(await others(`date=2026-11-29&${mine()}`)).toEqual([]);
    expect(await others(`date=ge2025&date=lt2025-06&${mine()}`)).toEqual([fhirId('pain'), fhirId('othersPain')]);
    expect(await others(`status=amended&${mine()}`)).toEqual([fhirId('smoking')]);
    expect(await ids(`status=corrected&${mine()}`)).toEqual([fhirId('pain')]);
    expect(await others(`status=final&${mine()}`)).toEqual([fhirId('head'), fhirId('phq'), fhirId('othersPain')]);
    expect(await others(`status=preliminary,entered-in-error&${mine()}`)).toEqual([]);
  });

  it('searches by _id: other-{id} is the imported side’s alone, a plain id or lab-{id} never names one', async () => {
    expect(await ids(`_id=${fhirId('smoking')}`)).toEqual([fhirId('smoking')]);
    expect((await ids(`_id=${fhirId('head')},${vitals[0]}`)).sort()).toEqual([String(vitals[0]), fhirId('head')].sort());
    expect(await others(`_id=${other.head}`)).toEqual([]);
    expect(await others(`_id=lab-${other.head}`)).toEqual([]);
    expect(await ids('_id=other-x')).toEqual([]);
  });

  it('reads one by its id, with its import', async () => {
    const row = await readFhirOtherObservation(handle.db, other.pain);
    expect(row).toMatchObject({ id: other.pain, patientId: lab.patientId, name: 'Pain score', status: 'corrected', source: { sourceName: 'St Mary’s Hospital', importedBy: null, importedBySystem: null } });
    expect(await readFhirOtherObservation(handle.db, 999_999)).toBeUndefined();
  });

  it("goes out in the patient's whole record ($everything), among the Observations, another patient's not", async () => {
    const { resources } = await readPage(sectionsOf(handle.db, lab.patientId, ['Observation', 'Immunization']), { section: 0 }, 200);
    const imported = resources.filter((one) => one.resourceType === 'Observation' && one.id!.startsWith('other-')).map((one) => one.id);
    expect(imported).toEqual([fhirId('head'), fhirId('smoking'), fhirId('phq'), fhirId('pain')]);
  });

  it('pages the three sides together through the cursor, forwards and back: every row once, in key order', async () => {
    const measured = await handle.db
      .select({ id: observations.id })
      .from(observations)
      .where(and(eq(observations.patientId, lab.patientId), isNull(observations.voidedAt)));
    const results = await handle.db
      .select({ id: labResults.id })
      .from(labResults)
      .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
      .where(and(eq(labOrders.patientId, lab.patientId), isNull(labResults.supersededAt)));
    const expected = [...measured.map(({ id }) => String(id)), ...results.map(({ id }) => `lab-${id}`), ...(['head', 'smoking', 'phq', 'pain'] as const).map(fhirId)];
    expect(measured.map(({ id }) => id)).toEqual(expect.arrayContaining(vitals.slice(0, 2)));

    const plan = SEARCHES.Observation.plan(handle.db, new Map([['patient', [String(lab.patientId)]]]));
    expect(await plan.count()).toBe(expected.length);
    const pages: Array<KeysetPage<{ id: number }>> = [];
    for (let position: PagePosition | null = null; pages.length === 0 || position; ) {
      const page: KeysetPage<{ id: number }> = await readKeysetPage(plan.read, position, 3);
      pages.push(page);
      position = page.next;
    }
    const keys = pages.flatMap((page) => page.rows.map((row) => row.id));
    const forwards = pages.flatMap((page) => page.rows.map((row) => plan.toResource(row).id!));
    expect(pages.length).toBeGreaterThan(2);
    expect([...forwards].sort()).toEqual([...expected].sort());
    expect(new Set(forwards).size).toBe(forwards.length);
    expect(keys).toEqual([...keys].sort((one, two) => one - two));

    // Back from the last page by the previous positions: the same rows, in the same order.
    const backwards = pages.at(-1)!.rows.map((row) => plan.toResource(row).id!);
    for (let position = pages.at(-1)!.previous; position; ) {
      const page: KeysetPage<{ id: number }> = await readKeysetPage(plan.read, position, 3);
      backwards.unshift(...page.rows.map((row) => plan.toResource(row).id!));
      position = page.previous;
    }
    expect(backwards).toEqual(forwards);
  });
});

import type { Bundle, Condition, OperationOutcome } from '@medplum/fhirtypes';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isoDateInZone } from '@/lib/clinic-time';
import { appointments, auditEvents, diagnosisCategories, diagnosisTests, patientProblems, prescriptions } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const follow = async (url: string) => (await (await GET(new Request(url), undefined)).json()) as Bundle<Condition>;
const search = (query: string) => follow(`http://localhost/fhir/Condition${query}`);
const read = (id: string) => readOne(new Request(`http://localhost/fhir/Condition/${id}`), { params: Promise.resolve({ id }) });
const resources = (bundle: Bundle<Condition>) => (bundle.entry ?? []).map((entry) => entry.resource!);
const ids = (bundle: Bundle<Condition>) => resources(bundle).map((one) => one.id!);
const sorted = (list: readonly string[]) => [...list].sort();
const link = (bundle: Bundle, relation: string) => bundle.link?.find((one) => one.relation === relation)?.url;

/** A diagnosis of the seeded data as the test reads it from the tables themselves. */
interface Named {
  id: string;
  patientId: number;
  recordedAt: Date;
  voided: boolean;
  diagnosis: string;
}

/** Every diagnosis named by a diagnosis test (its category) or a prescription (its words), voided ones too. */
async function named(): Promise<Named[]> {
  return (await everyCondition()).filter((one) => !one.id.startsWith('problem-'));
}

/** The problem list's rows (the demo's first patient brought one from another hospital), each with its statuses. */
const problemList = () => handle.db.select().from(patientProblems).where(sql`${patientProblems.voidedAt} is null`);

/** Every Condition the server serves: the clinic's diagnoses and the problem list, voided ones too. */
async function everyCondition(): Promise<Named[]> {
  const problems = await handle.db.select().from(patientProblems);
  const tests = await handle.db
    .select({ id: diagnosisTests.id, patientId: diagnosisTests.patientId, recordedAt: diagnosisTests.createdAt, voidedAt: diagnosisTests.voidedAt, diagnosis: diagnosisCategories.name })
    .from(diagnosisTests)
    .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId));
  const written = await handle.db
    .select({ id: prescriptions.id, patientId: prescriptions.patientId, recordedAt: prescriptions.addedAt, voidedAt: prescriptions.voidedAt, diagnosis: prescriptions.diagnosis })
    .from(prescriptions);
  return [
    ...tests.map(({ id, voidedAt, ...row }) => ({ ...row, id: `dt-${id}`, voided: voidedAt !== null })),
    ...written.filter((row) => row.diagnosis.trim() !== '').map(({ id, voidedAt, ...row }) => ({ ...row, id: `rx-${id}`, voided: voidedAt !== null })),
    ...problems.map((row) => ({ id: `problem-${row.id}`, patientId: row.patientId, recordedAt: row.createdAt, voided: row.voidedAt !== null, diagnosis: row.name })),
  ];
}
const standing = async () => (await named()).filter((one) => !one.voided);

const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0].last;

/** A patient with both a diagnosis test and a prescription that names a diagnosis. */
async function patientWithBoth(): Promise<number> {
  const all = await standing();
  // One without a problem list: what these tests follow is the clinic's own diagnoses.
  const withProblems = new Set((await problemList()).map((problem) => problem.patientId));
  const patientId = all.find((one) => one.id.startsWith('dt-') && !withProblems.has(one.patientId) && all.some((other) => other.id.startsWith('rx-') && other.patientId === one.patientId))?.patientId;
  expect(patientId).toBeDefined();
  return patientId!;
}

describe('/fhir/Condition', () => {
  it("answers every diagnosis of the seeded tests and prescriptions as valid R4: the test's category, the prescription's words", async () => {
    const all = await standing();
    expect(all.filter((one) => one.id.startsWith('dt-')).length).toBeGreaterThan(3);
    expect(all.filter((one) => one.id.startsWith('rx-')).length).toBeGreaterThan(3);
    const bundle = await search('?_count=200');
    // Beside them, the problem list (the demo's first patient's, from another hospital): problem-list items.
    const problems = (await everyCondition()).filter((one) => one.id.startsWith('problem-') && !one.voided);
    expect(problems.length).toBeGreaterThan(0);
    expect(bundle.total).toBe(all.length + problems.length);
    expect(sorted(ids(bundle))).toEqual(sorted([...all, ...problems].map((one) => one.id)));
    for (const condition of resources(bundle).filter((one) => one.id!.startsWith('problem-'))) {
      expect(r4Errors(condition)).toEqual([]);
      expect(condition.category).toEqual([expect.objectContaining({ coding: [expect.objectContaining({ code: 'problem-list-item' })] })]);
    }
    for (const condition of resources(bundle).filter((one) => !one.id!.startsWith('problem-'))) {
      expect(r4Errors(condition)).toEqual([]);
      const source = all.find((one) => one.id === condition.id)!;
      expect(condition).toMatchObject({
        code: { text: source.diagnosis.trim() },
        subject: { reference: `Patient/${source.patientId}` },
        recordedDate: source.recordedAt.toISOString(),
        clinicalStatus: { coding: [{ code: 'active' }] },
        verificationStatus: { coding: [{ code: 'confirmed' }] },
        category: [{ coding: [{ code: 'encounter-diagnosis' }] }],
      });
      expect(condition.recorder?.reference).toMatch(/^Practitioner\/\d+$/);
    }
  });

  it('a prescription without a diagnosis in words names none of its own', async () => {
    const [prescription] = await handle.db.select().from(prescriptions).orderBy(asc(prescriptions.id)).limit(1);
    await handle.db.update(prescriptions).set({ diagnosis: '  ' }).where(eq(prescriptions.id, prescription.id));
    expect(ids(await search(`?patient=${prescription.patientId}&_count=200`))).not.toContain(`rx-${prescription.id}`);
    expect((await read(`rx-${prescription.id}`)).status).toBe(404);
    await handle.db.update(prescriptions).set({ diagnosis: prescription.diagnosis }).where(eq(prescriptions.id, prescription.id));
    expect((await read(`rx-${prescription.id}`)).status).toBe(200);
  });

  it("searches by patient or subject, as Patient/{id}, an address or the id, with one audit line for each patient shown", async () => {
    const patientId = await patientWithBoth();
    const all = await standing();
    const expected = sorted(all.filter((one) => one.patientId === patientId).map((one) => one.id));
    for (const query of [`patient=Patient/${patientId}`, `patient=${patientId}`, `subject=Patient/${patientId}`, `subject=https://elsewhere.example/fhir/Patient/${patientId}`]) {
      expect(sorted(ids(await search(`?${query}&_count=200`)))).toEqual(expected);
    }
    expect((await search('?patient=Practitioner/1')).total).toBe(0);

    const last = await lastAuditId();
    await search(`?patient=Patient/${patientId}`);
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([expect.objectContaining({ patientId, detail: 'through FHIR: GET /fhir/Condition' })]);

    const before = await lastAuditId();
    const page = resources(await search('?_count=200'));
    const lines = await handle.db.select({ patientId: auditEvents.patientId }).from(auditEvents).where(gt(auditEvents.id, before));
    expect(sorted(lines.map((line) => String(line.patientId)))).toEqual(sorted([...new Set(page.map((one) => one.subject!.reference!.slice('Patient/'.length)))]));
  });

  it("searches by recorded-date on the clinic's days, with eq, ge, le, gt and lt, and by _id", async () => {
    const all = await standing();
    const day = isoDateInZone(all[Math.floor(all.length / 2)].recordedAt);
    const dayOf = (one: Named) => isoDateInZone(one.recordedAt);
    const expected: Record<string, (one: Named) => boolean> = {
      '': (one) => dayOf(one) === day,
      eq: (one) => dayOf(one) === day,
      ge: (one) => dayOf(one) >= day,
      le: (one) => dayOf(one) <= day,
      gt: (one) => dayOf(one) > day,
      lt: (one) => dayOf(one) < day,
    };
    for (const [prefix, matches] of Object.entries(expected)) {
      expect(sorted(ids(await search(`?recorded-date=${prefix}${day}&_count=200`)))).toEqual(sorted(all.filter(matches).map((one) => one.id)));
    }
    expect(sorted(ids(await search(`?recorded-date=ge${day}&recorded-date=le${day}&_count=200`)))).toEqual(sorted(all.filter(expected.eq).map((one) => one.id)));
    expect((await search('?recorded-date=lt1990')).total).toBe(0);
    expect((await GET(new Request('http://localhost/fhir/Condition?recorded-date=yesterday'), undefined)).status).toBe(400);

    const [test, written] = [all.find((one) => one.id.startsWith('dt-'))!, all.find((one) => one.id.startsWith('rx-'))!];
    expect(ids(await search(`?_id=${test.id}`))).toEqual([test.id]);
    expect(sorted(ids(await search(`?_id=${test.id},${written.id}`)))).toEqual(sorted([test.id, written.id]));
    expect((await search(`?_id=${test.id.slice(3)}`)).total).toBe(0);
  });

  it('pages every diagnosis once, in one order, by the next links, and back by previous', async () => {
    const everyOne = ids(await search('?_count=200'));
    const seen: string[] = [];
    const pages: string[][] = [];
    let bundle = await search('?_count=4');
    for (;;) {
      expect(bundle.total).toBe(everyOne.length);
      pages.push(ids(bundle));
      seen.push(...ids(bundle));
      const next = link(bundle, 'next');
      if (!next) break;
      bundle = await follow(next);
    }
    expect(seen).toEqual(everyOne);
    expect(pages.length).toBe(Math.ceil(everyOne.length / 4));
    expect(ids(await follow(link(bundle, 'previous')!))).toEqual(pages[pages.length - 2]);
  });

  it("a voided record's diagnosis is entered-in-error without a clinical status, found only when that status is asked for", async () => {
    const patientId = await patientWithBoth();
    const own = (await standing()).filter((one) => one.patientId === patientId);
    const test = own.find((one) => one.id.startsWith('dt-'))!;
    const written = own.find((one) => one.id.startsWith('rx-'))!;
    const testId = Number(test.id.slice(3));
    const prescriptionId = Number(written.id.slice(3));
    const voided = { voidedAt: new Date(), voidedById: 1, voidReason: 'Wrong patient' };
    await handle.db.update(diagnosisTests).set(voided).where(eq(diagnosisTests.id, testId));
    await handle.db.update(prescriptions).set(voided).where(eq(prescriptions.id, prescriptionId));
    try {
      const rest = sorted(own.filter((one) => one !== test && one !== written).map((one) => one.id));
      expect(sorted(ids(await search(`?patient=${patientId}&_count=200`)))).toEqual(rest);
      expect(sorted(ids(await search(`?patient=${patientId}&clinical-status=active&_count=200`)))).toEqual(rest);
      expect(sorted(ids(await search(`?patient=${patientId}&verification-status=confirmed&_count=200`)))).toEqual(rest);
      const errors = resources(await search(`?patient=${patientId}&verification-status=entered-in-error`));
      expect(sorted(errors.map((one) => one.id!))).toEqual(sorted([test.id, written.id]));
      expect(sorted(ids(await search(`?patient=${patientId}&verification-status=confirmed,entered-in-error&_count=200`)))).toEqual(sorted(own.map((one) => one.id)));
      for (const id of [test.id, written.id]) {
        const condition = (await (await read(id)).json()) as Condition;
        expect(condition.verificationStatus?.coding?.[0].code).toBe('entered-in-error');
        expect(condition.clinicalStatus).toBeUndefined();
        expect(r4Errors(condition)).toEqual([]);
      }
    } finally {
      const standingAgain = { voidedAt: null, voidedById: null, voidReason: null };
      await handle.db.update(diagnosisTests).set(standingAgain).where(eq(diagnosisTests.id, testId));
      await handle.db.update(prescriptions).set(standingAgain).where(eq(prescriptions.id, prescriptionId));
    }
  });

  it('takes category, clinical-status and verification-status with their own systems only', async () => {
    const total = (await standing()).length;
    const problems = await problemList();
    const problemsWith = (status: 'clinicalStatus' | 'verificationStatus', code: string) => problems.filter((problem) => problem[status] === code).length;
    for (const query of ['category=encounter-diagnosis', 'category=http://terminology.hl7.org/CodeSystem/condition-category|encounter-diagnosis']) {
      expect((await search(`?${query}&_count=0`)).total).toBe(total);
    }
    expect((await search('?category=problem-list-item&_count=0')).total).toBe(problems.length);
    expect((await search('?clinical-status=active&_count=0')).total).toBe(total + problemsWith('clinicalStatus', 'active'));
    expect((await search('?clinical-status=resolved&_count=0')).total).toBe(problemsWith('clinicalStatus', 'resolved'));
    expect((await search('?verification-status=|confirmed&_count=0')).total).toBe(total + problemsWith('verificationStatus', 'confirmed'));
    for (const query of ['category=http://snomed.info/sct|encounter-diagnosis', 'clinical-status=http://other.example|active', 'verification-status=provisional']) {
      expect((await search(`?${query}&_count=0`)).total).toBe(0);
    }
  });

  it('points to the visit it was named at once the patient arrived, and is found by it; and to the diagnosis test a prescription names', async () => {
    const [visit] = await handle.db.select().from(appointments).where(eq(appointments.status, 'completed')).orderBy(asc(appointments.id)).limit(1);
    const [booked] = await handle.db.select().from(appointments).where(inArray(appointments.status, ['pending', 'confirmed'])).orderBy(asc(appointments.id)).limit(1);
    const [test] = await handle.db.select().from(diagnosisTests).orderBy(asc(diagnosisTests.id)).limit(1);
    const [written] = await handle.db.select().from(prescriptions).where(and(sql`btrim(${prescriptions.diagnosis}) <> ''`)).orderBy(asc(prescriptions.id)).limit(1);
    await handle.db.update(diagnosisTests).set({ appointmentId: visit.id }).where(eq(diagnosisTests.id, test.id));
    await handle.db.update(prescriptions).set({ appointmentId: booked.id, diagnosisTestId: test.id }).where(eq(prescriptions.id, written.id));
    try {
      const atVisit = (await (await read(`dt-${test.id}`)).json()) as Condition;
      expect(atVisit.encounter).toEqual({ reference: `Encounter/${visit.id}` });
      expect(r4Errors(atVisit)).toEqual([]);
      expect(ids(await search(`?encounter=Encounter/${visit.id}`))).toEqual([`dt-${test.id}`]);
      const beforeVisit = (await (await read(`rx-${written.id}`)).json()) as Condition;
      expect(beforeVisit.encounter).toBeUndefined();
      expect(beforeVisit.evidence).toEqual([{ detail: [{ reference: `DiagnosticReport/dt-${test.id}` }] }]);
      expect((await search(`?encounter=${booked.id}`)).total).toBe(0);
    } finally {
      await handle.db.update(diagnosisTests).set({ appointmentId: test.appointmentId }).where(eq(diagnosisTests.id, test.id));
      await handle.db.update(prescriptions).set({ appointmentId: written.appointmentId, diagnosisTestId: written.diagnosisTestId }).where(eq(prescriptions.id, written.id));
    }
  });

  it('answers 404 with an OperationOutcome for an id it does not hold', async () => {
    for (const id of ['dt-99999999', 'rx-99999999', '1', 'x', 'dt-abc', 'rx-2147483648', 'inv-1', 'dt-1-1']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as OperationOutcome).issue[0].code).toBe('not-found');
    }
  });
});

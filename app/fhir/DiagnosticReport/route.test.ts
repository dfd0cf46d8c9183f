import type { Bundle, DiagnosticReport, OperationOutcome } from '@medplum/fhirtypes';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { isoDateInZone } from '@/lib/clinic-time';
import { appointments, attachments, auditEvents, diagnosisTests, investigations, labOrders, observations } from '@/lib/db/schema';
import { investigationCategory } from '@/lib/diagnosis/fhir/diagnostic-report';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();
// This file is about the clinic's own reports: the laboratory's are searched beside them (lab.test.ts).
beforeAll(async () => {
  await handle.db.delete(labOrders);
});

const follow = async (url: string) => (await (await GET(new Request(url), undefined)).json()) as Bundle<DiagnosticReport>;
const search = (query: string) => follow(`http://localhost/fhir/DiagnosticReport${query}`);
const read = (id: string) => readOne(new Request(`http://localhost/fhir/DiagnosticReport/${id}`), { params: Promise.resolve({ id }) });
const readReport = async (id: string) => (await (await read(id)).json()) as DiagnosticReport;
const resources = (bundle: Bundle<DiagnosticReport>) => (bundle.entry ?? []).map((entry) => entry.resource!);
const ids = (bundle: Bundle<DiagnosticReport>) => resources(bundle).map((one) => one.id!);
const sorted = (list: readonly string[]) => [...list].sort();
const link = (bundle: Bundle, relation: string) => bundle.link?.find((one) => one.relation === relation)?.url;

/** A report of the seeded data as the test reads it from the tables themselves. */
interface Filed {
  id: string;
  patientId: number;
  /** The clinic's day of the test, or the investigation's date. */
  day: string;
  voided: boolean;
  /** The app's investigation status; null for a diagnosis test. */
  status: string | null;
  title: string | null;
}

/** Every diagnosis test, and every investigation filed for a patient, voided ones too. */
async function filed(): Promise<Filed[]> {
  const tests = await handle.db.select().from(diagnosisTests);
  const investigated = await handle.db.select().from(investigations).where(isNotNull(investigations.patientId));
  return [
    ...tests.map((test) => ({ id: `dt-${test.id}`, patientId: test.patientId, day: isoDateInZone(test.createdAt), voided: test.voidedAt !== null, status: null, title: null })),
    ...investigated.map((one) => ({ id: `inv-${one.id}`, patientId: one.patientId!, day: one.date, voided: one.voidedAt !== null, status: one.status, title: one.title })),
  ];
}
const standing = async () => (await filed()).filter((one) => !one.voided);
const idsOf = (list: readonly Filed[]) => sorted(list.map((one) => one.id));

const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0].last;

describe('/fhir/DiagnosticReport', () => {
  it('answers every seeded diagnosis test and investigation as valid R4: its readings, its file as a presented form', async () => {
    const all = await standing();
    expect(all.filter((one) => one.id.startsWith('dt-')).length).toBeGreaterThan(3);
    expect(all.filter((one) => one.id.startsWith('inv-')).length).toBeGreaterThan(3);
    const bundle = await search('?_count=200');
    expect(bundle.total).toBe(all.length);
    expect(sorted(ids(bundle))).toEqual(idsOf(all));
    for (const report of resources(bundle)) expect(r4Errors(report)).toEqual([]);

    const [test] = await handle.db.select().from(diagnosisTests).orderBy(asc(diagnosisTests.id)).limit(1);
    const readings = await handle.db.select({ id: observations.id }).from(observations).where(and(eq(observations.source, 'diagnosis-test'), eq(observations.sourceId, test.id))).orderBy(asc(observations.id));
    expect(readings.length).toBeGreaterThan(0);
    const ofTest = resources(bundle).find((one) => one.id === `dt-${test.id}`)!;
    expect(ofTest).toMatchObject({
      status: 'final',
      identifier: [{ value: test.reportNumber }],
      category: [{ coding: [{ code: 'LAB' }] }],
      subject: { reference: `Patient/${test.patientId}` },
      performer: [{ reference: `Practitioner/${test.doctorId}` }],
      effectiveDateTime: test.createdAt.toISOString(),
      result: readings.map(({ id }) => ({ reference: `Observation/${id}` })),
    });
    expect(ofTest.conclusion).toContain(`Diabetes: ${test.diabetes}.`);

    const [investigation] = await handle.db
      .select({ id: investigations.id, title: investigations.title, date: investigations.date, fileId: attachments.id, fileName: attachments.fileName, mime: attachments.mime, size: sql<number>`octet_length(${attachments.bytes})`.mapWith(Number) })
      .from(investigations)
      .innerJoin(attachments, eq(attachments.id, investigations.attachmentId))
      .orderBy(asc(investigations.id))
      .limit(1);
    expect(resources(bundle).find((one) => one.id === `inv-${investigation.id}`)).toMatchObject({
      code: { text: investigation.title },
      effectiveDateTime: investigation.date,
      presentedForm: [{ contentType: investigation.mime, title: investigation.fileName, size: investigation.size, url: `Binary/${investigation.fileId}` }],
    });
  });

  it('searches by patient or subject, with one audit line for each patient shown', async () => {
    const all = await standing();
    const patientId = all.find((one) => one.id.startsWith('dt-') && all.some((other) => other.id.startsWith('inv-') && other.patientId === one.patientId))!.patientId;
    const expected = idsOf(all.filter((one) => one.patientId === patientId));
    for (const query of [`patient=Patient/${patientId}`, `patient=${patientId}`, `subject=Patient/${patientId}`]) {
      expect(sorted(ids(await search(`?${query}&_count=200`)))).toEqual(expected);
    }
    const last = await lastAuditId();
    await search(`?subject=${patientId}`);
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([expect.objectContaining({ patientId, detail: 'through FHIR: GET /fhir/DiagnosticReport' })]);

    const before = await lastAuditId();
    const page = resources(await search('?_count=200'));
    const lines = await handle.db.select({ patientId: auditEvents.patientId }).from(auditEvents).where(gt(auditEvents.id, before));
    expect(sorted(lines.map((line) => String(line.patientId)))).toEqual(sorted([...new Set(page.map((one) => one.subject!.reference!.slice('Patient/'.length)))]));
  });

  it("searches by date, a test's day on the clinic's clock and an investigation's date, with eq, ge, le, gt and lt", async () => {
    const all = await standing();
    const day = sorted(all.map((one) => one.day))[Math.floor(all.length / 2)];
    const expected: Record<string, (one: Filed) => boolean> = {
      '': (one) => one.day === day,
      eq: (one) => one.day === day,
      ge: (one) => one.day >= day,
      le: (one) => one.day <= day,
      gt: (one) => one.day > day,
      lt: (one) => one.day < day,
    };
    for (const [prefix, matches] of Object.entries(expected)) {
      expect(sorted(ids(await search(`?date=${prefix}${day}&_count=200`)))).toEqual(idsOf(all.filter(matches)));
    }
    const month = day.slice(0, 7);
    expect(sorted(ids(await search(`?date=${month}&_count=200`)))).toEqual(idsOf(all.filter((one) => one.day.startsWith(month))));
    expect((await GET(new Request('http://localhost/fhir/DiagnosticReport?date=2026-02-30'), undefined)).status).toBe(400);
  });

  it('searches by status: final, registered (pending), partial (in progress); a voided record only as entered-in-error, and read so by id', async () => {
    const all = await standing();
    const status: Record<string, Filed[]> = {
      final: all.filter((one) => one.status === null || one.status === 'Completed'),
      registered: all.filter((one) => one.status === 'Pending'),
      partial: all.filter((one) => one.status === 'In Progress'),
    };
    for (const [code, matches] of Object.entries(status)) {
      expect(matches.length).toBeGreaterThan(0);
      expect(sorted(ids(await search(`?status=${code}&_count=200`)))).toEqual(idsOf(matches));
    }
    expect(sorted(ids(await search('?status=registered,partial&_count=200')))).toEqual(idsOf([...status.registered, ...status.partial]));
    expect((await search('?status=preliminary')).total).toBe(0);
    expect((await search('?status=http://hl7.org/fhir/diagnostic-report-status|final&_count=0')).total).toBe(status.final.length);

    const test = all.find((one) => one.id.startsWith('dt-'))!;
    const investigation = all.find((one) => one.id.startsWith('inv-') && one.status === 'Pending')!;
    const voided = { voidedAt: new Date(), voidedById: 1, voidReason: 'Wrong patient' };
    await handle.db.update(diagnosisTests).set(voided).where(eq(diagnosisTests.id, Number(test.id.slice(3))));
    await handle.db.update(investigations).set(voided).where(eq(investigations.id, Number(investigation.id.slice(4))));
    try {
      const rest = all.filter((one) => one !== test && one !== investigation);
      expect(sorted(ids(await search('?_count=200')))).toEqual(idsOf(rest));
      expect(ids(await search('?status=registered&_count=200'))).not.toContain(investigation.id);
      expect(sorted(ids(await search('?status=entered-in-error')))).toEqual(idsOf([test, investigation]));
      for (const id of [test.id, investigation.id]) {
        const report = await readReport(id);
        expect(report.status).toBe('entered-in-error');
        expect(r4Errors(report)).toEqual([]);
      }
    } finally {
      const standingAgain = { voidedAt: null, voidedById: null, voidReason: null };
      await handle.db.update(diagnosisTests).set(standingAgain).where(eq(diagnosisTests.id, Number(test.id.slice(3))));
      await handle.db.update(investigations).set(standingAgain).where(eq(investigations.id, Number(investigation.id.slice(4))));
    }
  });

  it('searches by category as the reports say it: LAB a diagnosis test, RAD an imaging investigation, OTH any other', async () => {
    const all = await standing();
    const category: Record<string, Filed[]> = {
      LAB: all.filter((one) => one.title === null),
      RAD: all.filter((one) => one.title !== null && investigationCategory(one.title) === 'RAD'),
      OTH: all.filter((one) => one.title !== null && investigationCategory(one.title) === 'OTH'),
    };
    for (const [code, matches] of Object.entries(category)) {
      expect(matches.length).toBeGreaterThan(0);
      expect(sorted(ids(await search(`?category=${code}&_count=200`)))).toEqual(idsOf(matches));
      expect(sorted(ids(await search(`?category=http://terminology.hl7.org/CodeSystem/v2-0074|${code}&_count=200`)))).toEqual(idsOf(matches));
      for (const report of resources(await search(`?category=${code}&_count=200`))) expect(report.category?.[0].coding?.[0].code).toBe(code);
    }
    expect((await search('?category=http://loinc.org|LAB')).total).toBe(0);
    expect((await search('?category=HM')).total).toBe(0);
  });

  it('pages every report once, in one order, by the next links, and back by previous; finds one by _id', async () => {
    const everyOne = ids(await search('?_count=200'));
    const seen: string[] = [];
    const pages: string[][] = [];
    let bundle = await search('?_count=5');
    for (;;) {
      expect(bundle.total).toBe(everyOne.length);
      pages.push(ids(bundle));
      seen.push(...ids(bundle));
      const next = link(bundle, 'next');
      if (!next) break;
      bundle = await follow(next);
    }
    expect(seen).toEqual(everyOne);
    expect(pages.length).toBe(Math.ceil(everyOne.length / 5));
    expect(ids(await follow(link(bundle, 'previous')!))).toEqual(pages[pages.length - 2]);

    const [test, investigation] = [everyOne.find((id) => id.startsWith('dt-'))!, everyOne.find((id) => id.startsWith('inv-'))!];
    expect(ids(await search(`?_id=${investigation}`))).toEqual([investigation]);
    expect(sorted(ids(await search(`?_id=${test},${investigation}`)))).toEqual(sorted([test, investigation]));
    expect((await search(`?_id=${investigation.slice(4)}`)).total).toBe(0);
  });

  it('points a diagnosis test to the visit it was made at once the patient arrived, and finds it by encounter', async () => {
    const [visit] = await handle.db.select().from(appointments).where(eq(appointments.status, 'completed')).orderBy(asc(appointments.id)).limit(1);
    const [test] = await handle.db.select().from(diagnosisTests).orderBy(asc(diagnosisTests.id)).limit(1);
    await handle.db.update(diagnosisTests).set({ appointmentId: visit.id }).where(eq(diagnosisTests.id, test.id));
    try {
      const report = await readReport(`dt-${test.id}`);
      expect(report.encounter).toEqual({ reference: `Encounter/${visit.id}` });
      expect(r4Errors(report)).toEqual([]);
      expect(ids(await search(`?encounter=Encounter/${visit.id}`))).toEqual([`dt-${test.id}`]);
      await handle.db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, visit.id));
      expect((await readReport(`dt-${test.id}`)).encounter).toBeUndefined();
      expect((await search(`?encounter=${visit.id}`)).total).toBe(0);
    } finally {
      await handle.db.update(appointments).set({ status: visit.status }).where(eq(appointments.id, visit.id));
      await handle.db.update(diagnosisTests).set({ appointmentId: test.appointmentId }).where(eq(diagnosisTests.id, test.id));
    }
  });

  it('leaves out an investigation filed for no patient, and one without a file has no presented form', async () => {
    const [investigation] = await handle.db.select().from(investigations).where(isNotNull(investigations.patientId)).orderBy(asc(investigations.id)).limit(1);
    await handle.db.update(investigations).set({ attachmentId: null }).where(eq(investigations.id, investigation.id));
    try {
      const bare = await readReport(`inv-${investigation.id}`);
      expect(bare.presentedForm).toBeUndefined();
      expect(r4Errors(bare)).toEqual([]);
      await handle.db.update(investigations).set({ patientId: null }).where(eq(investigations.id, investigation.id));
      expect((await read(`inv-${investigation.id}`)).status).toBe(404);
      expect(ids(await search('?_count=200'))).not.toContain(`inv-${investigation.id}`);
    } finally {
      await handle.db.update(investigations).set({ patientId: investigation.patientId, attachmentId: investigation.attachmentId }).where(eq(investigations.id, investigation.id));
    }
  });

  it('answers 404 with an OperationOutcome for an id it does not hold', async () => {
    for (const id of ['dt-99999999', 'inv-99999999', '1', 'x', 'inv-abc', 'dt-2147483648', 'rx-1']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as OperationOutcome).issue[0].code).toBe('not-found');
    }
  });
});

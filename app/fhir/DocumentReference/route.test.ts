import type { Bundle, DocumentReference, OperationOutcome } from '@medplum/fhirtypes';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoDateInZone } from '@/lib/clinic-time';
import { auditEvents, caseReports, documents, investigations } from '@/lib/db/schema';
import { createCaseReport } from '@/lib/reports/writes/case-reports';
import { createInvestigation, voidInvestigation } from '@/lib/reports/writes/investigations';
import { FHIR_READER, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readBinary } from '../Binary/[id]/route';
import { GET as readOne } from './[id]/route';
import { GET, POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const get = (url: string) => GET(new Request(url), undefined);
const search = async (query: string) => (await (await get(`http://localhost/fhir/DocumentReference${query}`)).json()) as Bundle<DocumentReference>;
const read = (id: string) => readOne(new Request(`http://localhost/fhir/DocumentReference/${id}`), { params: Promise.resolve({ id }) });
const ids = (bundle: Bundle) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id!);
const link = (bundle: Bundle, relation: string) => bundle.link?.find((one) => one.relation === relation)?.url;

/**
 * What the tables hold that is a document, read here without the FHIR queries: the reports with a file, the case
 * reports with notes; in the search's order, by id and then by table (investigations, operation reports, case reports).
 */
async function documentsInTables({ voided = false } = {}) {
  const db = handle.db;
  const standing = (table: { voidedAt: AnyPgColumn }) => (voided ? isNotNull(table.voidedAt) : isNull(table.voidedAt));
  const fields = (table: typeof investigations | typeof documents | typeof caseReports) => ({ id: table.id, patientId: table.patientId, createdAt: table.createdAt });
  const withFile = await db.select(fields(investigations)).from(investigations).where(and(isNotNull(investigations.attachmentId), standing(investigations)));
  const operations = await db.select(fields(documents)).from(documents).where(and(isNotNull(documents.attachmentId), standing(documents)));
  const withNotes = await db
    .select({ ...fields(caseReports), kind: caseReports.kind })
    .from(caseReports)
    .where(and(sql`btrim(${caseReports.notes}) <> ''`, standing(caseReports)));
  return [
    ...withFile.map((row) => ({ ...row, table: 0, kind: 'investigation', fhirId: `inv-${row.id}` })),
    ...operations.map((row) => ({ ...row, table: 1, kind: 'operation', fhirId: `op-${row.id}` })),
    ...withNotes.map((row) => ({ ...row, table: 2, fhirId: `case-${row.id}` })),
  ].sort((one, other) => one.id - other.id || one.table - other.table);
}

const KINDS = ['investigation', 'operation', 'birth', 'death'];

async function lastAuditId(): Promise<number> {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  return last;
}
const auditSince = (last: number) => handle.db.select().from(auditEvents).where(gt(auditEvents.id, last));

/** The patient with the most documents, and theirs. */
async function busiestPatient() {
  const all = await documentsInTables();
  const counts = new Map<number, number>();
  for (const row of all) if (row.patientId !== null) counts.set(row.patientId, (counts.get(row.patientId) ?? 0) + 1);
  const [patientId] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return { patientId, theirs: all.filter((row) => row.patientId === patientId).map((row) => row.fhirId) };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

describe('/fhir/DocumentReference', () => {
  it('answers every seeded report that is a document as valid R4, each kind, in one order, with one audit line per patient shown', async () => {
    const expected = await documentsInTables();
    expect(new Set(expected.map((row) => row.kind))).toEqual(new Set(KINDS));
    const last = await lastAuditId();
    const bundle = await search('?_count=200');
    expect(bundle.total).toBe(expected.length);
    expect(ids(bundle)).toEqual(expected.map((row) => row.fhirId));
    for (const entry of bundle.entry ?? []) expect(r4Errors(entry.resource!)).toEqual([]);
    expect(r4Errors(bundle)).toEqual([]);
    const shown = new Set(expected.map((row) => row.patientId).filter((id) => id !== null));
    const lines = await auditSince(last);
    expect(lines).toHaveLength(shown.size);
    expect(new Set(lines.map((line) => line.patientId))).toEqual(shown);
    for (const line of lines) expect(line).toMatchObject({ actorId: FHIR_READER.id, entity: 'patient', detail: 'through FHIR: GET /fhir/DocumentReference' });
  });

  it('pages by its next links through every document once, the three tables as one, and back by its previous links', async () => {
    const expected = (await documentsInTables()).map((row) => row.fhirId);
    const forward: string[] = [];
    const pages: Bundle[] = [];
    for (let bundle: Bundle | null = await search('?_count=7'); bundle; ) {
      pages.push(bundle);
      expect(bundle.total).toBe(expected.length);
      forward.push(...ids(bundle));
      const next = link(bundle, 'next');
      bundle = next ? ((await (await get(next)).json()) as Bundle) : null;
    }
    expect(forward).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(expected.length / 7));
    const backward: string[][] = [];
    for (let bundle: Bundle | null = pages[pages.length - 1]; bundle; ) {
      backward.unshift(ids(bundle));
      const previous = link(bundle, 'previous');
      bundle = previous ? ((await (await get(previous)).json()) as Bundle) : null;
    }
    expect(backward.flat()).toEqual(expected);
  });

  it("searches by patient or subject, and writes that patient's audit line alone", async () => {
    const { patientId, theirs } = await busiestPatient();
    expect(theirs.length).toBeGreaterThan(1);
    const last = await lastAuditId();
    expect(ids(await search(`?patient=Patient/${patientId}&_count=200`))).toEqual(theirs);
    expect(await auditSince(last)).toEqual([expect.objectContaining({ patientId, detail: 'through FHIR: GET /fhir/DocumentReference' })]);
    expect(ids(await search(`?subject=${patientId}&_count=200`))).toEqual(theirs);
    expect((await search(`?patient=Practitioner/${patientId}`)).total).toBe(0);
    expect((await search('?patient=Patient/2147483648')).total).toBe(0);
  });

  it("searches by the day it was filed on the clinic's clock, with eq, ge, le, gt and lt", async () => {
    const all = (await documentsInTables()).map((row) => ({ fhirId: row.fhirId, day: isoDateInZone(row.createdAt) }));
    const days = [...new Set(all.map((row) => row.day))].sort();
    expect(days.length).toBeGreaterThan(2);
    const day = days[Math.floor(days.length / 2)];
    const matching = (keep: (other: string) => boolean) => all.filter((row) => keep(row.day)).map((row) => row.fhirId);
    expect(ids(await search(`?date=${day}&_count=200`))).toEqual(matching((other) => other === day));
    expect(ids(await search(`?date=eq${day}&_count=200`))).toEqual(matching((other) => other === day));
    expect(ids(await search(`?date=ge${day}&_count=200`))).toEqual(matching((other) => other >= day));
    expect(ids(await search(`?date=le${day}&_count=200`))).toEqual(matching((other) => other <= day));
    expect(ids(await search(`?date=gt${day}&_count=200`))).toEqual(matching((other) => other > day));
    expect(ids(await search(`?date=lt${day}&_count=200`))).toEqual(matching((other) => other < day));
    expect(ids(await search(`?date=ge${days[0]}&date=le${days[days.length - 1]}&_count=200`))).toEqual(all.map((row) => row.fhirId));
    expect((await search('?date=lt1990')).total).toBe(0);
    const refused = await get('http://localhost/fhir/DocumentReference?date=yesterday');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as OperationOutcome).issue[0].details?.text).toMatch(/^date must be a date/);
  });

  it('searches by _id, of any table, a comma for either and a repeat for both', async () => {
    const all = await documentsInTables();
    const operation = all.find((row) => row.kind === 'operation')!;
    const death = all.find((row) => row.kind === 'death')!;
    expect(ids(await search(`?_id=${death.fhirId},${operation.fhirId}`))).toEqual([operation, death].sort((one, other) => one.id - other.id || one.table - other.table).map((row) => row.fhirId));
    expect(ids(await search(`?_id=${operation.fhirId}&_id=${death.fhirId}`))).toEqual([]);
    // The tables share ids: the prefix alone says which report is meant.
    const shared = all.find((row) => row.kind === 'investigation' && all.some((other) => other.kind === 'operation' && other.id === row.id))!;
    expect(ids(await search(`?_id=inv-${shared.id}`))).toEqual([`inv-${shared.id}`]);
    expect(ids(await search(`?_id=op-${shared.id}`))).toEqual([`op-${shared.id}`]);
    for (const other of [String(operation.id), 'op-2147483648', 'death-1', 'inv-0']) expect((await search(`?_id=${other}`)).total).toBe(0);
  });

  it('reads each kind by id as the search shows it, with its audit line, and 404s an id it does not hold', async () => {
    const all = await documentsInTables();
    const page = await search('?_count=200');
    for (const kind of KINDS) {
      const row = all.find((one) => one.kind === kind)!;
      const last = await lastAuditId();
      const response = await read(row.fhirId);
      expect(response.status).toBe(200);
      const resource = (await response.json()) as DocumentReference;
      expect(resource).toEqual(page.entry!.find((entry) => entry.resource!.id === row.fhirId)!.resource);
      expect(resource.type?.text?.toLowerCase()).toContain(kind);
      expect(r4Errors(resource)).toEqual([]);
      expect(await auditSince(last)).toEqual([expect.objectContaining({ patientId: row.patientId, detail: `through FHIR: GET /fhir/DocumentReference/${row.fhirId}` })]);
    }
    for (const unknown of ['inv-99999999', 'case-99999999', '7', 'nothing', 'op-2147483648', 'birth-1']) {
      const response = await read(unknown);
      expect(response.status).toBe(404);
      expect(r4Errors((await response.json()) as OperationOutcome)).toEqual([]);
    }
    expect((await POST(new Request('http://localhost/fhir/DocumentReference', { method: 'POST' }))).status).toBe(405);
  });

  it('leaves out a report with no file and a birth or death report with no notes: they carry nothing a document holds', async () => {
    const { patientId } = await busiestPatient();
    const before = ids(await search(`?patient=${patientId}&_count=200`));
    const bare = await createInvestigation(handle.db, { patientId, date: '2026-03-01', title: 'Urinalysis', status: 'Pending' }, null, FHIR_READER.id);
    const silent = await createCaseReport(handle.db, { kind: 'birth', patientId, doctorName: 'Dr. Ifeoma Chukwu', doctorEmail: 'i.chukwu@example.ng', date: '2026-03-01', notes: '   ' }, FHIR_READER.id);
    if (bare === 'unknown-patient' || silent === 'unknown-patient') throw new Error('the seeded patient is missing');
    expect(ids(await search(`?patient=${patientId}&_count=200`))).toEqual(before);
    expect((await read(`inv-${bare.id}`)).status).toBe(404);
    expect((await read(`case-${silent.id}`)).status).toBe(404);
    const filed = await createInvestigation(handle.db, { patientId, date: '2026-03-01', title: 'Urinalysis', status: 'Pending' }, { fileName: 'urinalysis.pdf', mime: 'application/pdf', bytes: PDF }, FHIR_READER.id);
    if (filed === 'unknown-patient') throw new Error('the seeded patient is missing');
    // The newest id of its table: after every document of the patient whose id is lower or equal.
    const after = (await documentsInTables()).filter((row) => row.patientId === patientId).map((row) => row.fhirId);
    expect(after).toContain(`inv-${filed.id}`);
    expect(ids(await search(`?patient=${patientId}&_count=200`))).toEqual(after);
    expect(after.filter((id) => id !== `inv-${filed.id}`)).toEqual(before);
    const created = (await (await read(`inv-${filed.id}`)).json()) as DocumentReference;
    expect(created).toMatchObject({ docStatus: 'preliminary', description: 'Urinalysis', content: [{ attachment: { url: `Binary/${filed.attachment!.id}`, size: PDF.length, title: 'urinalysis.pdf' } }] });
  });

  it('serves no report that no patient matched, nor its file: its read would name no patient for the audit trail', async () => {
    const { patientId } = await busiestPatient();
    const filed = await createInvestigation(handle.db, { patientId, date: '2026-03-03', title: 'Old scan', status: 'Completed' }, { fileName: 'old.pdf', mime: 'application/pdf', bytes: PDF }, FHIR_READER.id);
    if (filed === 'unknown-patient') throw new Error('the seeded patient is missing');
    expect((await read(`inv-${filed.id}`)).status).toBe(200);
    // As an old report imported before patients were matched: no patient.
    await handle.db.update(investigations).set({ patientId: null }).where(eq(investigations.id, filed.id));
    expect((await read(`inv-${filed.id}`)).status).toBe(404);
    expect(ids(await search(`?_id=inv-${filed.id}`))).toEqual([]);
    const binary = await readBinary(new Request(`http://localhost/fhir/Binary/${filed.attachment!.id}`), { params: Promise.resolve({ id: String(filed.attachment!.id) }) });
    expect(binary.status).toBe(404);
  });

  it('leaves a voided report out unless status asks for entered-in-error, and reads it so by id', async () => {
    const { patientId } = await busiestPatient();
    const report = await createInvestigation(handle.db, { patientId, date: '2026-03-02', title: 'Chest X-Ray review', status: 'Completed' }, { fileName: 'cxr.pdf', mime: 'application/pdf', bytes: PDF }, FHIR_READER.id);
    if (report === 'unknown-patient') throw new Error('the seeded patient is missing');
    const id = `inv-${report.id}`;
    expect(ids(await search(`?patient=${patientId}&_count=200`))).toContain(id);
    expect(await voidInvestigation(handle.db, report.id, { by: FHIR_READER.id, reason: 'Wrong patient' })).toBe('voided');
    expect(ids(await search(`?patient=${patientId}&_count=200`))).not.toContain(id);
    expect(ids(await search(`?patient=${patientId}&status=current&_count=200`))).not.toContain(id);
    const voided = await search('?status=entered-in-error&_count=200');
    expect(ids(voided)).toEqual((await documentsInTables({ voided: true })).map((row) => row.fhirId));
    expect(ids(voided)).toContain(id);
    for (const entry of voided.entry ?? []) expect(entry.resource).toMatchObject({ status: 'entered-in-error' });
    expect(ids(await search(`?patient=${patientId}&status=current,entered-in-error&_count=200`))).toContain(id);
    expect((await search('?status=superseded')).total).toBe(0);
    const resource = (await (await read(id)).json()) as DocumentReference;
    expect(resource.status).toBe('entered-in-error');
    expect(r4Errors(resource)).toEqual([]);
  });
});

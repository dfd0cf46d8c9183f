import type { Binary, DocumentReference, OperationOutcome } from '@medplum/fhirtypes';
import { asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES } from '@/lib/constants';
import { attachments, auditEvents, documents, investigations } from '@/lib/db/schema';
import { insertAttachment } from '@/lib/reports/writes/attachments';
import { createInvestigation, voidInvestigation } from '@/lib/reports/writes/investigations';
import { FHIR_READER, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import { GET as readDocument } from '../DocumentReference/[id]/route';
import { GET as readOne, POST as writeOne } from './[id]/route';
import { DELETE, GET, POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const read = (id: string | number) => readOne(new Request(`http://localhost/fhir/Binary/${id}`), { params: Promise.resolve({ id: String(id) }) });
const readReference = async (id: string) => (await (await readDocument(new Request(`http://localhost/fhir/DocumentReference/${id}`), { params: Promise.resolve({ id }) })).json()) as DocumentReference;

async function lastAuditId(): Promise<number> {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  return last;
}
const storedBytes = async (fileId: number) => (await handle.db.select({ bytes: attachments.bytes }).from(attachments).where(eq(attachments.id, fileId)))[0].bytes;
const bytesOf = (binary: Binary) => new Uint8Array(Buffer.from(binary.data ?? '', 'base64'));

/** The first two seeded investigations with a file and the first operation report: their file, report and patient. */
async function seededFiles() {
  // The seed files a PDF and a CSV in turn: both kinds of file are read.
  const found = await handle.db
    .select({ fileId: investigations.attachmentId, reportId: investigations.id, patientId: investigations.patientId, mime: attachments.mime })
    .from(investigations)
    .innerJoin(attachments, eq(attachments.id, investigations.attachmentId))
    .where(isNotNull(investigations.attachmentId))
    .orderBy(asc(investigations.id))
    .limit(2);
  expect(found.map((row) => row.mime).sort()).toEqual(['application/pdf', 'text/csv']);
  const [operation] = await handle.db
    .select({ fileId: documents.attachmentId, reportId: documents.id, patientId: documents.patientId, mime: attachments.mime })
    .from(documents)
    .innerJoin(attachments, eq(attachments.id, documents.attachmentId))
    .orderBy(asc(documents.id))
    .limit(1);
  return [
    ...found.map((investigation) => ({ ...investigation, fileId: investigation.fileId!, reference: `DocumentReference/inv-${investigation.reportId}` })),
    { ...operation, fileId: operation.fileId!, reference: `DocumentReference/op-${operation.reportId}` },
  ];
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

describe('/fhir/Binary/{id}', () => {
  it("answers a report's file with exactly the stored bytes, under the DocumentReference that names it, and the patient's audit line", async () => {
    for (const file of await seededFiles()) {
      const last = await lastAuditId();
      const response = await read(file.fileId);
      expect(response.status).toBe(200);
      const binary = (await response.json()) as Binary;
      expect(r4Errors(binary)).toEqual([]);
      expect(binary).toMatchObject({ resourceType: 'Binary', id: String(file.fileId), contentType: file.mime, securityContext: { reference: file.reference } });
      expect(bytesOf(binary)).toEqual(new Uint8Array(await storedBytes(file.fileId)));
      expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([
        expect.objectContaining({ actorId: FHIR_READER.id, entity: 'patient', patientId: file.patientId, detail: `through FHIR: GET /fhir/Binary/${file.fileId}` }),
      ]);
      // The document points at this file, and the file back at the document.
      const reference = await readReference(file.reference.replace('DocumentReference/', ''));
      expect(reference.content[0].attachment).toMatchObject({ url: `Binary/${file.fileId}`, contentType: file.mime, size: (await storedBytes(file.fileId)).length });
    }
  });

  it("still reads a voided report's file by id, as the report reads as entered-in-error", async () => {
    const [{ patientId }] = await seededFiles();
    const report = await createInvestigation(handle.db, { patientId: patientId!, date: '2026-03-02', title: 'Lipid profile', status: 'Completed' }, { fileName: 'lipids.pdf', mime: 'application/pdf', bytes: PDF }, FHIR_READER.id);
    if (report === 'unknown-patient') throw new Error('the seeded patient is missing');
    expect(await voidInvestigation(handle.db, report.id, { by: FHIR_READER.id, reason: 'Wrong patient' })).toBe('voided');
    const response = await read(report.attachment!.id);
    expect(response.status).toBe(200);
    const binary = (await response.json()) as Binary;
    expect(bytesOf(binary)).toEqual(PDF);
    expect(binary.securityContext).toEqual({ reference: `DocumentReference/inv-${report.id}` });
    expect((await readReference(`inv-${report.id}`)).status).toBe('entered-in-error');
  });

  it('reads a file of the largest size the app takes whole', async () => {
    const [{ patientId }] = await seededFiles();
    const bytes = new Uint8Array(ATTACHMENT_MAX_BYTES).map((_, index) => (index * 7919) % 256);
    bytes.set(PDF.subarray(0, 5));
    const report = await createInvestigation(handle.db, { patientId: patientId!, date: '2026-03-03', title: 'CT scan', status: 'Completed' }, { fileName: 'ct.pdf', mime: 'application/pdf', bytes }, FHIR_READER.id);
    if (report === 'unknown-patient') throw new Error('the seeded patient is missing');
    const response = await read(report.attachment!.id);
    expect(response.status).toBe(200);
    // Compared as buffers: Jest's deep equality walks 5 million elements one by one.
    expect(Buffer.from(bytesOf((await response.json()) as Binary)).equals(Buffer.from(bytes))).toBe(true);
    expect((await readReference(`inv-${report.id}`)).content[0].attachment.size).toBe(ATTACHMENT_MAX_BYTES);
    // PGlite writes and reads 5 MB of bytea in seconds each (PostgreSQL in a blink): more than the default allows.
  }, 60_000);

  it('404s an unknown file, a file no report holds, and an id of another form; takes no other method', async () => {
    const orphan = await insertAttachment(handle.db, { fileName: 'loose.pdf', mime: 'application/pdf', bytes: PDF });
    for (const id of [orphan, 99_999_999, 'x', '0', '2147483648', 'inv-1']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      expect(r4Errors((await response.json()) as OperationOutcome)).toEqual([]);
    }
    const write = await writeOne(new Request('http://localhost/fhir/Binary/1', { method: 'POST' }));
    expect(write.status).toBe(405);
    expect(write.headers.get('Allow')).toBe('GET');
  });
});

describe('a connected system reading files', () => {
  it('needs a Binary scope of its own: the DocumentReference scopes find a file but do not open it', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/DocumentReference.rs system/Binary.r', name: 'Registry' });
    const tokenFor = (scope: string) => accessToken(system, scope);
    const [file] = await seededFiles();
    const readAs = (token: string) => readOne(new Request(`http://localhost/fhir/Binary/${file.fileId}`, { headers: { Authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id: String(file.fileId) }) });
    const refused = await readAs(await tokenFor('system/DocumentReference.rs'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as OperationOutcome).issue[0].details?.text).toContain('system/Binary.r');
    const token = await tokenFor('system/DocumentReference.rs system/Binary.r');
    const last = await lastAuditId();
    const allowed = await readAs(token);
    expect(allowed.status).toBe(200);
    expect(bytesOf((await allowed.json()) as Binary)).toEqual(new Uint8Array(await storedBytes(file.fileId)));
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([expect.objectContaining({ actorId: null, actorEmail: 'Registry (connected system)', patientId: file.patientId, detail: `through FHIR: GET /fhir/Binary/${file.fileId}` })]);
  });
});

describe('/fhir/Binary', () => {
  it('is no search: 405 with an OperationOutcome that says a file is read by its id, for every method', async () => {
    for (const [method, answer] of [['GET', GET], ['POST', POST], ['DELETE', DELETE]] as const) {
      const response = await answer(new Request('http://localhost/fhir/Binary?_count=10', { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('');
      expect(response.headers.get('Content-Type')).toMatch(/^application\/fhir\+json/);
      const outcome = (await response.json()) as OperationOutcome;
      expect(r4Errors(outcome)).toEqual([]);
      expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'not-supported' });
      expect(outcome.issue[0].details?.text).toContain('GET /fhir/Binary/{id}');
    }
  });
});

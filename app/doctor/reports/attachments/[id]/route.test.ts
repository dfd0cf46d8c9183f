import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { gt, sql } from 'drizzle-orm';
import { insertAttachment } from '@/lib/reports/writes/attachments';
import { auditEvents, investigations, patients } from '@/lib/db/schema';
import { contentDisposition } from './content-disposition';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));

// Opening and migrating a PGlite takes more than Jest's 5 s default on a busy machine (as the data suites allow).
jest.setTimeout(60_000);

let handle: DbHandle;
let pdfId: number;
let csvId: number;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  pdfId = await insertAttachment(handle.db, { fileName: 'Opération note.pdf', mime: 'application/pdf', bytes: PDF });
  csvId = await insertAttachment(handle.db, { fileName: 'fbc.csv', mime: 'text/csv', bytes: new TextEncoder().encode('a,b\n') });
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const SIGNED_IN = { sessionId: 's', doctor: { id: 7, email: 'reader@clinic.test' } };

const get = (id: string | number, query = '') =>
  GET(new Request(`http://localhost/doctor/reports/attachments/${id}${query}`), { params: Promise.resolve({ id: String(id) }) });

describe('GET /doctor/reports/attachments/[id]', () => {
  it('answers 401 without a session, shown in place or not', async () => {
    mockSession.current = null;
    expect((await get(pdfId)).status).toBe(401);
    expect((await get(pdfId, '?disposition=inline')).status).toBe(401);
  });

  it('downloads the stored file under its name', async () => {
    mockSession.current = SIGNED_IN;
    const response = await get(pdfId);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Op_ration note.pdf"; filename*=UTF-8''Op%C3%A9ration%20note.pdf`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('shows a PDF or picture in place on request, never anything else', async () => {
    mockSession.current = SIGNED_IN;
    const inline = await get(pdfId, '?disposition=inline');
    expect(inline.headers.get('Content-Disposition')).toMatch(/^inline; filename="Op_ration note.pdf"/);
    expect(inline.headers.get('Content-Type')).toBe('application/pdf');
    expect(inline.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect((await get(csvId, '?disposition=inline')).headers.get('Content-Disposition')).toMatch(/^attachment; filename="fbc.csv"/);
  });

  it('records the download before it sends the bytes: the investigation it belongs to and its patient, as the doctor', async () => {
    mockSession.current = SIGNED_IN;
    const [patient] = await handle.db.insert(patients).values({ firstName: 'Bola', lastName: 'Bello', phone: '+2348035550142', gender: 'female', dateOfBirth: '1980-01-01' }).returning({ id: patients.id });
    const fileId = await insertAttachment(handle.db, { fileName: 'fbc.pdf', mime: 'application/pdf', bytes: PDF });
    const [report] = await handle.db
      .insert(investigations)
      .values({ patientId: patient.id, userName: 'Bola Bello', userEmail: '', date: '2026-11-20', title: 'FBC', status: 'Completed', attachmentId: fileId })
      .returning({ id: investigations.id });
    for (const query of ['', '?disposition=inline']) {
      const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
      expect((await get(fileId, query)).status).toBe(200);
      const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last));
      expect(lines).toEqual([expect.objectContaining({ actorId: 7, action: 'view', entity: 'medical-report', entityId: String(report.id), patientId: patient.id, detail: `file ${fileId}, ${query ? 'shown' : 'downloaded'}` })]);
    }
  });

  it('answers 404 for an unknown file', async () => {
    mockSession.current = SIGNED_IN;
    for (const id of [999_999, 'x', '0', '2147483648', '1e3', ' 7 x']) expect((await get(id)).status).toBe(404);
  });
});

describe('contentDisposition', () => {
  it('quotes safely and encodes the exact name', () => {
    expect(contentDisposition('attachment', `a"b\\c'(1).pdf`)).toBe(`attachment; filename="a_b_c'(1).pdf"; filename*=UTF-8''a%22b%5Cc%27%281%29.pdf`);
  });
});

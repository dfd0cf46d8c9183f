import { desc } from 'drizzle-orm';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { admissionFixture, type AdmissionFixture } from '@/lib/admissions/queries/admission-fixtures';
import { pdfText } from '@/tests/pdf-text';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));

jest.setTimeout(60_000);

let handle: DbHandle;
let fixture: AdmissionFixture;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  fixture = await admissionFixture(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const asDoctor = () => (mockSession.current = { sessionId: 's', doctor: { id: fixture.doctors.ada, email: 'ada@ward.test', role: 'doctor' } });
const get = (id: string | number) => GET(new Request(`http://localhost/doctor/admissions/${id}/discharge-summary`), { params: Promise.resolve({ id: String(id) }) });

describe('GET /doctor/admissions/[id]/discharge-summary', () => {
  it('answers 401 without a session, 403 to a lab scientist', async () => {
    mockSession.current = null;
    expect((await get(fixture.admissions.past)).status).toBe(401);
    mockSession.current = { sessionId: 's', doctor: { id: 99, email: 'lab@ward.test', role: 'lab-scientist' } };
    expect((await get(fixture.admissions.past)).status).toBe(403);
  });

  it('answers 400 for an id that cannot be one, 404 for no such admission and for a patient still in', async () => {
    asDoctor();
    for (const id of ['abc', '0', '2147483648']) expect((await get(id)).status).toBe(400);
    expect((await get(2147483647)).status).toBe(404);
    const open = await get(fixture.admissions.open);
    expect(open.status).toBe(404);
    expect(await open.json()).toEqual({ error: 'The discharge summary is written at discharge: this patient is still in.' });
  });

  it('downloads a discharged admission’s summary and records the download on the patient', async () => {
    asDoctor();
    const response = await get(fixture.admissions.past);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="discharge-summary-${fixture.admissions.past}.pdf"`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ');
    for (const value of ['Discharge summary', 'Chioma Okafor', 'Appendicitis', 'Ward A', 'Bed 1', 'Acute appendicitis', 'Laparoscopic appendicectomy', 'Metronidazole 500 mg tablet', '19 Oct 2026', 'Dr. Bayo Ade'])
      expect(text).toContain(value);
    const [line] = await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({
      actorId: fixture.doctors.ada,
      action: 'export',
      entity: 'admission',
      entityId: String(fixture.admissions.past),
      patientId: fixture.patients.chioma.id,
      detail: `PDF discharge-summary-${fixture.admissions.past}.pdf`,
    });
  });
});

import { desc, eq, isNull } from 'drizzle-orm';
import { getPrescription } from '@/lib/prescriptions/queries/prescriptions';
import { voidRecord } from '@/lib/reports/writes/voiding';
import { auditEvents, doctors, prescriptions } from '@/lib/db/schema';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { DEMO_DOCTOR_EMAIL } from '@/mocks';
import { pdfText } from '@/tests/pdf-text';
import { withSeededDatabase } from '@/tests/seeded-database';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));

const database = withSeededDatabase();
const get = (query: string) => GET(new Request(`http://localhost/doctor/prescription/prescriptionn-details/pdf${query}`));

let signedIn: { sessionId: string; doctor: { id: number; email: string } };
beforeAll(async () => {
  const [doctor] = await database.db.select({ id: doctors.id, email: doctors.email }).from(doctors).where(eq(doctors.email, DEMO_DOCTOR_EMAIL));
  signedIn = { sessionId: 's', doctor };
});

async function aPrescription() {
  const [row] = await database.db.select({ id: prescriptions.id }).from(prescriptions).where(isNull(prescriptions.voidedAt)).orderBy(prescriptions.id).limit(1);
  return (await getPrescription(database.db, row.id))!;
}

describe('GET /doctor/prescription/prescriptionn-details/pdf', () => {
  it('answers 401 without a session', async () => {
    mockSession.current = null;
    expect((await get('?id=1')).status).toBe(401);
  });

  it('answers 400 for an id that cannot be one, and 404 for one that is no prescription', async () => {
    mockSession.current = signedIn;
    for (const query of ['', '?id=', '?id=abc', '?id=0', '?id=1e3', '?id=2147483648']) expect((await get(query)).status).toBe(400);
    expect((await get('?id=2147483647')).status).toBe(404);
  });

  it('downloads the prescription as prescription-<id>.pdf, with its clinic, prescriber, patient and medicines', async () => {
    mockSession.current = signedIn;
    const prescription = await aPrescription();
    const response = await get(`?id=${prescription.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="prescription-${prescription.id}.pdf"`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(prescription.medicines.length).toBeGreaterThan(0);
    for (const value of [
      prescription.doctorName,
      prescription.patientName,
      formatPatientNumber(prescription.patientNumber),
      prescription.status ? 'Active' : 'Inactive',
      // The sample's first patient is allergic to penicillin (mocks/allergies.ts).
      'Penicillin',
      ...prescription.medicines.map((medicine) => medicine.name),
    ])
      expect(text).toContain(value);
    expect(text).toMatch(/Age \d+ years?|Age About \d+ years?/);
  });

  it('marks a voided prescription "VOIDED – do not dispense" first, with who voided it and why, and its Status Voided, never Active', async () => {
    mockSession.current = signedIn;
    const prescription = await aPrescription();
    // Voided with its Status switch left on: the PDF must not say Active all the same.
    await database.db.update(prescriptions).set({ status: true }).where(eq(prescriptions.id, prescription.id));
    await expect(voidRecord(database.db, 'prescription', prescription.id, { by: signedIn.doctor.id, reason: 'Written for the wrong patient' })).resolves.toBe('voided');
    const response = await get(`?id=${prescription.id}`);
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toMatch(/^VOIDED – do not dispense Voided on \d{1,2} [A-Z][a-z]{2} \d{4} by Dr\. [^:]+: Written for the wrong patient\./);
    expect(text).toContain('Status Voided');
    expect(text).not.toContain('Active');
    // Still the whole prescription: a record is voided, not emptied.
    for (const medicine of prescription.medicines) expect(text).toContain(medicine.name);
  });

  it('records the download in the audit trail, on the patient', async () => {
    mockSession.current = signedIn;
    const prescription = await aPrescription();
    await get(`?id=${prescription.id}`);
    const [line] = await database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({
      actorId: signedIn.doctor.id,
      action: 'export',
      entity: 'prescription',
      entityId: String(prescription.id),
      patientId: prescription.patientId,
      outcome: 'success',
      detail: `PDF prescription-${prescription.id}.pdf`,
    });
  });
});

import { asc, count, eq, ne } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { listDiagnosisCategories } from '@/lib/diagnosis/queries/categories';
import { listVisitDiagnosisTests, listVisitPrescriptions } from '@/lib/appointments/queries/visit-records';
import { appointments, diagnosisTests, prescriptions } from '@/lib/db/schema';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';
import { diagnosisTestForm, prescriptionForm } from '@/tests/form-values';
import { createDiagnosisTest, updateDiagnosisTest } from '@/lib/diagnosis/actions/tests';
import { createPrescription, updatePrescription } from '@/lib/prescriptions/actions';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
/** A visit of the patient, and a visit of another patient. */
let visit: { id: number; patientId: number };
let otherVisit: { id: number; patientId: number };
let categoryId: number;

beforeAll(async () => {
  [visit] = await database.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).orderBy(asc(appointments.id)).limit(1);
  [otherVisit] = await database.db
    .select({ id: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(ne(appointments.patientId, visit.patientId))
    .limit(1);
  [{ id: categoryId }] = (await listDiagnosisCategories(database.db, { page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' })).rows;
});
const rowsOf = async (table: typeof diagnosisTests | typeof prescriptions) => (await database.db.select({ total: count() }).from(table))[0].total;

beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
  jest.mocked(revalidatePath).mockClear();
});

describe('a diagnosis test started from a visit', () => {
  it("is recorded at the patient's visit, which its page then lists; an edit keeps the visit", async () => {
    const created = await createDiagnosisTest({ ...diagnosisTestForm(visit.patientId, categoryId), appointmentId: String(visit.id) });
    if (!created.ok) throw new Error(created.message);
    expect(revalidatePath).toHaveBeenCalledWith(`/doctor/appointment/${visit.id}`);
    expect((await listVisitDiagnosisTests(database.db, visit.id)).rows.map((row) => row.id)).toContain(created.data.id);
    // An edit sending a visit of its own changes nothing of it: the edit's schema has no visit.
    await updateDiagnosisTest({ ...diagnosisTestForm(visit.patientId, categoryId), appointmentId: otherVisit.id, id: created.data.id });
    const [row] = await database.db.select({ appointmentId: diagnosisTests.appointmentId }).from(diagnosisTests).where(eq(diagnosisTests.id, created.data.id));
    expect(row.appointmentId).toBe(visit.id);
  });

  it("refuses another patient's visit, and a malformed one, writing nothing", async () => {
    const before = await rowsOf(diagnosisTests);
    await expect(createDiagnosisTest({ ...diagnosisTestForm(visit.patientId, categoryId), appointmentId: otherVisit.id })).resolves.toEqual({
      ok: false,
      message: "This visit is not the chosen patient's: the diagnosis test was not saved.",
    });
    await expect(createDiagnosisTest({ ...diagnosisTestForm(visit.patientId, categoryId), appointmentId: 'abc' })).resolves.toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { appointmentId: 'Unknown visit' },
    });
    expect(await rowsOf(diagnosisTests)).toBe(before);
  });
});

describe('a prescription started from a visit', () => {
  it("is written at the patient's visit, which its page then lists", async () => {
    const created = await createPrescription({ ...prescriptionForm(visit.patientId), appointmentId: visit.id });
    if (!created.ok) throw new Error(created.message);
    expect(revalidatePath).toHaveBeenCalledWith(`/doctor/appointment/${visit.id}`);
    expect((await listVisitPrescriptions(database.db, visit.id)).rows.map((row) => row.id)).toContain(created.data.id);
    await expect(updatePrescription({ ...prescriptionForm(visit.patientId), appointmentId: null, id: created.data.id })).resolves.toMatchObject({ ok: true });
    const [row] = await database.db.select({ appointmentId: prescriptions.appointmentId }).from(prescriptions).where(eq(prescriptions.id, created.data.id));
    expect(row.appointmentId).toBe(visit.id);
  });

  it("refuses another patient's visit, writing nothing", async () => {
    const before = await rowsOf(prescriptions);
    await expect(createPrescription({ ...prescriptionForm(visit.patientId), appointmentId: otherVisit.id })).resolves.toEqual({
      ok: false,
      message: "This visit is not the chosen patient's: the prescription was not saved.",
    });
    expect(await rowsOf(prescriptions)).toBe(before);
  });
});

import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { searchPatientOptions } from '@/lib/patients/queries/options';
import { listDiagnosisCategories } from '@/lib/diagnosis/queries/categories';
import { appointments, auditEvents, caseReports, doctors, documents, investigations, prescriptions } from '@/lib/db/schema';
import { changeStatus } from '@/lib/appointments/actions';
import { createDiagnosisTest, updateDiagnosisTest, voidDiagnosisTest } from '@/lib/diagnosis/actions/tests';
import { SERVER_FAILED } from '@/lib/server-actions/doctor-action';
import { correctPatient, registerPatient } from '@/lib/patients/actions/patients';
import { createPrescription, setPrescriptionStatus, voidPrescription } from '@/lib/prescriptions/actions';
import { createCaseReport, createInvestigation, updateDocument, voidCaseReport, voidDocument, voidInvestigation } from '@/lib/reports/actions';
import { disableAccount, makeAdministrator } from '@/lib/staff/actions/staff';
import { signedIn } from '@/tests/signed-in';
import { withSeededDatabase } from '@/tests/seeded-database';
import { diagnosisTestForm, patientForm, prescriptionForm } from '@/tests/form-values';
import { PATIENT_MESSAGES } from '@/lib/patients/schema/patient';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
// Lets a test make the audit insert fail, to see the change it records undone with it.
const mockAuditFailure = { next: false };
jest.mock('@/lib/audit/record', () => {
  const actual = jest.requireActual<typeof import('@/lib/audit/record')>('@/lib/audit/record');
  return {
    recordAudit: jest.fn(async (...args: Parameters<typeof actual.recordAudit>) => {
      if (mockAuditFailure.next) {
        mockAuditFailure.next = false;
        throw new Error('the audit insert failed');
      }
      return actual.recordAudit(...args);
    }),
  };
});

const database = withSeededDatabase();
let admin: Doctor;
let colleague: Doctor;
let patientId: number;
let categoryId: number;

beforeAll(async () => {
  [admin] = await database.db.select().from(doctors).where(eq(doctors.email, 'doctor@example.com'));
  [colleague] = await database.db.select().from(doctors).where(and(ne(doctors.id, admin.id), eq(doctors.role, 'doctor'))).limit(1);
  [{ id: patientId }] = await searchPatientOptions(database.db, { q: '' });
  [{ id: categoryId }] = (await listDiagnosisCategories(database.db, { page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' })).rows;
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: admin };
});

async function lastId() {
  const [row] = await database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}
/** The audit lines written by `act`, oldest first. */
async function linesOf(act: () => Promise<unknown>) {
  const since = await lastId();
  await act();
  return database.db.select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(auditEvents.id);
}

const testForm = () => diagnosisTestForm(patientId, categoryId);

describe('doctorAction writes the audit line of each change of patient data', () => {
  it('diagnosis tests: create, update and void, each with its patient', async () => {
    let id = 0;
    const created = await linesOf(async () => {
      const result = await createDiagnosisTest(testForm());
      if (!result.ok) throw new Error(result.message);
      id = result.data.id;
    });
    expect(created).toEqual([
      expect.objectContaining({ actorId: admin.id, actorEmail: admin.email, action: 'create', entity: 'diagnosis-test', entityId: String(id), patientId, outcome: 'success', address: 'unknown' }),
    ]);
    const updated = await linesOf(() => updateDiagnosisTest({ ...testForm(), weight: '71', id }));
    expect(updated).toEqual([expect.objectContaining({ action: 'update', entity: 'diagnosis-test', entityId: String(id), patientId, outcome: 'success' })]);
    const voided = await linesOf(() => voidDiagnosisTest({ id, reason: 'Entered twice' }));
    // With the patient, so that it shows in the chart's Access history.
    expect(voided).toEqual([expect.objectContaining({ action: 'void', entity: 'diagnosis-test', entityId: String(id), patientId, outcome: 'success' })]);
    const again = await linesOf(() => voidDiagnosisTest({ id, reason: 'Entered twice' }));
    expect(again).toEqual([expect.objectContaining({ action: 'void', entityId: String(id), patientId, outcome: 'refused', detail: 'This diagnosis test was already voided.' })]);
  });

  it('prescriptions: create, the status switch and void', async () => {
    const result = await createPrescription(prescriptionForm(patientId));
    if (!result.ok) throw new Error(result.message);
    const { id } = result.data;
    const switched = await linesOf(() => setPrescriptionStatus({ id, status: false }));
    expect(switched).toEqual([expect.objectContaining({ action: 'update', entity: 'prescription', entityId: String(id), patientId, detail: 'status: false' })]);
    const voided = await linesOf(() => voidPrescription({ id, reason: 'Written for the wrong patient' }));
    expect(voided).toEqual([expect.objectContaining({ action: 'void', entity: 'prescription', entityId: String(id), patientId, outcome: 'success' })]);
  });

  it('appointments: a status change, with the patient of the appointment', async () => {
    const [row] = await database.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).where(eq(appointments.status, 'pending')).limit(1);
    const lines = await linesOf(() => changeStatus({ id: row.id, status: 'confirmed' }));
    expect(lines).toEqual([expect.objectContaining({ action: 'update', entity: 'appointment', entityId: String(row.id), patientId: row.patientId, detail: 'status: confirmed', outcome: 'success' })]);
    // A move the rules refuse: recorded as refused, and nothing changed.
    const refused = await linesOf(() => changeStatus({ id: row.id, status: 'pending' }));
    expect(refused).toEqual([expect.objectContaining({ action: 'update', entity: 'appointment', entityId: String(row.id), outcome: 'refused' })]);
  });

  it('patients: a registration names the new patient; a correction, and a duplicate email refused, name theirs', async () => {
    const form = patientForm({ lastName: 'Audit', email: 'kemi.audit@example.ng' });
    let id = 0;
    const registered = await linesOf(async () => {
      const result = await registerPatient(form);
      if (!result.ok) throw new Error(result.message);
      id = result.data.id;
    });
    expect(registered).toEqual([expect.objectContaining({ action: 'create', entity: 'patient', entityId: String(id), patientId: id, outcome: 'success' })]);
    const corrected = await linesOf(() => correctPatient({ ...form, id, street: '2 Ring Road' }));
    expect(corrected).toEqual([expect.objectContaining({ action: 'update', entity: 'patient', entityId: String(id), patientId: id, outcome: 'success' })]);
    // A likely duplicate is refused until the doctor confirms a different person, and the patient it showed is read
    // (found from their Access history); then the email's index refuses it.
    const likely = await linesOf(() => registerPatient({ ...form, email: 'KEMI.AUDIT@example.ng' }));
    expect(likely).toEqual([
      expect.objectContaining({ action: 'create', entity: 'patient', outcome: 'refused', detail: PATIENT_MESSAGES.likelyDuplicates }),
      expect.objectContaining({ action: 'view', entity: 'patient', patientId: id, outcome: 'success', detail: 'likely duplicates' }),
    ]);
    const duplicate = await linesOf(() => registerPatient({ ...form, email: 'KEMI.AUDIT@example.ng', differentPerson: true }));
    expect(duplicate).toEqual([expect.objectContaining({ action: 'create', entity: 'patient', outcome: 'refused', detail: 'A patient with this email already exists.' })]);
  });

  it('reports: create, update and void, each with the patient it is filed for', async () => {
    let caseId = '';
    const created = await linesOf(async () => {
      const result = await createCaseReport({ kind: 'birth', patientId, doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: todayIso() });
      if (!result.ok) throw new Error(result.message);
      caseId = result.data.caseId;
    });
    expect(created).toEqual([expect.objectContaining({ action: 'create', entity: 'medical-report', entityId: caseId, patientId, detail: 'birth report' })]);
    const [birth] = await database.db.select().from(caseReports).where(eq(caseReports.caseId, caseId));
    const voided = await linesOf(() => voidCaseReport({ kind: 'birth', id: birth.id, reason: 'Filed twice' }));
    expect(voided).toEqual([expect.objectContaining({ action: 'void', entity: 'medical-report', entityId: String(birth.id), patientId, outcome: 'success' })]);

    const form = new FormData();
    for (const [name, value] of Object.entries({ patientId: String(patientId), date: todayIso(), title: 'Audited ECG', status: 'Pending' })) form.set(name, value);
    const filed = await linesOf(() => createInvestigation(form));
    expect(filed).toEqual([expect.objectContaining({ action: 'create', entity: 'medical-report', patientId, detail: 'investigation', outcome: 'success' })]);
    const [investigation] = await database.db.select().from(investigations).where(eq(investigations.title, 'Audited ECG'));
    const removed = await linesOf(() => voidInvestigation({ id: investigation.id, reason: 'Filed twice' }));
    expect(removed).toEqual([expect.objectContaining({ action: 'void', entityId: String(investigation.id), patientId, detail: 'investigation', outcome: 'success' })]);

    // An operation report filed for the patient: its edit and its void name them.
    const [document] = await database.db.select().from(documents).limit(1);
    const edit = new FormData();
    for (const [name, value] of Object.entries({ id: String(document.id), patientId: String(patientId), surgery: 'Audited surgery', generatedBy: 'Dr. Obi' })) edit.set(name, value);
    const edited = await linesOf(() => updateDocument(edit));
    expect(edited).toEqual([expect.objectContaining({ action: 'update', entityId: String(document.id), patientId, detail: 'operation report', outcome: 'success' })]);
    const dropped = await linesOf(() => voidDocument({ id: document.id, reason: 'Wrong file' }));
    expect(dropped).toEqual([expect.objectContaining({ action: 'void', entityId: String(document.id), patientId, detail: 'operation report', outcome: 'success' })]);
  });

  it('reports: a patient that does not exist is refused, nothing saved, and the refusal recorded', async () => {
    const lines = await linesOf(async () => {
      await expect(createCaseReport({ kind: 'death', patientId: 2_000_000, doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: todayIso() })).resolves.toEqual({
        ok: false,
        message: 'This patient no longer exists',
        fieldErrors: { patientId: 'This patient no longer exists' },
      });
    });
    expect(lines).toEqual([expect.objectContaining({ action: 'create', entity: 'medical-report', patientId: 2_000_000, outcome: 'refused', detail: 'This patient no longer exists' })]);
  });
});

describe('refusals and failures', () => {
  it('a doctor who is not the author is refused, and the refusal is recorded with the patient', async () => {
    const result = await createPrescription(prescriptionForm(patientId));
    if (!result.ok) throw new Error(result.message);
    signedIn.current = { sessionId: 'c', doctor: colleague };
    const lines = await linesOf(() => voidPrescription({ id: result.data.id, reason: 'Not mine' }));
    expect(lines).toEqual([
      expect.objectContaining({ actorId: colleague.id, action: 'void', entity: 'prescription', entityId: String(result.data.id), patientId, outcome: 'refused', detail: 'Only the prescribing doctor or an administrator can change this prescription.' }),
    ]);
    expect(await database.db.select().from(prescriptions).where(eq(prescriptions.id, result.data.id))).toHaveLength(1);
  });

  it('a refusal by the handler undoes what it wrote and is recorded as refused', async () => {
    const lines = await linesOf(() => createDiagnosisTest({ ...testForm(), categoryId: 2_000_000_000 }));
    expect(lines).toEqual([expect.objectContaining({ action: 'create', entity: 'diagnosis-test', entityId: null, patientId, outcome: 'refused' })]);
  });

  it('the change and its audit line are one transaction: a failed audit insert undoes the change', async () => {
    const before = (await database.db.select({ id: prescriptions.id }).from(prescriptions)).length;
    mockAuditFailure.next = true;
    const lines = await linesOf(async () => expect(await createPrescription(prescriptionForm(patientId))).toEqual({ ok: false, message: SERVER_FAILED }));
    expect((await database.db.select({ id: prescriptions.id }).from(prescriptions)).length).toBe(before);
    // The failure itself is recorded (outside the undone transaction).
    expect(lines).toEqual([expect.objectContaining({ action: 'create', entity: 'prescription', outcome: 'failed' })]);
  });
});

describe('staff changes', () => {
  it('are recorded with the account changed, and a refusal as refused', async () => {
    const made = await linesOf(() => makeAdministrator({ id: colleague.id }));
    expect(made).toEqual([expect.objectContaining({ actorId: admin.id, action: 'staff-change', entity: 'staff', entityId: String(colleague.id), detail: 'make-administrator', outcome: 'success' })]);
    const own = await linesOf(() => disableAccount({ id: admin.id }));
    expect(own).toEqual([expect.objectContaining({ action: 'staff-change', entityId: String(admin.id), outcome: 'refused', detail: 'You cannot disable your own account.' })]);
  });

  it('by a doctor who is not an administrator are refused and recorded', async () => {
    const [doctor] = await database.db.select().from(doctors).where(and(ne(doctors.id, admin.id), eq(doctors.role, 'doctor'))).limit(1);
    signedIn.current = { sessionId: 'd', doctor };
    const lines = await linesOf(() => disableAccount({ id: admin.id }));
    expect(lines).toEqual([expect.objectContaining({ actorId: doctor.id, action: 'staff-change', entityId: String(admin.id), outcome: 'refused', detail: 'Only an administrator can do this.' })]);
  });
});

import { gt, sql } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import { clinicClock } from '@/lib/clinic-time';
import { resolveTree } from '@/tests/server-tree';
import type { SignedInDoctor } from '@/lib/auth/session';
import { appointments, auditEvents, diagnosisTests, patients, prescriptions } from '@/lib/db/schema';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import type { DbHandle } from '@/lib/db/types';
import AppointmentPage from './appointment/[id]/page';
import AppointmentsPage from './appointments/page';
import EditPatientPage from './patients/[id]/edit/page';
import PatientsPage from './patients/page';
import DiagnosisTestPage from './diagnosis/page';
import EditDiagnosisTestPage from './edit-diagnosis/[id]/page';
import NewDiagnosisTestPage from './new-diagnosis/page';
import PrescriptionDetailsPage from './prescription/prescriptionn-details/page';
import PrescriptionsPage from './prescription/page';
import ReportsPage from './reports/page';
import TransactionsPage from './transactions/page';
import { PatientGrid } from './patients/_components/patient-grid';
import { DoctorDay } from './dashboard/_components/doctor-day';
import { TodaysQueue } from './dashboard/_components/todays-queue';

// Every page that shows patient data records it once, before it is sent: one insert per response, the signed-in
// doctor as the reader (never the hospital API's client: the screens read the data layer), and nothing it does not show.

const DOCTOR = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active', hasAvatar: false } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({
  requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: DOCTOR })),
  getCurrentSession: jest.fn(async () => ({ sessionId: 's', doctor: DOCTOR })),
}));
// The cached figures beside the lists (the transactions' cards) read straight through: no Next cache in a unit test.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), unstable_cache: (read: unknown) => read }));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

async function linesOf(render: () => Promise<unknown>) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const tree = await resolveTree(render() as Promise<ReactNode>);
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  return { tree, lines };
}

const props = (tree: ReactElement[], type: unknown) => tree.find((element) => element.type === type)?.props as Record<string, unknown> | undefined;
const search = (query: Record<string, string>) => ({ searchParams: Promise.resolve(query) });
/** One statement writes every row with one instant. */
const oneInsert = (lines: Array<{ at: Date }>) => expect(new Set(lines.map((line) => line.at.getTime())).size).toBe(1);

describe('the patients list page', () => {
  it('records one line per patient shown (one insert), as the doctor, naming the page', async () => {
    const { tree, lines } = await linesOf(() => PatientsPage(search({ limit: '40', page: '2' })));
    const shown = (props(tree, PatientGrid)?.patients as Array<{ id: number }>).map((patient) => patient.id);
    expect(shown).toHaveLength(20);
    expect(lines.map((line) => line.patientId)).toEqual(shown);
    for (const line of lines) expect(line).toMatchObject({ actorId: 1, action: 'view', entity: 'patient', detail: 'patients list, page 2' });
    oneInsert(lines);
  });

  it('sends the side sheet’s reports only for a patient on the page, and records the sheet in the same insert', async () => {
    const onPage = await linesOf(() => PatientsPage(search({ patient: '1' })));
    expect(props(onPage.tree, PatientGrid)?.reports).toMatchObject({ patientId: 1, ok: true });
    expect(onPage.lines.filter((line) => line.detail === 'sheet')).toEqual([expect.objectContaining({ patientId: 1, entity: 'patient' })]);
    oneInsert(onPage.lines);

    // Patient 11 is on page 2: from page 1 the sheet does not open, and neither their reports nor any page of them is sent.
    for (const query of [{ patient: '11' }, { patient: '11', reportsPage: '2' }] as Array<Record<string, string>>) {
      const elsewhere = await linesOf(() => PatientsPage(search(query)));
      expect(props(elsewhere.tree, PatientGrid)?.reports).toBeNull();
      expect(elsewhere.lines.map((line) => line.detail)).not.toContain('sheet');
      expect(elsewhere.lines.map((line) => line.patientId)).not.toContain(11);
    }
  });
});

describe('pages of one patient or visit', () => {
  it('the visit page records the patient, the appointment and its records in one insert', async () => {
    const [appointment] = await handle.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).limit(1);
    const { lines } = await linesOf(() => AppointmentPage({ params: Promise.resolve({ id: String(appointment.id) }) }));
    expect(lines.map((line) => [line.entity, line.entityId])).toEqual(expect.arrayContaining([['patient', String(appointment.patientId)], ['appointment', String(appointment.id)]]));
    for (const line of lines) expect(line).toMatchObject({ actorId: 1, action: 'view', patientId: appointment.patientId, detail: 'visit' });
    oneInsert(lines);
  });

  it('the patient edit page records the patient whose record fills the form', async () => {
    const [patient] = await handle.db.select({ id: patients.id }).from(patients).limit(1);
    const { lines } = await linesOf(() => EditPatientPage({ params: Promise.resolve({ id: String(patient.id) }) }));
    expect(lines).toEqual([expect.objectContaining({ actorId: 1, action: 'view', entity: 'patient', patientId: patient.id, detail: 'edit form' })]);
  });

  it('the appointments list records its rows and the ?book= patient, once, as the doctor', async () => {
    const { lines } = await linesOf(() => AppointmentsPage(search({ show: 'all', book: '3' })));
    const listed = lines.filter((line) => line.entity === 'appointment');
    expect(listed.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.detail === 'booking form')).toEqual([expect.objectContaining({ entity: 'patient', patientId: 3 })]);
    expect(lines.every((line) => line.actorId === 1)).toBe(true);
    oneInsert(lines);
  });
});

describe('the dashboard', () => {
  it("records the day's queue, with its patients, as 'dashboard' (never 'chart', which clears To review)", async () => {
    const [patient] = await handle.db.select({ id: patients.id }).from(patients).limit(1);
    const today = clinicClock(new Date()).date;
    const [booked] = await handle.db
      .insert(appointments)
      .values({ patientId: patient.id, doctorId: DOCTOR.id, date: today, time: '23:30:00', endsAt: `${today} 23:45:00`, type: 'checkup', status: 'pending' })
      .returning({ id: appointments.id });
    try {
      const { tree, lines } = await linesOf(() => DoctorDay({ doctor: DOCTOR }));
      const queue = (props(tree, TodaysQueue)?.rows as Array<{ id: number; patientId: number }>).map((row) => [String(row.id), row.patientId]);
      expect(queue).toContainEqual([String(booked.id), patient.id]);
      expect(lines.filter((line) => line.entity === 'appointment').map((line) => [line.entityId, line.patientId])).toEqual(queue);
      for (const line of lines) expect(line).toMatchObject({ actorId: 1, action: 'view', detail: 'dashboard' });
      oneInsert(lines);
    } finally {
      await handle.db.delete(appointments).where(sql`${appointments.id} = ${booked.id}`);
    }
  });
});

describe('lists and records of the other screens', () => {
  it('the diagnosis tests, prescriptions, transactions and reports lists each record their page’s rows with their patients, in one insert', async () => {
    const screens = [
      { render: () => DiagnosisTestPage(search({})), entity: 'diagnosis-test', detail: 'diagnosis tests list, page 1' },
      { render: () => PrescriptionsPage(search({})), entity: 'prescription', detail: 'prescriptions list, page 1' },
      { render: () => TransactionsPage(search({})), entity: 'transaction', detail: 'transactions list, page 1' },
      { render: () => ReportsPage(search({ tab: 'investigation' })), entity: 'medical-report', detail: 'investigation reports list, page 1' },
      { render: () => ReportsPage(search({ tab: 'birth' })), entity: 'medical-report', detail: 'birth reports list, page 1' },
    ];
    for (const { render, entity, detail } of screens) {
      const { lines } = await linesOf(render);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatchObject({ actorId: 1, action: 'view', entity, detail });
      expect(lines.some((line) => line.patientId !== null)).toBe(true);
      oneInsert(lines);
    }
  });

  it('a diagnosis test’s edit page, a prescription’s details and a ?patient= pre-fill record what they show', async () => {
    const [test] = await handle.db.select({ id: diagnosisTests.id, patientId: diagnosisTests.patientId }).from(diagnosisTests).limit(1);
    const edit = await linesOf(() => EditDiagnosisTestPage({ params: Promise.resolve({ id: String(test.id) }) }));
    expect(edit.lines).toEqual([expect.objectContaining({ entity: 'diagnosis-test', entityId: String(test.id), patientId: test.patientId, detail: 'diagnosis test page' })]);
    const [prescription] = await handle.db.select({ id: prescriptions.id, patientId: prescriptions.patientId }).from(prescriptions).limit(1);
    const details = await linesOf(() => PrescriptionDetailsPage({ searchParams: Promise.resolve({ id: String(prescription.id) }) }));
    expect(details.lines).toEqual([expect.objectContaining({ entity: 'prescription', entityId: String(prescription.id), patientId: prescription.patientId, detail: 'prescription details' })]);
    const prefill = await linesOf(() => NewDiagnosisTestPage({ searchParams: Promise.resolve({ patient: '4' }) }));
    expect(prefill.lines).toEqual([expect.objectContaining({ entity: 'patient', patientId: 4, detail: 'diagnosis test form' })]);
    expect((await linesOf(() => NewDiagnosisTestPage({ searchParams: Promise.resolve({}) }))).lines).toEqual([]);
  });
});

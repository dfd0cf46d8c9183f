import 'server-only';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments, diagnosisCategories, diagnosisTests, doctors, patients, prescriptions } from '@/lib/db/schema';
import type { AppointmentStatus, AppointmentType, TransactionStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { koboToNaira } from '@/lib/format';
import type { TableParams } from '@/lib/lists/table-url';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { readCountedPage, windowTotal, type ListPage } from '@/lib/db/paging';
import { medicineNamesColumn } from '@/lib/prescriptions/queries/medicine-names';
import { listTransactions } from '@/lib/transactions/queries/transactions';
import { allergySummaryColumn, type AllergySummary } from '@/lib/patients/queries/allergies';
import type { PatientRecord } from './list';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';

// The lists of one patient's chart (/doctor/patients/{id}/…): each one page in SQL (LIMIT/OFFSET, counted with
// the page where it can), with only what a chart row shows. Medical reports are lib/reports/queries/patient-reports.ts: every report filed for the patient.

export type ChartPage = Pick<TableParams, 'page' | 'pageSize'>;

export interface ChartAppointment {
  id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS. */
  time: string;
  type: AppointmentType;
  status: AppointmentStatus;
  doctorName: string;
}

/**
 * The patient's appointments, those of `today` and later first (the earliest first), then the past ones
 * (the latest first); the id keeps equal times in one order from page to page.
 */
export async function listPatientAppointments(db: Db, patientId: number, params: ChartPage, today: string): Promise<ListPage<ChartAppointment>> {
  const ahead = sql`${appointments.date} >= ${today}::date`;
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    db
      .select({
        id: appointments.id,
        date: appointments.date,
        time: appointments.time,
        type: appointments.type,
        status: appointments.status,
        doctorName: doctorDisplayName(),
        total: windowTotal(),
      })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(eq(appointments.patientId, patientId))
      .orderBy(
        desc(ahead),
        sql`case when ${ahead} then ${appointments.date} end asc`,
        sql`case when ${ahead} then ${appointments.time} end asc`,
        sql`case when ${ahead} then null else ${appointments.date} end desc`,
        sql`case when ${ahead} then null else ${appointments.time} end desc`,
        asc(appointments.id),
      )
      .limit(limit)
      .offset(offset),
  );
  return { rows: rows.map(({ id, date, time, type, status, doctorName }) => ({ id, date, time, type, status, doctorName })), total: rows[0]?.total ?? 0, page };
}

export interface ChartDiagnosisTest {
  id: number;
  reportNumber: string;
  categoryName: string;
  doctorName: string;
  /** ISO instant. */
  createdOn: string;
  /** A voided test still shows in the chart, struck through, with who voided it, when and why. */
  voided: VoidedMark | null;
}

/** A chart list that shows voided records too: `total` counts every row (the pages), `voided` those voided. */
export type ChartListPage<T> = ListPage<T> & { voided: number };

/** A chart list's window counts: all its rows, and the voided among them. */
const windowCounts = (voidedAt: AnyPgColumn) => ({ total: windowTotal(), voided: sql<number>`count(${voidedAt}) over ()`.mapWith(Number) });

/** The counts of a chart list, read off its page's first row. */
const listCountsOf = (rows: ReadonlyArray<{ total: number; voided: number }>) => ({ total: rows[0]?.total ?? 0, voided: rows[0]?.voided ?? 0 });

/** A chart list is the screen's list narrowed to the patient, in the screen's own order. */
const narrowedTo = (patientId: number, params: ChartPage) => ({ ...params, q: '', sort: null, dir: 'asc' as const, patientId });

/**
 * The patient's diagnosis tests, newest first, voided ones too (nothing clinical leaves the chart; they show
 * struck through): only what a chart row shows, in one query.
 */
export async function listPatientDiagnosisTests(db: Db, patientId: number, params: ChartPage): Promise<ChartListPage<ChartDiagnosisTest>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    db
      .select({
        id: diagnosisTests.id,
        reportNumber: diagnosisTests.reportNumber,
        categoryName: diagnosisCategories.name,
        doctorName: doctorDisplayName(),
        createdAt: diagnosisTests.createdAt,
        ...voidedMarkColumns(diagnosisTests),
        ...windowCounts(diagnosisTests.voidedAt),
      })
      .from(diagnosisTests)
      .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
      .innerJoin(doctors, eq(doctors.id, diagnosisTests.doctorId))
      .leftJoin(voider, eq(voider.id, diagnosisTests.voidedById))
      .where(eq(diagnosisTests.patientId, patientId))
      .orderBy(desc(diagnosisTests.createdAt), desc(diagnosisTests.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...listCountsOf(rows),
    page,
    rows: rows.map(({ id, reportNumber, categoryName, doctorName, createdAt, voidedAt, voidedBy, voidReason }) => ({
      id,
      reportNumber,
      categoryName,
      doctorName,
      createdOn: createdAt.toISOString(),
      voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }),
    })),
  };
}

export interface ChartPrescription {
  id: number;
  /** ISO instant. */
  addedAt: string;
  doctorName: string;
  /** "Amoxicillin 500 mg, Paracetamol 500 mg" in the order written; '' for none. */
  medicineNames: string;
  /** The prescription's Status switch (its state is prescriptionState's, from this and `voided`). */
  status: boolean;
  /** A voided prescription still shows in the chart, struck through, with who voided it, when and why. */
  voided: VoidedMark | null;
}

/** The patient's prescriptions, newest first, voided ones too: only what a chart row shows, in one query. */
export async function listPatientPrescriptions(db: Db, patientId: number, params: ChartPage): Promise<ChartListPage<ChartPrescription>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    db
      .select({
        id: prescriptions.id,
        addedAt: prescriptions.addedAt,
        doctorName: doctorDisplayName(),
        medicineNames: medicineNamesColumn(prescriptions.id),
        status: prescriptions.status,
        ...voidedMarkColumns(prescriptions),
        ...windowCounts(prescriptions.voidedAt),
      })
      .from(prescriptions)
      .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
      .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
      .where(eq(prescriptions.patientId, patientId))
      .orderBy(desc(prescriptions.addedAt), desc(prescriptions.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...listCountsOf(rows),
    page,
    rows: rows.map(({ id, addedAt, doctorName, medicineNames, status, voidedAt, voidedBy, voidReason }) => ({
      id,
      addedAt: addedAt.toISOString(),
      doctorName,
      medicineNames,
      status,
      voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }),
    })),
  };
}

export interface ChartTransaction {
  id: number;
  /** YYYY-MM-DD. */
  date: string;
  status: TransactionStatus;
  /** Naira: items plus tax. */
  total: number;
  /** "checkup", "surgery", or null for a sale without an appointment. */
  appointmentType: AppointmentType | null;
}

/** The patient's transactions, newest first: the transactions list narrowed to them. */
export async function listPatientTransactions(db: Db, patientId: number, params: ChartPage): Promise<ListPage<ChartTransaction>> {
  const page = await listTransactions(db, narrowedTo(patientId, params));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      date: row.date,
      status: row.status,
      total: koboToNaira(row.totalKobo),
      appointmentType: row.appointment?.type ?? null,
    })),
  };
}

/** How many standing (not voided) records each list of the chart holds: the counts its parts' names show. */
export interface ChartCounts {
  tests: number;
  prescriptions: number;
  transactions: number;
  reports: number;
}

const chartCountColumns = (patientId: SQL) => ({
  tests: sql<number>`(select count(*) from diagnosis_tests where patient_id = ${patientId} and voided_at is null)::int`,
  prescriptions: sql<number>`(select count(*) from prescriptions where patient_id = ${patientId} and voided_at is null)::int`,
  transactions: sql<number>`(select count(*) from transactions where patient_id = ${patientId})::int`,
  reports: sql<number>`((select count(*) from medical_reports where patient_id = ${patientId} and voided_at is null)
    + (select count(*) from investigations where patient_id = ${patientId} and voided_at is null)
    + (select count(*) from documents where patient_id = ${patientId} and voided_at is null)
    + (select count(*) from case_reports where patient_id = ${patientId} and voided_at is null))::int`,
});

/** What the chart's header and tabs show: the patient, the counts of the parts, the drug allergies. */
export interface ChartPatient {
  patient: PatientRecord;
  counts: ChartCounts;
  allergies: AllergySummary;
  held: ChartHeld;
}

/**
 * Which of the lists a record from elsewhere fills the patient has any row of: a part of the chart reads only those,
 * so that the great many patients who brought no record pay nothing for them.
 */
export interface ChartHeld {
  problems: boolean;
  immunizations: boolean;
  visitsElsewhere: boolean;
  medicationHistory: boolean;
  /** What a record observed that is neither a clinic measure nor a laboratory result (a pain score, a smoking status). */
  otherObservations: boolean;
  /** Whether the patient was ever admitted: the header then reads the stay they are in, the Overview their admissions. */
  admissions: boolean;
}

const truth = (value: unknown): boolean => value === true || value === 't';
const heldColumns = (patientId: SQL) => ({
  problems: sql<boolean>`exists (select 1 from patient_problems where patient_id = ${patientId})`.mapWith(truth),
  immunizations: sql<boolean>`exists (select 1 from patient_immunizations where patient_id = ${patientId})`.mapWith(truth),
  visitsElsewhere: sql<boolean>`exists (select 1 from past_visits where patient_id = ${patientId})`.mapWith(truth),
  medicationHistory: sql<boolean>`exists (select 1 from medication_history where patient_id = ${patientId})`.mapWith(truth),
  otherObservations: sql<boolean>`exists (select 1 from other_observations where patient_id = ${patientId})`.mapWith(truth),
  admissions: sql<boolean>`exists (select 1 from admissions where patient_id = ${patientId})`.mapWith(truth),
});

/** An empty page of a chart list: what a list the patient holds no row of shows, without reading it. */
export const emptyChartList = <T,>(): ChartListPage<T> => ({ rows: [], total: 0, page: 1, voided: 0 });

/**
 * The chart's patient, the counts of its parts, the drug allergies and which lists from elsewhere it holds, in one
 * read (each from its table's patient_id index); null for an id that is no patient's.
 */
export async function getChartPatient(db: Db, patientId: number): Promise<ChartPatient | null> {
  const [row] = await db
    .select({ patient: patients, allergies: allergySummaryColumn(), held: heldColumns(sql`${patients.id}`), ...chartCountColumns(sql`${patients.id}`) })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!row) return null;
  const { patient, allergies, held, ...counts } = row;
  return { patient, counts, allergies, held };
}

import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { appointments, diagnosisCategories, diagnosisTests, doctors, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { medicineNamesColumn } from '@/lib/prescriptions/queries/medicine-names';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';

// What was written at one visit (an appointment): the diagnosis tests and prescriptions that name it. The
// visit's page lists them all, a voided one too, struck through with who voided it, when and why, as the
// patient's chart shows it: a visit's record of what was written at it does not lose a voided prescription.

/** How many of each a visit's page lists; a visit has a handful, and the chart lists them all. */
export const VISIT_RECORDS_LIMIT = 20;

/**
 * Whether appointment `appointmentId` is patient `patientId`'s: a test or prescription may name only a visit
 * of its own patient. In a write's transaction, `for share` keeps the appointment until the save commits.
 */
export async function isVisitOfPatient(db: Db, appointmentId: number, patientId: number, { lock = false } = {}): Promise<boolean> {
  const query = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)));
  const [row] = lock ? await query.for('share') : await query;
  return !!row;
}

/** A visit's records, newest first, at most VISIT_RECORDS_LIMIT, and how many there are in all. */
export interface VisitRecords<T> {
  rows: T[];
  total: number;
}

export interface VisitDiagnosisTest {
  id: number;
  reportNumber: string;
  categoryName: string;
  doctorName: string;
  /** ISO instant. */
  createdOn: string;
  /** Null while it stands. */
  voided: VoidedMark | null;
}

export async function listVisitDiagnosisTests(db: Db, appointmentId: number): Promise<VisitRecords<VisitDiagnosisTest>> {
  const where = eq(diagnosisTests.appointmentId, appointmentId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(diagnosisTests).where(where),
    db
      .select({
        id: diagnosisTests.id,
        reportNumber: diagnosisTests.reportNumber,
        categoryName: diagnosisCategories.name,
        doctorName: doctorDisplayName(),
        createdAt: diagnosisTests.createdAt,
        ...voidedMarkColumns(diagnosisTests),
      })
      .from(diagnosisTests)
      .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
      .innerJoin(doctors, eq(doctors.id, diagnosisTests.doctorId))
      .leftJoin(voider, eq(voider.id, diagnosisTests.voidedById))
      .where(where)
      .orderBy(desc(diagnosisTests.createdAt), desc(diagnosisTests.id))
      .limit(VISIT_RECORDS_LIMIT),
  ]);
  return {
    total,
    rows: rows.map(({ createdAt, voidedAt, voidedBy, voidReason, ...row }) => ({ ...row, createdOn: createdAt.toISOString(), voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }) })),
  };
}

export interface VisitPrescription {
  id: number;
  /** ISO instant. */
  addedAt: string;
  doctorName: string;
  /** "Amoxicillin 500 mg, Paracetamol 500 mg" in the order written; '' for none. */
  medicineNames: string;
  /** The prescription's Status switch (its state is prescriptionState's, from this and `voided`). */
  status: boolean;
  /** Null while it stands. */
  voided: VoidedMark | null;
}

export async function listVisitPrescriptions(db: Db, appointmentId: number): Promise<VisitRecords<VisitPrescription>> {
  const where = eq(prescriptions.appointmentId, appointmentId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(prescriptions).where(where),
    db
      .select({
        id: prescriptions.id,
        addedAt: prescriptions.addedAt,
        doctorName: doctorDisplayName(),
        medicineNames: medicineNamesColumn(prescriptions.id),
        status: prescriptions.status,
        ...voidedMarkColumns(prescriptions),
      })
      .from(prescriptions)
      .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
      .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
      .where(where)
      .orderBy(desc(prescriptions.addedAt), desc(prescriptions.id))
      .limit(VISIT_RECORDS_LIMIT),
  ]);
  return {
    total,
    rows: rows.map(({ addedAt, voidedAt, voidedBy, voidReason, ...row }) => ({ ...row, addedAt: addedAt.toISOString(), voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }) })),
  };
}

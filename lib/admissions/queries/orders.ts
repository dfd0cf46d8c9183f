import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { admissions, doctors, labOrders, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { totalOf, windowTotal } from '@/lib/db/paging';
import type { VisitPrescription, VisitRecords } from '@/lib/appointments/queries/visit-records';
import { readOrderHeads, withLines, type LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { medicineNamesColumn } from '@/lib/prescriptions/queries/medicine-names';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { duringJoinedStay, duringStayOf, ofAdmission } from './stay-window';

// The admission's orders: the prescriptions and lab orders of its patient written during the stay, in the rows the
// visit page lists, so that the same list components show them.

/** How many of each the admission page lists; the patient's chart has them all. */
export const ADMISSION_ORDERS_LIMIT = 50;

/** The prescriptions written during the stay, newest first (voided ones too, struck through), and how many in all: one query. */
export async function listAdmissionPrescriptions(db: Db, admissionId: number): Promise<VisitRecords<VisitPrescription>> {
  const rows = await db
    .select({
      id: prescriptions.id,
      addedAt: prescriptions.addedAt,
      doctorName: doctorDisplayName(),
      medicineNames: medicineNamesColumn(prescriptions.id),
      status: prescriptions.status,
      ...voidedMarkColumns(prescriptions),
      total: windowTotal(),
    })
    .from(prescriptions)
    .innerJoin(admissions, and(ofAdmission(admissionId, prescriptions.patientId), duringJoinedStay(prescriptions.addedAt)))
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
    .orderBy(desc(prescriptions.addedAt), desc(prescriptions.id))
    .limit(ADMISSION_ORDERS_LIMIT);
  return {
    total: totalOf(rows),
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

/** The lab orders placed during the stay, newest first, with their state, tests and released results. */
export async function listAdmissionLabOrders(db: Db, admissionId: number): Promise<VisitRecords<LabOrderSummary>> {
  const heads = await readOrderHeads(db, duringStayOf(admissionId, labOrders.patientId, labOrders.orderedAt), ADMISSION_ORDERS_LIMIT);
  return { rows: await withLines(db, heads), total: totalOf(heads) };
}

import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { admissions, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DoseUnit } from '@/lib/medicines/rules/dose-units';
import type { FrequencyCode } from '@/lib/medicines/rules/frequencies';
import { standing } from '@/lib/reports/queries/voided-marks';
import { duringJoinedStay, ofAdmission } from './stay-window';

/** One medicine the patient goes home on, as its prescription wrote it. */
export interface DischargeMedicine {
  /** The prescription it was written in (its details page). */
  prescriptionId: number;
  /** Null for a medicine typed in that is not in the formulary. */
  medicineId: number | null;
  name: string;
  /** "500 mg"; '' when none. */
  strength: string;
  /** "tablet"; '' when unknown. */
  form: string;
  doseAmount: number | null;
  doseUnit: DoseUnit | null;
  /** The dose as written before doses had an amount and a unit ('' once it has one). */
  dosage: string;
  /** One of ROUTES; '' when not given. */
  route: string;
  interval: FrequencyCode;
  durationDays: number;
  /** 'days' or 'weeks': how the duration was entered. */
  durationUnit: string;
  /** Before or after meal. */
  time: string;
  comment: string;
}

/**
 * The medicines on discharge: every medicine of the prescriptions written during the stay that stand and are
 * active (a voided or switched-off prescription sends nothing home), in the order written. Not copied at discharge:
 * read from the prescriptions each time, so the summary and the chart never disagree. One query.
 */
export async function listDischargeMedicines(db: Db, admissionId: number): Promise<DischargeMedicine[]> {
  return db
    .select({
      prescriptionId: prescriptions.id,
      medicineId: prescriptionMedicines.medicineId,
      name: prescriptionMedicines.name,
      strength: prescriptionMedicines.strength,
      form: prescriptionMedicines.form,
      doseAmount: prescriptionMedicines.doseAmount,
      doseUnit: sql<DoseUnit | null>`${prescriptionMedicines.doseUnit}`,
      dosage: prescriptionMedicines.dosage,
      route: prescriptionMedicines.route,
      interval: sql<FrequencyCode>`${prescriptionMedicines.interval}`,
      durationDays: prescriptionMedicines.durationDays,
      durationUnit: prescriptionMedicines.durationUnit,
      time: prescriptionMedicines.time,
      comment: prescriptionMedicines.comment,
    })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .innerJoin(admissions, and(ofAdmission(admissionId, prescriptions.patientId), duringJoinedStay(prescriptions.addedAt)))
    .where(and(eq(prescriptions.status, true), standing(prescriptions)))
    .orderBy(asc(prescriptions.addedAt), asc(prescriptions.id), asc(prescriptionMedicines.position), asc(prescriptionMedicines.id));
}

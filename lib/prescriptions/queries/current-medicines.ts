import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { DoseUnit } from '@/lib/medicines/rules/dose-units';
import type { FrequencyCode } from '@/lib/medicines/rules/frequencies';
import type { Db } from '@/lib/db/types';
import { totalOf, windowTotal, type FirstFew } from '@/lib/db/paging';
import { standing } from '@/lib/reports/queries/voided-marks';

/** How many the chart's overview lists; past it, the Prescriptions part of the chart has them all. */
export const CURRENT_MEDICINES_LIMIT = 20;

/** One medicine the patient is on: a medicine of one of their active prescriptions. */
export interface CurrentMedicine {
  /** The prescription it was written in (its details page). */
  prescriptionId: number;
  name: string;
  /** "500 mg"; '' when none. */
  strength: string;
  /** "tablet"; '' when unknown. */
  form: string;
  doseAmount: number | null;
  doseUnit: DoseUnit | null;
  /** The dose as written before doses had an amount and a unit ('' once it has one). */
  dosage: string;
  interval: FrequencyCode;
  /** ISO instant: when the prescription was written. */
  since: string;
}

/**
 * The patient's current medicines: every medicine of their active prescriptions (Status on, not voided), the
 * latest prescription first and each prescription's medicines in the order written; at most
 * CURRENT_MEDICINES_LIMIT, with how many there are in all, in one query (by the prescriptions' patient index).
 */
export async function listCurrentMedicines(db: Db, patientId: number): Promise<FirstFew<CurrentMedicine>> {
  const rows = await db
    .select({
      prescriptionId: prescriptions.id,
      name: prescriptionMedicines.name,
      strength: prescriptionMedicines.strength,
      form: prescriptionMedicines.form,
      doseAmount: prescriptionMedicines.doseAmount,
      doseUnit: sql<DoseUnit | null>`${prescriptionMedicines.doseUnit}`,
      dosage: prescriptionMedicines.dosage,
      interval: sql<FrequencyCode>`${prescriptionMedicines.interval}`,
      addedAt: prescriptions.addedAt,
      total: windowTotal(),
    })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .where(and(eq(prescriptions.patientId, patientId), eq(prescriptions.status, true), standing(prescriptions)))
    .orderBy(desc(prescriptions.addedAt), desc(prescriptions.id), asc(prescriptionMedicines.position), asc(prescriptionMedicines.id))
    .limit(CURRENT_MEDICINES_LIMIT);
  return {
    total: totalOf(rows),
    items: rows.map(({ prescriptionId, name, strength, form, doseAmount, doseUnit, dosage, interval, addedAt }) => ({
      prescriptionId,
      name,
      strength,
      form,
      doseAmount,
      doseUnit,
      dosage,
      interval,
      since: addedAt.toISOString(),
    })),
  };
}

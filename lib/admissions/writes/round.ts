import 'server-only';
import { eq } from 'drizzle-orm';
import { admissions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { observationsOf, recordObservations } from '@/lib/vitals/writes';
import type { RoundVitalsValues } from '@/lib/admissions/schema/round-vitals';
import { lockOpenAdmission } from './open-admission';
import { inOneTransaction, refuse, type AdmissionOutcome } from './outcome';

export const NOTHING_MEASURED = 'Enter at least one measurement';

/**
 * A ward round's vitals, recorded as observations of the patient (source 'ward-round', the admission's id): the
 * chart's trends and flags read them as every other. Taken at "Measured at", or now. Only while the patient is in.
 */
export async function recordRoundVitals(
  db: Db,
  { admissionId, measuredAt, ...measures }: RoundVitalsValues,
  { doctorId, now = new Date() }: { doctorId: number; now?: Date },
): Promise<AdmissionOutcome<{ count: number }>> {
  return inOneTransaction(db, async (tx) => {
    const admission = await lockOpenAdmission(tx, admissionId);
    const values = observationsOf(measures);
    if (values.length === 0) refuse(NOTHING_MEASURED);
    const ids = await recordObservations(tx, {
      patientId: admission.patientId,
      recordedById: doctorId,
      takenAt: measuredAt ?? now,
      source: 'ward-round',
      sourceId: admission.id,
      values,
    });
    return { ok: true, data: { count: ids.length }, admissionId: admission.id, patientId: admission.patientId };
  });
}

/** Rewrites the plan of care, on a round; only while the patient is in. */
export async function savePlan(db: Db, { admissionId, plan }: { admissionId: number; plan: string }): Promise<AdmissionOutcome<{ admissionId: number }>> {
  return inOneTransaction(db, async (tx) => {
    const admission = await lockOpenAdmission(tx, admissionId);
    await tx.update(admissions).set({ plan }).where(eq(admissions.id, admission.id));
    return { ok: true, data: { admissionId: admission.id }, admissionId: admission.id, patientId: admission.patientId };
  });
}

import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { PatientValues } from '@/lib/patients/schema/patient';
import { recordObservations } from '@/lib/vitals/writes';
import { observationsOf } from '@/lib/vitals/writes';
import { isUniqueViolation } from '@/lib/db/pg-errors';

/** A registration or correction: the patient's id, or why it was refused. */
export type PatientWriteResult = { ok: true; id: number } | { ok: false; reason: 'not-found' | 'duplicate-email' };

/**
 * The columns the form sets. The address is stored in its three parts; vitals, treatment and the photo are
 * not the form's (they come from diagnosis tests and the record's other screens) and are left as they are.
 */
function columnsOf({ firstName, lastName, dateOfBirth, gender, phone, email, state, street, zipCode, bloodGroup, nextOfKinName, nextOfKinPhone }: PatientValues) {
  return { firstName, lastName, dateOfBirth, gender, phone, email, state, street, zipCode, bloodGroup, nextOfKinName, nextOfKinPhone };
}

/**
 * Runs a write; the unique index on lower(email) refusing it means another patient has that email in some
 * letter case. Checking first would race with a concurrent save: the index decides.
 */
async function refusingDuplicateEmail(write: () => Promise<PatientWriteResult>): Promise<PatientWriteResult> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate-email' };
    throw error;
  }
}

/** Registers a patient. Patients are the clinic's, not a doctor's: the table has no author. */
export async function createPatient(db: Db, values: PatientValues, recordedById: number | null = null): Promise<PatientWriteResult> {
  return refusingDuplicateEmail(() =>
    db.transaction(async (tx): Promise<PatientWriteResult> => {
      const [row] = await tx.insert(patients).values(columnsOf(values)).returning({ id: patients.id });
      await recordDeskVitals(tx, row.id, values, recordedById);
      return { ok: true, id: row.id };
    }),
  );
}

/** The vitals typed at the desk, as observations of the patient (none when none were typed). */
function recordDeskVitals(tx: Db, patientId: number, { vitals }: PatientValues, recordedById: number | null) {
  if (!vitals) return;
  return recordObservations(tx, { patientId, recordedById, takenAt: vitals.measuredAt, source: 'registration', values: observationsOf(vitals) });
}

/** Corrects a patient's registration; any active doctor may. */
export async function updatePatient(db: Db, id: number, values: PatientValues, recordedById: number | null = null): Promise<PatientWriteResult> {
  return refusingDuplicateEmail(() =>
    db.transaction(async (tx): Promise<PatientWriteResult> => {
      // A date of birth estimated from an age typed at booking stays "about" until someone corrects the date itself.
      const dateOfBirthEstimated = sql`${patients.dateOfBirthEstimated} and ${patients.dateOfBirth} = ${values.dateOfBirth}`;
      const [row] = await tx
        .update(patients)
        .set({ ...columnsOf(values), dateOfBirthEstimated })
        .where(eq(patients.id, id))
        .returning({ id: patients.id });
      if (!row) return { ok: false, reason: 'not-found' };
      await recordDeskVitals(tx, row.id, values, recordedById);
      return { ok: true, id: row.id };
    }),
  );
}

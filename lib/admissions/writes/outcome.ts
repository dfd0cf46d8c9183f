import 'server-only';
import { isExclusionViolation, isUniqueViolation } from '@/lib/db/pg-errors';
import type { Db } from '@/lib/db/types';
import { ALREADY_ADMITTED, BED_TAKEN } from '@/lib/admissions/rules/messages';

/**
 * What an admission's write answers: what it changed, with the admission and patient it concerns (the action
 * revalidates their pages), or why not in the words the doctor reads.
 */
export type AdmissionOutcome<T> = { ok: true; data: T; admissionId: number; patientId: number } | { ok: false; message: string };

/** Thrown inside a write's transaction to undo everything it did; the write then answers the message. */
class Refused extends Error {}

/** Stops the write: nothing it changed stays, and it answers `message`. */
export function refuse(message: string): never {
  throw new Refused(message);
}

/** The constraint an error of the database names, looking through the wrappers drizzle puts around the driver's. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Another stay holds the bed at that time: someone put a patient in it first. */
const bedTaken = (error: unknown) => isExclusionViolation(error) && constraintOf(error) === 'bed_stays_one_patient_per_bed';

/** The patient already has an open admission: another Admit of them got there first. */
const alreadyAdmitted = (error: unknown) => isUniqueViolation(error) && constraintOf(error) === 'admissions_one_open_per_patient';

/**
 * Runs a write in one transaction of its own (a savepoint inside the caller's, so an action's audit line
 * still follows). A refusal undoes all of it and comes back as a value. The database has the last word on
 * who lies in a bed and on one open admission a patient: when two doctors act at once, the loser's insert breaks
 * a constraint, and is told so in the same words as a refusal.
 */
export async function inOneTransaction<T>(db: Db, write: (tx: Db) => Promise<Extract<AdmissionOutcome<T>, { ok: true }>>): Promise<AdmissionOutcome<T>> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    if (bedTaken(error)) return { ok: false, message: BED_TAKEN };
    if (alreadyAdmitted(error)) return { ok: false, message: ALREADY_ADMITTED };
    throw error;
  }
}

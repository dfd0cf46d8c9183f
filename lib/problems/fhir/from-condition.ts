import type { CodeableConcept, Condition } from '@medplum/fhirtypes';
import type { patientProblems } from '@/lib/db/schema';
import { ICD_10, SNOMED_CT, dayOf, instantOf, itemsOf, notesOf, readCode, readDateTime, textOf } from '@/lib/fhir/sent-values';
import type { ImportContext, Mapped } from '@/lib/record-import/context';

/** A problem of the patient's list as an imported Condition gives it; the import adds the patient and itself. */
export type ProblemRow = Omit<
  typeof patientProblems.$inferInsert,
  'id' | 'patientId' | 'importId' | 'createdAt' | 'recordedById' | 'voidedAt' | 'voidedById' | 'voidReason'
>;

/** FHIR's clinical statuses of a condition (condition-clinical). */
export const CLINICAL_STATUSES = ['active', 'recurrence', 'relapse', 'inactive', 'remission', 'resolved'] as const;
/** FHIR's verification statuses of a condition (condition-ver-status). */
export const VERIFICATION_STATUSES = ['unconfirmed', 'provisional', 'differential', 'confirmed', 'refuted', 'entered-in-error'] as const;

/** The code of a status concept when it is one of FHIR's, whichever coding carries it. */
function statusCode<T extends string>(concept: CodeableConcept | undefined, codes: readonly T[]): T | null {
  const coding = itemsOf(concept?.coding).find((one) => codes.includes(one.code as T));
  return (coding?.code as T | undefined) ?? null;
}

const hasAbatement = (condition: Condition) =>
  [condition.abatementDateTime, condition.abatementAge, condition.abatementPeriod, condition.abatementRange, condition.abatementString].some(
    (value) => value !== undefined && value !== null,
  );

/**
 * What a record said of when the problem began or ended in words a date cannot hold ("approximately November
 * 2012", "around April 9, 2013"): kept in the note rather than lost.
 */
function wordsOfDates(condition: Condition): string[] {
  const onset = textOf(condition.onsetString);
  const end = textOf(condition.abatementString);
  return [onset && !readDateTime(onset) ? `Onset: ${onset}` : '', end && !readDateTime(end) ? `Resolved: ${end}` : ''].filter(Boolean);
}

/**
 * A Condition of another system read into the patient's problem list. Every category is a problem (a problem-list
 * item, an encounter diagnosis, a health concern, or one a system names otherwise), refuted ones too with their
 * status; one entered in error is not kept, nor one that names nothing. Dates are days: a partial date ("2010",
 * "2010-05") stands for its first day, since a record often knows no more.
 */
export function readProblem(condition: Condition, ctx: ImportContext): Mapped<ProblemRow> {
  const verificationStatus = statusCode(condition.verificationStatus, VERIFICATION_STATUSES);
  if (verificationStatus === 'entered-in-error') return { ok: false, reason: 'entered in error' };
  const code = readCode(condition.code, [SNOMED_CT, ICD_10]);
  if (!code.name) return { ok: false, reason: 'names no problem' };
  // R4 leaves the clinical status out only when it cannot be known; an end given says the problem is over.
  const clinicalStatus = statusCode(condition.clinicalStatus, CLINICAL_STATUSES) ?? (hasAbatement(condition) ? 'resolved' : 'active');
  const note = [notesOf(condition.note), ...wordsOfDates(condition)].filter(Boolean).join('\n');
  return {
    ok: true,
    row: {
      codeSystem: code.codeSystem,
      code: code.code,
      name: code.name,
      clinicalStatus,
      verificationStatus,
      onsetOn: dayOf(condition.onsetDateTime) ?? dayOf(condition.onsetPeriod?.start) ?? dayOf(condition.onsetString),
      resolvedOn: dayOf(condition.abatementDateTime) ?? dayOf(condition.abatementPeriod?.end) ?? dayOf(condition.abatementString),
      recordedAt: instantOf(condition.recordedDate),
      note,
      recorder: ctx.nameOf(condition.recorder, condition) ?? ctx.nameOf(condition.asserter, condition),
    },
  };
}

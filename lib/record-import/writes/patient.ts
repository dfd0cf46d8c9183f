import 'server-only';
import type { Identifier, Patient } from '@medplum/fhirtypes';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { patientIdentifiers, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { patientInputSchema, readPatient } from '@/lib/patients/fhir/patient-input';
import { findLikelyDuplicates, type LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { createPatient } from '@/lib/patients/writes/patient';
import { identifiersOf } from '../bundle/references';

// Which of the clinic's patients an imported record is of: one it was imported into before (by an identifier of the
// other system kept then), else a new one, unless the registration's duplicate rules find a likely match. Then the
// importer chooses (`?patient=new`, or `?patient={id}` to merge the record into that patient).

/** What the importer asked: the record's own patient found or made (none), a new patient whatever the likely matches, or one patient. */
export type PatientChoice = { kind: 'match' } | { kind: 'new' } | { kind: 'into'; patientId: number };

export type PatientLanding =
  | { ok: true; patientId: number; created: boolean }
  | { ok: false; reason: 'duplicates'; duplicates: LikelyDuplicate[] }
  | { ok: false; reason: 'refused'; message: string }
  | { ok: false; reason: 'imported-as-other'; patientId: number };

/** The identifiers the Bundle's patient carries that another import would find it by: not the clinic's own numbers. */
export function keptIdentifiers(patient: Patient, ownNumberSystem: string): Array<{ system: string; value: string; label: string }> {
  const labels = new Map(((patient.identifier ?? []) as Identifier[]).map((one) => [`${one.system ?? ''}|${one.value ?? ''}`, one.type?.text ?? one.type?.coding?.[0]?.display ?? '']));
  return identifiersOf(patient)
    .filter((one) => one.system !== ownNumberSystem && one.value.length <= 200 && one.system.length <= 300)
    .map((one) => ({ ...one, label: (labels.get(`${one.system}|${one.value}`) ?? '').slice(0, 120) }));
}

/** The patient an identifier of an earlier import names, if any. */
export async function importedBefore(db: Db, identifiers: ReadonlyArray<{ system: string; value: string }>): Promise<number | null> {
  if (identifiers.length === 0) return null;
  const matches = identifiers.map((one) => and(eq(patientIdentifiers.system, one.system), eq(patientIdentifiers.value, one.value)) as SQL);
  const [row] = await db.select({ patientId: patientIdentifiers.patientId }).from(patientIdentifiers).where(or(...matches)).limit(1);
  return row?.patientId ?? null;
}

/**
 * Finds or makes the patient the record lands on, in the import's transaction: the patient an earlier import of
 * this record made (by a kept identifier), else the one the importer named, else a new registration through the
 * desk's rules (the same schema and duplicate check as "New patient" and POST /fhir/Patient).
 */
export async function landPatient(db: Db, patient: Patient, choice: PatientChoice, identifiers: ReadonlyArray<{ system: string; value: string }>): Promise<PatientLanding> {
  const before = await importedBefore(db, identifiers);
  if (before !== null && choice.kind === 'into' && choice.patientId !== before) return { ok: false, reason: 'imported-as-other', patientId: before };
  if (before !== null) return { ok: true, patientId: before, created: false };

  if (choice.kind === 'into') {
    const [found] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, choice.patientId));
    if (!found) return { ok: false, reason: 'refused', message: `patient=${choice.patientId}: there is no such patient to import the record into` };
    return { ok: true, patientId: found.id, created: false };
  }

  const parsed = patientInputSchema.safeParse(patient);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: 'refused', message: `Patient ${issue.path.join('.')}: ${issue.message}` };
  }
  const reading = readPatient(parsed.data);
  if (!reading.ok) return { ok: false, reason: 'refused', message: `Patient ${reading.message}` };
  if (choice.kind === 'match') {
    const duplicates = await findLikelyDuplicates(db, reading.registration);
    if (duplicates.length > 0) return { ok: false, reason: 'duplicates', duplicates };
  }
  const created = await createPatient(db, reading.registration, null);
  if (!created.ok) {
    // The email's unique index: a patient with this email is registered already.
    return { ok: false, reason: 'duplicates', duplicates: await findLikelyDuplicates(db, reading.registration) };
  }
  return { ok: true, patientId: created.id, created: true };
}

/** Keeps the record's identifiers on the patient for the next import (one the clinic knows already stays as it is). */
export async function keepIdentifiers(db: Db, patientId: number, importId: number, identifiers: ReadonlyArray<{ system: string; value: string; label: string }>): Promise<void> {
  if (identifiers.length === 0) return;
  await db
    .insert(patientIdentifiers)
    .values(identifiers.map((one) => ({ patientId, importId, ...one })))
    .onConflictDoNothing();
}

'use server';

import type { Patient } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { patientsShown, recordRead } from '@/lib/audit';
import { patients } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { patientInputSchema, readPatient } from '@/lib/patients/fhir/patient-input';
import { findLikelyDuplicates, type LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';
import { importCheckSchema } from './schema';
import { importedBefore, keptIdentifiers } from './writes/patient';

/** The patient a record was imported into before: who the doctor will add the record to. */
export interface KnownPatient {
  id: number;
  patientNumber: string;
  fullName: string;
  dateOfBirth: string;
}

export type ImportCheck = { known: KnownPatient; duplicates: [] } | { known: null; duplicates: LikelyDuplicate[] };

/**
 * "Import record", before anything is stored: who the record's patient is to the clinic. A patient an earlier import
 * of this record made (the record lands there), else the registered patients the desk's duplicate rules find (the
 * doctor chooses one, or a new patient), else nobody. A patient the import could not register is said in the
 * import's words. The patients named are shown, so audited.
 */
export const checkImportedPatient = doctorAction(importCheckSchema, async ({ patient }, { db, doctor }) => {
  const identifiers = keptIdentifiers(patient as unknown as Patient, getEnv().FHIR_PATIENT_NUMBER_SYSTEM);
  const knownId = await importedBefore(db, identifiers);
  if (knownId !== null) {
    const [row] = await db.select({ id: patients.id, number: patients.patientNumber, fullName: patients.fullName, dateOfBirth: patients.dateOfBirth }).from(patients).where(eq(patients.id, knownId));
    await recordRead(db, { reader: doctor, source: 'import record (imported before)', items: patientsShown([knownId]) });
    return ok<ImportCheck>({ known: { id: row!.id, patientNumber: formatPatientNumber(row!.number), fullName: row!.fullName, dateOfBirth: row!.dateOfBirth }, duplicates: [] });
  }
  const parsed = patientInputSchema.safeParse(patient);
  if (!parsed.success) return fail(`The record’s patient cannot be registered: ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}.`);
  const reading = readPatient(parsed.data);
  if (!reading.ok) return fail(`The record’s patient cannot be registered: ${reading.message}.`);
  const duplicates = await findLikelyDuplicates(db, reading.registration);
  if (duplicates.length > 0) await recordRead(db, { reader: doctor, source: 'import record (likely duplicate)', items: patientsShown(duplicates.map((one) => one.id)) });
  return ok<ImportCheck>({ known: null, duplicates });
});

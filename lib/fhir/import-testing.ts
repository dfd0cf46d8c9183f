import type { Resource } from '@medplum/fhirtypes';
import { connectedSystems, doctors, medicationHistory, otherObservations, pastVisits, patientImmunizations, patientProblems, patients, recordImports } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { SEARCHES, type SearchedType } from './searches';

// For the tests of what an imported record is served as through FHIR: a patient with two imports of their record
// (one by a doctor, one by a connected system), and rows of each imported kind added as a test needs them.

/** 28 Nov 2026 in Lagos (the clinic's default zone), though 27 Nov in UTC: the tag's date is the clinic's. */
export const DOCTORS_IMPORT_AT = new Date('2026-11-27T23:30:00Z');
export const SYSTEMS_IMPORT_AT = new Date('2026-11-29T10:00:00Z');

export interface ImportedPatient {
  doctorId: number;
  patientId: number;
  otherPatientId: number;
  /** The doctor's import (from "St Mary's Hospital") and the system's (from "Lagos HIE"). */
  byDoctor: number;
  bySystem: number;
}

let serial = 0;

/** A doctor, a connected system, two patients and two imports of the first one's record. */
export async function importedPatient(db: Db): Promise<ImportedPatient> {
  serial += 1;
  const [doctor] = await db.insert(doctors).values({ email: `importer.${serial}@imports.test`, firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id });
  const [system] = await db
    .insert(connectedSystems)
    .values({ clientId: `imports-test-${serial}`, name: 'Lagos HIE', jwks: { keys: [] }, scopes: 'system/*.write' })
    .returning({ id: connectedSystems.id });
  const [patient, other] = await db
    .insert(patients)
    .values([
      { firstName: 'Chioma', lastName: `Okafor ${serial}`, phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' },
      { firstName: 'Emeka', lastName: `Nwosu ${serial}`, phone: '+2348030000002', gender: 'male', dateOfBirth: '1985-01-20' },
    ])
    .returning({ id: patients.id });
  const [byDoctor, bySystem] = await db
    .insert(recordImports)
    .values([
      { patientId: patient!.id, sourceName: 'St Mary’s Hospital', importedAt: DOCTORS_IMPORT_AT, importedById: doctor!.id, summary: {} },
      { patientId: patient!.id, sourceName: 'Lagos HIE', importedAt: SYSTEMS_IMPORT_AT, importedBySystemId: system!.id, summary: {} },
    ])
    .returning({ id: recordImports.id });
  return { doctorId: doctor!.id, patientId: patient!.id, otherPatientId: other!.id, byDoctor: byDoctor!.id, bySystem: bySystem!.id };
}

type New<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function addProblem(db: Db, values: New<typeof patientProblems>): Promise<number> {
  const [row] = await db.insert(patientProblems).values(values).returning({ id: patientProblems.id });
  return row!.id;
}

export async function addImmunization(db: Db, values: New<typeof patientImmunizations>): Promise<number> {
  const [row] = await db.insert(patientImmunizations).values(values).returning({ id: patientImmunizations.id });
  return row!.id;
}

export async function addOtherObservation(db: Db, values: New<typeof otherObservations>): Promise<number> {
  const [row] = await db.insert(otherObservations).values(values).returning({ id: otherObservations.id });
  return row!.id;
}

export async function addMedication(db: Db, values: New<typeof medicationHistory>): Promise<number> {
  const [row] = await db.insert(medicationHistory).values(values).returning({ id: medicationHistory.id });
  return row!.id;
}

export async function addPastVisit(db: Db, values: New<typeof pastVisits>): Promise<number> {
  const [row] = await db.insert(pastVisits).values(values).returning({ id: pastVisits.id });
  return row!.id;
}

/**
 * Every match of a search of `type` (lib/fhir/searches.ts), as the routes' plans read it: its resources in page-key
 * order, and the patients the audit trail would name. `query` is a search's query string ("patient=3&status=final").
 */
export async function searchAll(db: Db, type: SearchedType, query = ''): Promise<{ resources: Resource[]; patients: Array<number | null>; total: number }> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(query)) values.set(name, [...(values.get(name) ?? []), value]);
  const plan = SEARCHES[type].plan(db, values);
  const rows = await plan.read({ limit: 1000 });
  return { resources: rows.map(plan.toResource), patients: rows.map(plan.patientIdOf), total: await plan.count() };
}

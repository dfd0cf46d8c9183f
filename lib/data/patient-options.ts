import 'server-only';
import { asc } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** What a patient dropdown shows: the name, and the email that tells two namesakes apart. */
export interface PatientOption {
  id: number;
  fullName: string;
  email: string;
}

/** Every patient, by name, for the searchable patient dropdowns of the diagnosis and prescription forms. */
export async function listPatientOptions(db: Db): Promise<PatientOption[]> {
  return db
    .select({ id: patients.id, fullName: patients.fullName, email: patients.email })
    .from(patients)
    .orderBy(asc(patients.fullName), asc(patients.id));
}

'use server';

import { z } from 'zod';
import { searchPatientMatches, searchPatientOptions, type PatientMatch, type PatientOption } from '@/lib/data/patient-options';
import { patientSearchSchema } from '@/lib/validations/patient-search';
import { searchText } from '@/lib/validations/table-params';
import { doctorAction } from './doctor-action';
import { ok } from './result';

/**
 * The patient pickers' search, called as the doctor types: a few patients whose name contains the text
 * (the first patients by name for no text). It reads names and emails only, never a patient's record.
 */
export const searchPatients = doctorAction(z.object({ q: searchText }), async ({ q }, { db }) => ok<PatientOption[]>(await searchPatientOptions(db, { q })));

/**
 * The command palette's search, called as the doctor types: a few patients whose name, email or phone holds
 * the text. Like the pickers' it reads what finds a patient (name, email, phone), never a patient's record.
 */
export const findPatientsForPalette = doctorAction(patientSearchSchema, async ({ q }, { db }) =>
  ok<PatientMatch[]>(await searchPatientMatches(db, { q })),
);

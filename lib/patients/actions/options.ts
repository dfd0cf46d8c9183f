'use server';

import { z } from '@/lib/zod';
import { patientsShown, recordRead } from '@/lib/audit';
import { searchPatientMatches, searchPatientOptions, type PatientMatch, type PatientOption } from '@/lib/patients/queries/options';
import { patientSearchSchema } from '@/lib/patients/schema/search';
import { searchText } from '@/lib/lists/table-params';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { ok } from '@/lib/server-actions/result';

// A search's answer names patients (number, name, age, sex, phone): like a list page, it is a read of their
// data, recorded before it is sent, a line per patient shown, in one insert (no read of a patient escapes the audit trail).

/**
 * The patient pickers' search, called as the doctor types: a few patients whose name contains the text
 * (the first patients by name for no text). It reads what finds a patient, never a patient's record.
 */
export const searchPatients = doctorAction(z.object({ q: searchText }), async ({ q }, { db, doctor }) => {
  const options = await searchPatientOptions(db, { q });
  await recordRead(db, { reader: doctor, source: 'picker search', items: patientsShown(options.map((option) => option.id)) });
  return ok<PatientOption[]>(options);
});

/**
 * The command palette's search, called as the doctor types: a few patients whose name, email or phone holds
 * the text. Like the pickers' it reads what finds a patient (name, email, phone), never a patient's record.
 */
export const findPatientsForPalette = doctorAction(patientSearchSchema, async ({ q }, { db, doctor }) => {
  const matches = await searchPatientMatches(db, { q });
  await recordRead(db, { reader: doctor, source: 'palette search', items: patientsShown(matches.map((match) => match.id)) });
  return ok<PatientMatch[]>(matches);
});

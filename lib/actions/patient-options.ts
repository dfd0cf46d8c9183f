'use server';

import { z } from 'zod';
import { searchPatientOptions, type PatientOption } from '@/lib/data/patient-options';
import { searchText } from '@/lib/validations/table-params';
import { doctorAction } from './doctor-action';
import { ok } from './result';

/**
 * The patient pickers' search, called as the doctor types: a few patients whose name contains the text
 * (the first patients by name for no text). It reads names and emails only, never a patient's record.
 */
export const searchPatients = doctorAction(z.object({ q: searchText }), async ({ q }, { db }) => ok<PatientOption[]>(await searchPatientOptions(db, { q })));

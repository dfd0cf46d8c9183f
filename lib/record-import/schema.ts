import { z } from '@/lib/zod';

// What the Patients screen's "Import record" asks the server before importing: the record's Patient, as the file
// holds it (the server reads it by the same rules as the import itself), and nothing else of the record.

/** The Patient of a record file, for the check of who it is: a FHIR Patient, its elements read by the import's rules. */
export const importCheckSchema = z.object({
  patient: z.looseObject({ resourceType: z.literal('Patient', { error: 'The record’s patient must be a Patient' }) }).refine((patient) => JSON.stringify(patient).length <= 100_000, 'The record’s patient is too large'),
});
export type ImportCheckInput = z.input<typeof importCheckSchema>;

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, ownedBy, timestamptz } from './columns';
import { connectedSystems } from './connected-systems';
import { doctors } from './doctors';
import { medicines } from './medicines';
import { patients } from './patients';
import { importedFrom } from './record-imports';
import { voidedColumns } from './voided';

/**
 * A patient's drug allergy: a formulary entry (its name and class copied, so a class allergy still warns when the
 * list changes) or free text such as "Penicillin", with the reaction. Removing one voids it: nothing clinical is erased.
 */
export const patientAllergies = pgTable(
  'patient_allergies',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    medicineId: integer('medicine_id').references(() => medicines.id, { onDelete: 'set null' }),
    /** The medicine's generic name, or the free text typed. */
    substance: text('substance').notNull(),
    drugClass: text('drug_class'),
    /** "Rash", "Anaphylaxis"; '' when not known. */
    reaction: text('reaction').notNull().default(''),
    /** The doctor who recorded it; null when a connected system sent it (recordedBySystemId). */
    recordedById: integer('recorded_by_id').references(() => doctors.id, { onDelete: 'restrict' }),
    /** The connected system that sent it through FHIR. A system that recorded allergies is disabled, never deleted. */
    recordedBySystemId: integer('recorded_by_system_id').references(() => connectedSystems.id, { onDelete: 'restrict' }),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
    /** The imported record it came in (recorded where the record was kept). */
    importId: importedFrom(),
    ...voidedColumns(),
  },
  (t) => [
    index('patient_allergies_patient_id_idx').on(t.patientId),
    // Recorded by one author: a doctor, a connected system or an imported record, never two or none.
    check('patient_allergies_one_recorder', sql`num_nonnulls(${t.recordedById}, ${t.recordedBySystemId}, ${t.importId}) = 1`),
  ],
);

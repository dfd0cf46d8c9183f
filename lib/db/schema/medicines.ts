import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { doctors } from './doctors';
import { containsSearchIndex } from './search-index';

/** Where a formulary entry comes from: the shipped lists, the three of the form before the formulary ('spec'), or the clinic's own. */
export const medicineSourceEnum = pgEnum('medicine_source', ['who-eml', 'nigeria-eml', 'spec', 'clinic']);
export type MedicineSource = (typeof medicineSourceEnum.enumValues)[number];

/**
 * The clinic's formulary: one row per generic name, strength and form. The shipped list
 * (lib/medicines/rules/essential-medicines.ts) is written in by its `code` every time the migrations run
 * (lib/db/formulary-sync.ts); an administrator's additions have no code.
 */
export const medicines = pgTable(
  'medicines',
  {
    id: identityId(),
    /** The shipped list's stable key ("amlodipine-5mg-tablet"); null for a medicine the clinic added. */
    code: text('code'),
    /** The generic name, "Amlodipine". */
    name: text('name').notNull(),
    /** "5 mg", "125 mg/5 mL"; '' when it has none. */
    strength: text('strength').notNull().default(''),
    /** "tablet", "oral suspension", "injection", … */
    form: text('form').notNull(),
    /** One of ROUTES (lib/medicines/rules/routes.ts). */
    route: text('route').notNull(),
    /** Lower case, one of DRUG_CLASSES ("penicillin"): an allergy to one warns of the others. */
    drugClass: text('drug_class'),
    source: medicineSourceEnum('source').notNull(),
    addedById: integer('added_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('medicines_code_key').on(t.code), containsSearchIndex('medicines_name_trgm_idx', t.name), index('medicines_name_idx').on(t.name, t.strength)],
);

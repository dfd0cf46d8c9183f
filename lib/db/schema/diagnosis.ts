import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { appointments } from './appointments';
import { authorId } from './author';
import { doctors } from './doctors';
import { patients } from './patients';
import { containsSearchIndex } from './search-index';
import { voidedColumns, voidedIndex } from './voided';

export const diagnosisCategories = pgTable(
  'diagnosis_categories',
  {
    id: identityId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    authorId: authorId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('diagnosis_categories_name_lower_key').on(sql`lower(${t.name})`),
    containsSearchIndex('diagnosis_categories_name_trgm_idx', t.name),
  ],
);

const measure = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

export const diagnosisTests = pgTable(
  'diagnosis_tests',
  {
    id: identityId(),
    reportNumber: text('report_number').notNull().unique(),
    patientId: ownedBy('patient_id', () => patients.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    // A category used by a test cannot be deleted (the category screen says why).
    categoryId: integer('category_id')
      .notNull()
      .references(() => diagnosisCategories.id, { onDelete: 'restrict' }),
    /** The visit it was recorded at, when it was started from one. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    age: integer('age'),
    // Its vitals (height, weight, glucose, fasting blood sugar, blood pressure, ...) are observations of the
    // patient with source 'diagnosis-test' and this id (lib/db/schema/observations.ts): kept nowhere else.
    /** As read from the strip, e.g. "Nil", "Trace", "1+". */
    urineSugar: text('urine_sugar').notNull().default(''),
    diabetes: text('diabetes').notNull().default(''),
    /** mg/dL. */
    cholesterol: measure('cholesterol'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    ...voidedColumns(),
  },
  (t) => [
    index('diagnosis_tests_patient_id_idx').on(t.patientId),
    index('diagnosis_tests_doctor_id_idx').on(t.doctorId),
    index('diagnosis_tests_category_id_idx').on(t.categoryId),
    index('diagnosis_tests_created_at_idx').on(t.createdAt),
    index('diagnosis_tests_appointment_id_idx').on(t.appointmentId),
    voidedIndex('diagnosis_tests', t.voidedAt),
  ],
);

export const diagnosisTestProperties = pgTable(
  'diagnosis_test_properties',
  {
    id: identityId(),
    testId: ownedBy('test_id', () => diagnosisTests.id),
    name: text('name').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('diagnosis_test_properties_test_id_idx').on(t.testId, t.position)],
);

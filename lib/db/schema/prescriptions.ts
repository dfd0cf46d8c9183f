import { boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_NEXT_VISIT_UNIT } from '../../constants';
import { identityId, ownedBy, timestamptz } from './columns';
import { appointments } from './appointments';
import { diagnosisTests } from './diagnosis';
import { doctors } from './doctors';
import { medicines } from './medicines';
import { nextVisitUnitEnum } from './pg-enums';
import { patients } from './patients';
import { voidedColumns, voidedIndex } from './voided';

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    /** The visit it was written at, when it was started from one. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    status: boolean('status').notNull().default(true),
    // Physical information. Its measurements (blood pressure, pulse rate, temperature, height, weight) are
    // observations of the patient with source 'prescription' and this id (lib/db/schema/observations.ts).
    foodAllergies: text('food_allergies').notNull().default(''),
    diabetic: text('diabetic').notNull().default(''),
    currentMedication: text('current_medication').notNull().default(''),
    problemDescription: text('problem_description').notNull().default(''),
    test: text('test').notNull().default(''),
    advice: text('advice').notNull().default(''),
    nextVisitNumber: integer('next_visit_number'),
    nextVisitUnit: nextVisitUnitEnum('next_visit_unit').notNull().default(DEFAULT_NEXT_VISIT_UNIT),
    /** The date the number and unit mean, counted from the prescription's date in the clinic (lib/medicines/rules/next-visit.ts). */
    nextVisitOn: date('next_visit_on', { mode: 'string' }),
    /** What it treats: one of the patient's diagnosis tests, or free text (or both empty). */
    diagnosisTestId: integer('diagnosis_test_id').references(() => diagnosisTests.id, { onDelete: 'set null' }),
    diagnosis: text('diagnosis').notNull().default(''),
    ...voidedColumns(),
  },
  (t) => [
    index('prescriptions_patient_id_idx').on(t.patientId),
    index('prescriptions_doctor_id_idx').on(t.doctorId),
    index('prescriptions_added_at_idx').on(t.addedAt),
    index('prescriptions_appointment_id_idx').on(t.appointmentId),
    index('prescriptions_diagnosis_test_id_idx').on(t.diagnosisTestId),
    voidedIndex('prescriptions', t.voidedAt),
  ],
);

export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: identityId(),
    prescriptionId: ownedBy('prescription_id', () => prescriptions.id),
    /** The formulary entry prescribed; null when the doctor typed a medicine that is not in the list. */
    medicineId: integer('medicine_id').references(() => medicines.id, { onDelete: 'set null' }),
    // Name, strength and form as prescribed (copied from the formulary entry): what was dispensed does not
    // change when the clinic's list does.
    name: text('name').notNull(),
    strength: text('strength').notNull().default(''),
    form: text('form').notNull().default(''),
    doseAmount: numeric('dose_amount', { precision: 10, scale: 3, mode: 'number' }),
    /** One of DOSE_UNITS (lib/medicines/rules/dose-units.ts). */
    doseUnit: text('dose_unit'),
    /** The dose as typed before doses had an amount and unit, when it did not read as one ("one at night"); '' otherwise. */
    dosage: text('dosage').notNull().default(''),
    /** One of ROUTES; '' on rows written before routes. */
    route: text('route').notNull().default(''),
    /** The days it is taken (the fact); durationUnit says how it was entered (21 days, or 3 weeks). */
    durationDays: integer('duration_days').notNull(),
    durationUnit: text('duration_unit').notNull().default('days'),
    /** One of MEDICINE_TIMES (before or after meal). */
    time: text('time').notNull(),
    /** How often: one of FREQUENCY_CODES (the brief's morning, evening, both, and the standard OD … stat). */
    interval: text('interval').notNull(),
    /** To dispense: computed from dose, frequency and duration, or typed; null when not said. */
    quantity: integer('quantity'),
    quantityUnit: text('quantity_unit').notNull().default(''),
    /** Why it was prescribed although it matches one of the patient's drug allergies ('' when it does not). */
    allergyOverride: text('allergy_override').notNull().default(''),
    comment: text('comment').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('prescription_medicines_prescription_id_idx').on(t.prescriptionId, t.position)],
);

import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_NEXT_VISIT_UNIT } from '../../constants';
import { identityId, ownedBy, timestamptz } from './columns';
import { appointments } from './appointments';
import { doctors } from './doctors';
import { nextVisitUnitEnum } from './enums';
import { patients } from './patients';
import { voidedColumns } from './voided';

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
    ...voidedColumns(),
  },
  (t) => [
    index('prescriptions_patient_id_idx').on(t.patientId),
    index('prescriptions_doctor_id_idx').on(t.doctorId),
    index('prescriptions_added_at_idx').on(t.addedAt),
    index('prescriptions_appointment_id_idx').on(t.appointmentId),
  ],
);

export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: identityId(),
    prescriptionId: ownedBy('prescription_id', () => prescriptions.id),
    /** One of MEDICINE_OPTIONS. */
    name: text('name').notNull(),
    dosage: text('dosage').notNull().default(''),
    /** One of MEDICINE_DURATION_DAYS. */
    durationDays: integer('duration_days').notNull(),
    /** One of MEDICINE_TIMES. */
    time: text('time').notNull(),
    /** One of MEDICINE_INTERVALS. */
    interval: text('interval').notNull(),
    comment: text('comment').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('prescription_medicines_prescription_id_idx').on(t.prescriptionId, t.position)],
);

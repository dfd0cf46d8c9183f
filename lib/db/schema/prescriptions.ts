import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
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
    // Physical information.
    bloodPressure: text('blood_pressure').notNull().default(''),
    foodAllergies: text('food_allergies').notNull().default(''),
    diabetic: text('diabetic').notNull().default(''),
    currentMedication: text('current_medication').notNull().default(''),
    pulseRate: integer('pulse_rate'),
    /** Degrees Celsius. */
    temperature: numeric('temperature', { precision: 4, scale: 1, mode: 'number' }),
    problemDescription: text('problem_description').notNull().default(''),
    /** Centimetres. */
    height: numeric('height', { precision: 5, scale: 1, mode: 'number' }),
    /** Kilograms. */
    weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }),
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

import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';
import { appointmentStatusEnum, appointmentTypeEnum, genderEnum } from './enums';
import { patients } from './patients';
import { containsSearchIndex } from './search-index';

/**
 * The form's values are kept as entered (name, email, phone, age); patientId links the patient they matched.
 * A booking belongs to a doctor and lasts from date + time to endsAt (the doctor's per-patient time when
 * booked). Migration 0005 adds what Drizzle cannot declare: an exclusion constraint
 * (`appointments_no_overlap`, btree_gist) so that no two of a doctor's appointments that hold their slot
 * (pending, confirmed, completed) overlap, whoever books them at once.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    age: integer('age').notNull(),
    gender: genderEnum('gender').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** "HH:MM:SS". */
    time: time('time').notNull(),
    /** When the visit ends, the clinic's wall time ("YYYY-MM-DD HH:MM:SS"), like date and time. */
    endsAt: timestamp('ends_at', { mode: 'string' }).notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    type: appointmentTypeEnum('type').notNull(),
    status: appointmentStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_date_time_id_idx').on(t.date, t.time, t.id),
    index('appointments_patient_status_date_idx').on(t.patientId, t.status, t.date),
    index('appointments_status_idx').on(t.status),
    index('appointments_doctor_date_idx').on(t.doctorId, t.date, t.time),
    index('appointments_full_name_lower_idx').on(sql`lower(${t.fullName})`),
    // The list shows (and searches) the name as entered in the form, which may differ from the patient's.
    containsSearchIndex('appointments_full_name_trgm_idx', t.fullName),
  ],
);

/** Every change of an appointment's status: who made it (null: through the hospital API) and when. Appended, never changed. */
export const appointmentStatusChanges = pgTable(
  'appointment_status_changes',
  {
    id: identityId(),
    appointmentId: ownedBy('appointment_id', () => appointments.id),
    fromStatus: appointmentStatusEnum('from_status').notNull(),
    toStatus: appointmentStatusEnum('to_status').notNull(),
    changedById: integer('changed_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('appointment_status_changes_appointment_idx').on(t.appointmentId, t.changedAt)],
);

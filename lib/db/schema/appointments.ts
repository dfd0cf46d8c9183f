import { date, index, integer, pgTable, time, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';
import { appointmentStatusEnum, appointmentTypeEnum } from './pg-enums';
import { patients } from './patients';

/**
 * An appointment holds its patient (patientId) and nothing of theirs: the name, email, phone, sex and age it
 * shows are read from the patient's record (migration 0011 dropped the copies taken at booking), so a
 * correction of the record shows on every appointment.
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
    // By status, date and patient: the dashboard's figures off the index alone. The visits still to be seen and
    // their patients after every booking and check-in; the recent completed visits after every completion.
    index('appointments_status_idx').on(t.status, t.date, t.patientId),
    index('appointments_doctor_date_idx').on(t.doctorId, t.date, t.time),
  ],
);

/**
 * Every change of an appointment's status: who made it (null: through the hospital API) and when. Appended, never
 * changed. A reschedule is a line too: its status stays (from and to are the same) and `fromStart`/`toStart` say
 * where the visit moved, so the visit's History tells every move in one list.
 */
export const appointmentStatusChanges = pgTable(
  'appointment_status_changes',
  {
    id: identityId(),
    appointmentId: ownedBy('appointment_id', () => appointments.id),
    fromStatus: appointmentStatusEnum('from_status').notNull(),
    toStatus: appointmentStatusEnum('to_status').notNull(),
    changedById: integer('changed_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    /** A reschedule's old start, the clinic's wall time ("YYYY-MM-DD HH:MM:SS"); null for a change of status. */
    fromStart: timestamp('from_start', { mode: 'string' }),
    /** A reschedule's new start, as fromStart. */
    toStart: timestamp('to_start', { mode: 'string' }),
  },
  (t) => [index('appointment_status_changes_appointment_idx').on(t.appointmentId, t.changedAt)],
);

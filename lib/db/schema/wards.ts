import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISCHARGE_DISPOSITIONS } from '@/lib/admissions/rules/disposition';
import { BED_KINDS, BED_STATES, WARD_KINDS, WARD_SEXES } from '@/lib/wards/rules/kinds';
import { appointments } from './appointments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';
import { patients } from './patients';
import { voidedColumns } from './voided';

export const wardKindEnum = pgEnum('ward_kind', WARD_KINDS);
export const wardSexEnum = pgEnum('ward_sex', WARD_SEXES);
export const bedKindEnum = pgEnum('bed_kind', BED_KINDS);
export const bedStateEnum = pgEnum('bed_state', BED_STATES);
export const dischargeDispositionEnum = pgEnum('discharge_disposition', DISCHARGE_DISPOSITIONS);

/** A ward the clinic keeps: administrators add them; the bed board shows them in the order of their names. */
export const wards = pgTable(
  'wards',
  {
    id: identityId(),
    name: text('name').notNull(),
    kind: wardKindEnum('kind').notNull(),
    sex: wardSexEnum('sex').notNull().default('mixed'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wards_name_key').on(sql`lower(${t.name})`)],
);

/**
 * A bed of a ward. Retired beds stay (their stays name them) but leave the board. Who lies in a bed is its open
 * stay in bed_stays, never a column here.
 */
export const beds = pgTable(
  'beds',
  {
    id: identityId(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    label: text('label').notNull(),
    kind: bedKindEnum('kind').notNull().default('standard'),
    state: bedStateEnum('state').notNull().default('ready'),
    /** Why it is out of service; set exactly while it is. */
    outOfServiceReason: text('out_of_service_reason'),
    /** When the state last changed (being cleaned since, out of service since). */
    stateChangedAt: timestamptz('state_changed_at').notNull().defaultNow(),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('beds_ward_label_key').on(t.wardId, sql`lower(${t.label})`).where(sql`${t.retiredAt} is null`),
    check('beds_out_of_service_reason', sql`(${t.state} = 'out-of-service') = (${t.outOfServiceReason} is not null)`),
  ],
);

/**
 * A patient's stay in hospital, from admission to discharge. A patient has one open admission at most
 * (admissions_one_open_per_patient). The discharge summary is written on the row when it ends; the medicines on
 * discharge are not copied: they are the prescriptions written during the stay.
 */
export const admissions = pgTable(
  'admissions',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The visit the patient was admitted from; null when admitted from the chart. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The doctor responsible for the patient while in: the dialog's "Admitting doctor". */
    admittingDoctorId: integer('admitting_doctor_id')
      .notNull()
      .references(() => doctors.id),
    /** Who pressed Admit; null once that account is gone. */
    admittedById: integer('admitted_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    expectedDays: integer('expected_days'),
    admittedAt: timestamptz('admitted_at').notNull().defaultNow(),
    /** The plan of care, rewritten on rounds. */
    plan: text('plan').notNull().default(''),
    dischargedAt: timestamptz('discharged_at'),
    dischargedById: integer('discharged_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    disposition: dischargeDispositionEnum('disposition'),
    /** The discharge summary's parts. */
    diagnoses: text('diagnoses'),
    course: text('course'),
    procedures: text('procedures'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    /** The visit the follow-up booked, when the doctor asked for one. */
    followUpAppointmentId: integer('follow_up_appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admissions_one_open_per_patient').on(t.patientId).where(sql`${t.dischargedAt} is null`),
    index('admissions_patient_idx').on(t.patientId, t.admittedAt.desc()),
    index('admissions_open_doctor_idx').on(t.admittingDoctorId).where(sql`${t.dischargedAt} is null`),
    index('admissions_admitted_at_idx').on(t.admittedAt),
    index('admissions_discharged_at_idx').on(t.dischargedAt).where(sql`${t.dischargedAt} is not null`),
    check('admissions_discharge_whole', sql`(${t.dischargedAt} is null) = (${t.disposition} is null)`),
    check('admissions_expected_days', sql`${t.expectedDays} is null or ${t.expectedDays} between 1 and 365`),
  ],
);

/**
 * The beds of an admission, with times: the first stay begins at admission, a transfer ends one and begins the
 * next (with its reason), discharge ends the last. Migration 0030 adds what Drizzle cannot declare: an exclusion
 * constraint (bed_stays_one_patient_per_bed, btree_gist) so that no two stays of one bed overlap, whoever admits at
 * once. An open stay (toAt null) runs to infinity.
 */
export const bedStays = pgTable(
  'bed_stays',
  {
    id: identityId(),
    admissionId: ownedBy('admission_id', () => admissions.id),
    bedId: integer('bed_id')
      .notNull()
      .references(() => beds.id),
    fromAt: timestamptz('from_at').notNull().defaultNow(),
    toAt: timestamptz('to_at'),
    /** Why the patient moved here; null for the bed they were admitted to. */
    reason: text('reason'),
    movedById: integer('moved_by_id').references(() => doctors.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bed_stays_one_open_per_admission').on(t.admissionId).where(sql`${t.toAt} is null`),
    index('bed_stays_open_bed_idx').on(t.bedId).where(sql`${t.toAt} is null`),
    index('bed_stays_admission_idx').on(t.admissionId, t.fromAt),
    check('bed_stays_order', sql`${t.toAt} is null or ${t.toAt} >= ${t.fromAt}`),
  ],
);

/**
 * A ward round's progress note: dated and signed by its author, who may edit it for 24 hours; after that it stands,
 * and is voided with a reason if wrong.
 */
export const progressNotes = pgTable(
  'progress_notes',
  {
    id: identityId(),
    admissionId: ownedBy('admission_id', () => admissions.id),
    authorId: integer('author_id').references(() => doctors.id, { onDelete: 'set null' }),
    writtenAt: timestamptz('written_at').notNull().defaultNow(),
    text: text('text').notNull(),
    editedAt: timestamptz('edited_at'),
    ...voidedColumns(),
  },
  (t) => [index('progress_notes_admission_idx').on(t.admissionId, t.writtenAt.desc())],
);

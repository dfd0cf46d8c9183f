import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy } from './columns';
import { genderEnum, medicalReportStatusEnum } from './pg-enums';
import { containsSearchIndex } from './search-index';
import { voidedColumns, voidedIndex } from './voided';

export const DEFAULT_PATIENT_AVATAR = '/avatars/patient-default.svg';

/**
 * The patient number (shown as P-000123): given at registration, never changed and never reused, even when a
 * registration is rolled back. Migration 0008 numbered the patients already registered in the order of their ids.
 */
export const patientNumberSequence = pgSequence('patient_number_seq', { startWith: 1 });

export const patients = pgTable(
  'patients',
  {
    id: identityId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name')
      .notNull()
      // trim(): a patient known by one name only has an empty last name.
      .generatedAlwaysAs((): SQL => sql`trim(${patients.firstName} || ' ' || ${patients.lastName})`),
    patientNumber: integer('patient_number')
      .notNull()
      .unique()
      .default(sql`nextval('patient_number_seq')`),
    /** Optional (children, elderly and rural patients often have none); unique in any letter case when given. */
    email: text('email'),
    /** In international form ("+2348035551234"), however it was typed (lib/patients/rules/phone.ts). */
    phone: text('phone').notNull(),
    gender: genderEnum('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** The date of birth was worked out from an age typed at booking ("about 34") until someone corrects it. */
    dateOfBirthEstimated: boolean('date_of_birth_estimated').notNull().default(false),
    nextOfKinName: text('next_of_kin_name').notNull().default(''),
    /** In international form, like phone; '' when none was given. */
    nextOfKinPhone: text('next_of_kin_phone').notNull().default(''),
    avatar: text('avatar').notNull().default(DEFAULT_PATIENT_AVATAR),
    state: text('state').notNull().default(''),
    street: text('street').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    // Vitals are observations (./observations.ts), not columns here: one fact, one place.
    /** One of BLOOD_GROUPS ("O+", …). */
    bloodGroup: text('blood_group'),
    treatment: text('treatment').notNull().default(''),
    ongoingSurgeries: text('ongoing_surgeries').notNull().default('None'),
    /**
     * The explicit "No known drug allergies". Its drug allergies are rows of patient_allergies (./allergies.ts);
     * false with none recorded means nobody has asked yet ("Not recorded"), never "none".
     */
    noKnownDrugAllergies: boolean('no_known_drug_allergies').notNull().default(false),
    // "Last visited" is the latest completed appointment, computed in SQL (lib/vitals/queries/patient-vitals.ts).
    createdAt: createdAt(),
  },
  (t) => [
    index('patients_full_name_lower_idx').on(sql`lower(${t.fullName})`),
    // The patients list and the lists that join patients (prescriptions, diagnosis tests, transactions) find
    // patients by name; the command palette, by name, email or phone.
    containsSearchIndex('patients_full_name_trgm_idx', t.fullName),
    containsSearchIndex('patients_email_trgm_idx', t.email),
    // Also serves the duplicate check's "same phone" (a like without wildcards).
    containsSearchIndex('patients_phone_trgm_idx', t.phone),
    uniqueIndex('patients_email_lower_key').on(sql`lower(${t.email})`),
    // The state filter reads the first column. The list of states walks both: one step to each state's first
    // spelling, so the filter's choices cost as many index reads as there are states, not a pass over every patient.
    // Spellings sort by their bytes, capitals first ("Lagos" before "lagos"), whatever the database's collation.
    index('patients_state_lower_idx').on(sql`lower(${t.state})`, sql`${t.state} collate "C"`),
    index('patients_blood_group_idx').on(t.bloodGroup),
  ],
);

export const medicalReports = pgTable(
  'medical_reports',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    title: text('title').notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    doctorName: text('doctor_name').notNull(),
    /** The finding in words, e.g. "Haemoglobin 13.2 g/dL". */
    result: text('result').notNull(),
    status: medicalReportStatusEnum('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [
    index('medical_reports_patient_date_idx').on(t.patientId, t.reportDate),
    index('medical_reports_report_date_id_idx').on(t.reportDate, t.id),
    voidedIndex('medical_reports', t.voidedAt),
  ],
);

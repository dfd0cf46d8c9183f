import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { connectedSystems } from './connected-systems';
import { doctors } from './doctors';
import { medicines } from './medicines';
import { patients } from './patients';
import { voidedColumns } from './voided';

/** How many of one resource type an import stored, found already there, or skipped (with why). */
export interface ImportCount {
  stored: number;
  present: number;
  skipped: number;
  /** Why entries were skipped, each reason once ("not a resource the clinic keeps"). */
  reasons?: string[];
}

/** What an import did, by resource type ("Condition", "Observation"). */
export type ImportSummary = Record<string, ImportCount>;

/**
 * One patient's record brought in from another system (POST /fhir/$import-record, or a file on the Patients screen):
 * where it came from, who brought it in, and what it stored. Everything it stored names it: the chart says "from
 * Hospital X, imported 28 Nov 2026 by Dr …" from here.
 */
export const recordImports = pgTable(
  'record_imports',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The hospital or system the record came from, as the Bundle names it; "another system" when it names none. */
    sourceName: text('source_name').notNull(),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
    /** The doctor or administrator who imported it; null when a connected system did (importedBySystemId). */
    importedById: integer('imported_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    importedBySystemId: integer('imported_by_system_id').references(() => connectedSystems.id, { onDelete: 'restrict' }),
    summary: jsonb('summary').$type<ImportSummary>().notNull(),
  },
  (t) => [index('record_imports_patient_idx').on(t.patientId, t.importedAt.desc())],
);

/** Where a row came from: null when entered in this clinic; the import that brought it otherwise. */
// No action on delete: a patient's import and what it brought go together, checked once the patient's rows are gone.
export const importedFrom = () => integer('import_id').references(() => recordImports.id);

/**
 * The identifiers other systems know a patient by (their medical record numbers, national ids), kept when a record
 * is imported: a second import of the same patient finds them here first.
 */
export const patientIdentifiers = pgTable(
  'patient_identifiers',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The identifier's system URI as sent; '' when it named none. */
    system: text('system').notNull(),
    value: text('value').notNull(),
    /** Its type as sent ("Medical Record Number"). */
    label: text('label').notNull().default(''),
    importId: importedFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('patient_identifiers_system_value_key').on(t.system, t.value), index('patient_identifiers_patient_idx').on(t.patientId)],
);

/**
 * Each resource an import stored, by the key it had where it came from (its identifier, else its id there, else a
 * digest of its content): importing it again stores nothing.
 */
export const importedResources = pgTable(
  'imported_resources',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    resourceType: text('resource_type').notNull(),
    key: text('key').notNull(),
    importId: ownedBy('import_id', () => recordImports.id),
  },
  (t) => [uniqueIndex('imported_resources_key').on(t.patientId, t.resourceType, t.key)],
);

/**
 * The patient's problem list: diagnoses and conditions, active or resolved, each with when it began and ended. A
 * problem is voided, never deleted.
 */
export const patientProblems = pgTable(
  'patient_problems',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The code as sent (SNOMED CT, ICD-10): its system URI and code; null when only words were given. */
    codeSystem: text('code_system'),
    code: text('code'),
    /** The problem in words ("Hypertension"). */
    name: text('name').notNull(),
    /** FHIR's clinical status: active, recurrence, relapse, inactive, remission, resolved. */
    clinicalStatus: text('clinical_status').notNull(),
    /** FHIR's verification status (confirmed, provisional, differential, …); null when not said. */
    verificationStatus: text('verification_status'),
    /** When it began and ended (a date: a record often knows no more). */
    onsetOn: date('onset_on', { mode: 'string' }),
    resolvedOn: date('resolved_on', { mode: 'string' }),
    recordedAt: timestamptz('recorded_at'),
    note: text('note').notNull().default(''),
    /** Who recorded it where it was recorded, as sent ("Dr. Ana Lima"). */
    recorder: text('recorder'),
    recordedById: integer('recorded_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    importId: importedFrom(),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [index('patient_problems_patient_idx').on(t.patientId, t.onsetOn.desc())],
);

/** A vaccine the patient was given (or was due and not given: status not-done), with its date and dose. */
export const patientImmunizations = pgTable(
  'patient_immunizations',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The vaccine's code as sent (CVX, SNOMED CT): its system URI and code. */
    codeSystem: text('code_system'),
    code: text('code'),
    vaccine: text('vaccine').notNull(),
    /** completed, not-done or entered-in-error, as FHIR says. */
    status: text('status').notNull(),
    /** When it was given: the day, and the instant when the record says it. */
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    givenAt: timestamptz('given_at'),
    /** The dose in its series ("1", "2", "Booster"), as sent. */
    doseNumber: text('dose_number'),
    lotNumber: text('lot_number'),
    site: text('site'),
    /** Who gave it, or where, as sent. */
    performer: text('performer'),
    note: text('note').notNull().default(''),
    recordedById: integer('recorded_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    importId: importedFrom(),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [index('patient_immunizations_patient_idx').on(t.patientId, t.givenOn.desc())],
);

/**
 * Medicines the patient took or was prescribed elsewhere: not prescriptions of this clinic. Each keeps what was sent
 * (the medicine's name and code, the dose in words, who prescribed it) and, when the formulary knows it, its entry.
 */
export const medicationHistory = pgTable(
  'medication_history',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The formulary's entry for it, when its code or name matched one. */
    medicineId: integer('medicine_id').references(() => medicines.id, { onDelete: 'set null' }),
    codeSystem: text('code_system'),
    code: text('code'),
    name: text('name').notNull(),
    /** How it was taken, in words as sent ("1 tablet twice a day"); '' when not said. */
    dosage: text('dosage').notNull().default(''),
    /** FHIR's status as sent: active, completed, stopped, on-hold, … */
    status: text('status').notNull(),
    /** What it came as: a MedicationStatement (taken) or a MedicationRequest (prescribed). */
    kind: text('kind').notNull(),
    startedOn: date('started_on', { mode: 'string' }),
    endedOn: date('ended_on', { mode: 'string' }),
    /** When it was prescribed or stated. */
    recordedOn: date('recorded_on', { mode: 'string' }),
    /** The prescriber's name as sent. */
    prescriber: text('prescriber'),
    reason: text('reason'),
    /** What the record noted of it ("Stopped: ankle swelling"), one note a line; '' when none. */
    note: text('note').notNull().default(''),
    importId: importedFrom(),
    recordedById: integer('recorded_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [
    index('medication_history_patient_idx').on(t.patientId, t.startedOn.desc()),
    check('medication_history_kind', sql`${t.kind} in ('statement', 'request')`),
  ],
);

/** A visit to another hospital or clinic, from an imported record: never an appointment of this clinic. */
export const pastVisits = pgTable(
  'past_visits',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    /** FHIR's status as sent (finished, …). */
    status: text('status').notNull(),
    /** The kind of visit: its class (ambulatory, emergency, inpatient) as a code and in words. */
    classCode: text('class_code'),
    kind: text('kind').notNull().default(''),
    /** Its type and reason in words. */
    type: text('type').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** Where and with whom, as sent. */
    place: text('place').notNull().default(''),
    practitioner: text('practitioner').notNull().default(''),
    importId: importedFrom().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('past_visits_patient_idx').on(t.patientId, t.startedAt.desc())],
);

/** One part of an observation from an imported record: a survey's item, a panel's member. */
export interface OtherObservationPart {
  codeSystem: string | null;
  code: string | null;
  name: string;
  valueNumber: number | null;
  unit: string | null;
  unitSystem: string | null;
  valueCodeSystem: string | null;
  valueCode: string | null;
  valueText: string | null;
}

/**
 * What an imported record measured or observed that is neither one of the clinic's measures nor a laboratory result:
 * a pain score, a head circumference, a smoking status, a questionnaire's score. Kept as sent (its code and words,
 * its value, its parts), so that no measurement of the record is lost; the clinic's own readings stay in
 * `observations` and the laboratory's in `lab_results`.
 */
export const otherObservations = pgTable(
  'other_observations',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    /** Its category as sent (vital-signs, social-history, survey, exam…): the system URI and code; null when not said. */
    categorySystem: text('category_system'),
    category: text('category'),
    /** What was observed, as sent (LOINC, SNOMED CT): its system URI and code, and its words. */
    codeSystem: text('code_system'),
    code: text('code'),
    name: text('name').notNull(),
    /** FHIR's status as sent: final, amended or corrected. */
    status: text('status').notNull(),
    /**
     * A number and its unit as sent: a unit's code with its system (UCUM's, http://unitsofmeasure.org), else the
     * unit's words with no system; or a coded value, or words.
     */
    valueNumber: doublePrecision('value_number'),
    unit: text('unit'),
    unitSystem: text('unit_system'),
    valueCodeSystem: text('value_code_system'),
    valueCode: text('value_code'),
    valueText: text('value_text'),
    /** Its parts, each with its own code and value; [] for an observation of one value. */
    parts: jsonb('parts').$type<OtherObservationPart[]>().notNull().default([]),
    /** When it was measured or observed. */
    takenAt: timestamptz('taken_at').notNull(),
    note: text('note').notNull().default(''),
    importId: importedFrom(),
    createdAt: createdAt(),
  },
  (t) => [index('other_observations_patient_idx').on(t.patientId, t.takenAt.desc())],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { MEASURES, OBSERVATION_SOURCES } from '@/lib/vitals/rules/measures';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';
import { patients } from './patients';

export const measureEnum = pgEnum('measure', MEASURES);
export const observationSourceEnum = pgEnum('observation_source', OBSERVATION_SOURCES);

/**
 * One source of vitals: every measurement of a patient (lib/vitals/rules/measures.ts names them, with their units) is
 * one dated row here, whoever wrote it: a diagnosis test, a prescription's physical information, or the
 * registration desk. Every screen shows the latest of each measure from this table; nothing else keeps a copy.
 */
export const observations = pgTable(
  'observations',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    measure: measureEnum('measure').notNull(),
    /** In the measure's unit; the systolic value of a blood pressure. */
    value: numeric('value', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    /** The diastolic value of a blood pressure; null for every other measure. */
    value2: numeric('value2', { precision: 7, scale: 1, mode: 'number' }),
    /** When it was measured: now by default, or what the form's "Measured at" says. */
    takenAt: timestamptz('taken_at').notNull().defaultNow(),
    /** Who recorded it; null once that account is gone or for values moved in by migration 0009 without one. */
    recordedById: integer('recorded_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    source: observationSourceEnum('source').notNull(),
    /** The diagnosis test's or prescription's id (its observations are rewritten with it); null for registration. */
    sourceId: integer('source_id'),
    createdAt: createdAt(),
    /**
     * Set when the diagnosis test or prescription that recorded it is voided: the reading was wrong or not this
     * patient's, so it stops being their vitals; the voided record still shows what it measured.
     */
    voidedAt: timestamptz('voided_at'),
  },
  (t) => [
    // The latest of each measure of one patient (one page of cards reads it per patient): an index-only walk.
    index('observations_patient_measure_taken_idx')
      .on(t.patientId, t.measure, t.takenAt.desc(), t.id.desc())
      .where(sql`${t.voidedAt} is null`),
    index('observations_source_idx').on(t.source, t.sourceId),
    // The readings of one day (the home screen's abnormal vitals recorded today).
    index('observations_taken_idx').on(t.takenAt.desc()).where(sql`${t.voidedAt} is null`),
    check('observations_value2_only_for_pressure', sql`(${t.measure} = 'blood-pressure') = (${t.value2} is not null)`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RESULT_KINDS, type ReferenceRange } from '@/lib/lab/rules/catalogue-types';
import { LAB_ORDER_STATUSES, LAB_PRIORITIES, RESULT_FLAGS } from '@/lib/lab/rules/states';
import { appointments } from './appointments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { connectedSystems } from './connected-systems';
import { doctors } from './doctors';
import { patients } from './patients';
import { importedFrom } from './record-imports';
import { containsSearchIndex } from './search-index';

export const labResultKindEnum = pgEnum('lab_result_kind', RESULT_KINDS);
export const labPriorityEnum = pgEnum('lab_priority', LAB_PRIORITIES);
export const labOrderStatusEnum = pgEnum('lab_order_status', LAB_ORDER_STATUSES);
export const labResultFlagEnum = pgEnum('lab_result_flag', RESULT_FLAGS);

/**
 * The laboratory's test catalogue: one row per test or panel. The shipped list (lib/lab/rules/catalogue.ts) is
 * written in by its `code` every time the migrations run; an administrator's additions get a code of their own.
 * A retired test can no longer be ordered; the orders and results that name it keep it.
 */
export const labTests = pgTable(
  'lab_tests',
  {
    id: identityId(),
    /** Stable key ("haemoglobin"): the shipped list's, or "clinic-…" for one an administrator added. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    loinc: text('loinc').notNull(),
    loincDisplay: text('loinc_display').notNull(),
    specimen: text('specimen').notNull(),
    kind: labResultKindEnum('kind').notNull(),
    /** A number's UCUM unit. */
    unit: text('unit'),
    decimals: integer('decimals').notNull().default(1),
    choices: text('choices').array(),
    normalChoices: text('normal_choices').array(),
    criticalChoices: text('critical_choices').array(),
    ranges: jsonb('ranges').$type<ReferenceRange[]>().notNull().default([]),
    criticalLow: numeric('critical_low', { mode: 'number' }),
    criticalHigh: numeric('critical_high', { mode: 'number' }),
    /** A panel's parts, by code, in the report's order. */
    parts: text('parts').array(),
    orderable: boolean('orderable').notNull().default(true),
    synonyms: text('synonyms').array(),
    /** Null for the shipped list. */
    addedById: integer('added_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lab_tests_code_key').on(t.code), containsSearchIndex('lab_tests_name_trgm_idx', t.name)],
);

/** The order number (shown as LAB-000123): given when the order is placed, never reused. */
export const labOrderNumberSequence = pgSequence('lab_order_number_seq', { startWith: 1 });

/**
 * One request to the laboratory: one patient, one or more tests (lab_order_tests), one specimen taken for them all.
 * Its life (lib/lab/rules/states.ts) is the columns below, each step with who and when.
 */
export const labOrders = pgTable(
  'lab_orders',
  {
    id: identityId(),
    number: integer('number').notNull().unique().default(sql`nextval('lab_order_number_seq')`),
    patientId: ownedBy('patient_id', () => patients.id),
    /** The visit it was ordered at; null when ordered from the chart or by another system. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** Who ordered it: a doctor, or a connected system placing orders through FHIR. */
    orderedById: integer('ordered_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    orderedBySystemId: integer('ordered_by_system_id').references(() => connectedSystems.id, { onDelete: 'restrict' }),
    orderedAt: timestamptz('ordered_at').notNull().defaultNow(),
    priority: labPriorityEnum('priority').notNull().default('routine'),
    /** The doctor's clinical note to the lab ("fever 3 days, pale"). */
    note: text('note').notNull().default(''),
    status: labOrderStatusEnum('status').notNull().default('ordered'),
    /** The specimen's accession number, as written on its tube. */
    accession: text('accession'),
    collectedAt: timestamptz('collected_at'),
    collectedById: integer('collected_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    resultedAt: timestamptz('resulted_at'),
    resultedById: integer('resulted_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    /** Who verified and released it: a second lab scientist, the same one where the clinic allows it, or the outside lab that sent it. */
    verifiedById: integer('verified_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    verifiedBySystemId: integer('verified_by_system_id').references(() => connectedSystems.id, { onDelete: 'restrict' }),
    selfVerified: boolean('self_verified').notNull().default(false),
    releasedAt: timestamptz('released_at'),
    /** Set by the last amendment; the doctor reviews the order again. */
    amendedAt: timestamptz('amended_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledById: integer('cancelled_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedById: integer('reviewed_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    /** When the ordering doctor was sent the one SMS or e-mail about a critical result (the reminders' channels). */
    criticalNoticeAt: timestamptz('critical_notice_at'),
    /** An order from an imported record: done and released by another laboratory, before this clinic knew the patient. */
    importId: importedFrom(),
  },
  (t) => [
    // The worklists: one state, STAT first, then by time.
    index('lab_orders_worklist_idx').on(t.status, t.priority.desc(), t.orderedAt, t.id),
    index('lab_orders_patient_idx').on(t.patientId, t.orderedAt.desc()),
    index('lab_orders_appointment_idx').on(t.appointmentId),
    // FHIR's Specimen?accession= and the lab-side date searches.
    index('lab_orders_accession_idx').on(sql`lower(${t.accession})`).where(sql`${t.accession} is not null`),
    index('lab_orders_collected_idx').on(t.collectedAt),
    index('lab_orders_ordered_idx').on(t.orderedAt),
    // The Released list: newest first.
    index('lab_orders_released_idx').on(t.releasedAt.desc().nullsLast(), t.id.desc()).where(sql`${t.status} = 'released'`),
    // The ordering doctor's results to review.
    index('lab_orders_to_review_idx').on(t.orderedById, t.releasedAt.desc()).where(sql`${t.status} = 'released' and ${t.reviewedAt} is null`),
    check('lab_orders_one_orderer', sql`${t.orderedById} is null or ${t.orderedBySystemId} is null`),
    check('lab_orders_cancel_reason', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`),
  ],
);

/** The tests of an order, as the doctor picked them (a panel is one row; its parts' results are its results). */
export const labOrderTests = pgTable(
  'lab_order_tests',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => labOrders.id),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('lab_order_tests_order_test_key').on(t.orderId, t.testId),
    // ServiceRequest?code= and DiagnosticReport?code= page by test.
    index('lab_order_tests_test_idx').on(t.testId, t.id),
  ],
);

/**
 * One result of one test of an order. An amendment adds a row that replaces the earlier one, which stays (struck
 * through on every screen) with who amended it, when and why.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => labOrders.id),
    /** The ordered test it answers (the panel, for a panel's part). */
    orderTestId: ownedBy('order_test_id', () => labOrderTests.id),
    /** The test it is a result of (a panel's part, or the ordered test itself). */
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'restrict' }),
    valueNumber: numeric('value_number', { mode: 'number' }),
    valueText: text('value_text'),
    unit: text('unit'),
    /** The reference range that applied to this patient when the specimen was taken. */
    rangeLow: numeric('range_low', { mode: 'number' }),
    rangeHigh: numeric('range_high', { mode: 'number' }),
    flag: labResultFlagEnum('flag'),
    enteredAt: timestamptz('entered_at').notNull().defaultNow(),
    enteredById: integer('entered_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    enteredBySystemId: integer('entered_by_system_id').references(() => connectedSystems.id, { onDelete: 'restrict' }),
    /** The earlier result this one amends. */
    replacesId: integer('replaces_id'),
    amendReason: text('amend_reason'),
    /** Set when a later result amends this one. */
    supersededAt: timestamptz('superseded_at'),
  },
  (t) => [
    uniqueIndex('lab_results_current_key').on(t.orderId, t.testId).where(sql`${t.supersededAt} is null`),
    // Every result of an order, amended ones too (the order's view, its report, its FHIR resources).
    index('lab_results_order_idx').on(t.orderId),
    // A patient's results of one test over time (the chart's Results section) go through their orders.
    index('lab_results_test_idx').on(t.testId, t.orderId),
    // Observation?category=laboratory&code= pages the current results of one test.
    index('lab_results_current_test_idx').on(t.testId, t.id).where(sql`${t.supersededAt} is null`),
    check('lab_results_one_value', sql`num_nonnulls(${t.valueNumber}, ${t.valueText}) = 1`),
  ],
);

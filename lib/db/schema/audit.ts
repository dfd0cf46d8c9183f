import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_OUTCOMES } from '../../constants';
import { timestamptz } from './columns';

export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const auditEntityEnum = pgEnum('audit_entity', AUDIT_ENTITIES);
/** success: done; refused: the rules said no (role, author, not found); failed: the server failed. */
export const auditOutcomeEnum = pgEnum('audit_outcome', AUDIT_OUTCOMES);

export type AuditAction = (typeof auditActionEnum.enumValues)[number];
export type AuditEntity = (typeof auditEntityEnum.enumValues)[number];
export type AuditOutcome = (typeof auditOutcomeEnum.enumValues)[number];

/**
 * The audit trail: append-only (migration 0007's triggers refuse UPDATE, DELETE and TRUNCATE). No foreign
 * keys: a row outlives the patient, record or account it names, and the actor's email is kept as it was.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    /** The doctor who acted; null for a failed sign-in of an unknown email and for the hospital API. */
    actorId: integer('actor_id'),
    /** The actor's email at the time (as typed, for a failed sign-in). */
    actorEmail: text('actor_email'),
    action: auditActionEnum('action').notNull(),
    entity: auditEntityEnum('entity').notNull(),
    entityId: text('entity_id'),
    /** Set whenever the event concerns one patient: the chart's Access history is one indexed query. */
    patientId: integer('patient_id'),
    address: text('address').notNull().default('unknown'),
    outcome: auditOutcomeEnum('outcome').notNull().default('success'),
    detail: text('detail'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_patient_at_idx').on(t.patientId, t.at.desc(), t.id.desc()).where(sql`${t.patientId} is not null`),
    index('audit_events_actor_at_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_events_action_at_idx').on(t.action, t.at.desc(), t.id.desc()),
    // An account's last sign-in (the Staff screen): the trail is its one record, and this finds it in one step
    // however many other lines the account wrote since.
    index('audit_events_sign_in_idx').on(t.actorId, t.at.desc()).where(sql`${t.action} = 'sign-in' and ${t.outcome} = 'success'`),
  ],
);


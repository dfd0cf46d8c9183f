import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';

/** A JSON Web Key Set as an administrator pasted it: the public halves of the keys a system signs with. */
export interface StoredJwks {
  keys: Array<Record<string, unknown>>;
}

/**
 * A hospital system allowed to use the FHIR API (SMART Backend Services): it proves itself with a JWT signed by one
 * of the keys of `jwks`, and gets at most `scopes`. No secret of it is stored: only public keys.
 */
export const connectedSystems = pgTable(
  'connected_systems',
  {
    id: identityId(),
    /** What the system says it is in its assertions (`iss` and `sub`): random, given at registration. */
    clientId: text('client_id').notNull().unique(),
    name: text('name').notNull(),
    jwks: jsonb('jwks').$type<StoredJwks>().notNull(),
    /** The scopes it may be given, space-separated as SMART writes them ("system/Patient.rs system/Observation.cruds"). */
    scopes: text('scopes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When it was last given an access token: a token lives five minutes, so this is when it last used the API, give or take. */
    lastUsedAt: timestamptz('last_used_at'),
    /** Who registered it; null for the command line, or once that account is gone (the audit trail keeps their email). */
    createdById: integer('created_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('connected_systems_name_idx').on(sql`lower(${t.name})`, t.id)],
);

/**
 * The `jti` of every assertion accepted, until the assertion expires: one is never accepted twice, whichever
 * server instance sees the second.
 */
export const fhirAssertionIds = pgTable(
  'fhir_assertion_ids',
  {
    systemId: ownedBy('system_id', () => connectedSystems.id),
    jti: text('jti').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.jti] }), index('fhir_assertion_ids_expires_at_idx').on(t.expiresAt)],
);

/** Access tokens given to systems: a hash of each (a copy of the table opens nothing), its scopes and its end. */
export const fhirAccessTokens = pgTable(
  'fhir_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    systemId: ownedBy('system_id', () => connectedSystems.id),
    /** What was granted, space-separated: what the system asked for that it may have. */
    scopes: text('scopes').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('fhir_access_tokens_expires_at_idx').on(t.expiresAt), index('fhir_access_tokens_system_id_idx').on(t.systemId)],
);

/** Requests per system per minute, counted in the database so that the limit holds across instances. */
export const fhirRequestCounts = pgTable(
  'fhir_request_counts',
  {
    systemId: ownedBy('system_id', () => connectedSystems.id),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.windowStart] }), index('fhir_request_counts_window_start_idx').on(t.windowStart)],
);

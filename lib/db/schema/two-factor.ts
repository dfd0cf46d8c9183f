import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';

/**
 * An account's TOTP key (lib/auth/two-factor/). The key is stored encrypted (AES-256-GCM, a key derived from
 * SESSION_SECRET) and leaves the server only while it is being enrolled. Until `confirmedAt` is set by a first
 * code, the row is an enrolment under way and sign-in does not ask for a code.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  doctorId: integer('doctor_id')
    .primaryKey()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The time step of the last code accepted: a code of that step or an earlier one is refused (single use). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten one-time codes per enrolment, stored as SHA-256 hashes (they are random, 50 bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: identityId(),
    doctorId: ownedBy('doctor_id', () => doctors.id),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_doctor_id_idx').on(t.doctorId)],
);

/**
 * The second step of a sign-in: a correct password made this row, and only an "Authentication code" turns it
 * into a session. The browser holds the token in an HttpOnly cookie; only its hash is stored. It lives a few
 * minutes and takes a few codes.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull().unique(),
    doctorId: ownedBy('doctor_id', () => doctors.id),
    /** Where the login page was opened from (already checked as a path inside the app). */
    next: text('next'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('pending_sign_ins_expires_at_idx').on(t.expiresAt)],
);

/**
 * Refused sign-ins counted per (email as typed, address, window): the audit trail is append-only, so instead
 * of one line per refusal it gets a line when a key's count reaches 1, 10, 100… in its window, each line
 * carrying the count; this table holds the exact count meanwhile.
 */
export const refusedSignIns = pgTable(
  'refused_sign_ins',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.address, t.windowStart] }), index('refused_sign_ins_window_start_idx').on(t.windowStart)],
);

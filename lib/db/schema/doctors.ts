import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctorRoleEnum, doctorStatusEnum } from './pg-enums';

export const DEFAULT_DOCTOR_AVATAR = '/avatars/doctor-default.svg';

export const doctors = pgTable(
  'doctors',
  {
    id: identityId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: doctorRoleEnum('role').notNull().default('doctor'),
    status: doctorStatusEnum('status').notNull().default('active'),
    specialty: text('specialty').notNull().default('General Practice'),
    bio: text('bio').notNull().default(''),
    qualifications: text('qualifications').notNull().default(''),
    licenseNumber: text('license_number').notNull().default(''),
    yearsOfExperience: integer('years_of_experience').notNull().default(0),
    // "Practice experience" section of the profile page.
    hospitalName: text('hospital_name').notNull().default(''),
    hospitalAddress: text('hospital_address').notNull().default(''),
    position: text('position').notNull().default(''),
    practiceStartYear: integer('practice_start_year'),
    // An uploaded picture wins over avatarPath; without one the screens show avatarPath.
    avatar: bytea('avatar'),
    avatarMime: text('avatar_mime'),
    avatarPath: text('avatar_path').notNull().default(DEFAULT_DOCTOR_AVATAR),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctors_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    doctorId: ownedBy('doctor_id', () => doctors.id),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_doctor_id_idx').on(t.doctorId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull().unique(),
    doctorId: ownedBy('doctor_id', () => doctors.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_doctor_id_idx').on(t.doctorId)],
);

/** What a sign-in attempt checked: the password, or the second step's authentication code. */
export type SignInFactor = 'password' | 'code';

/**
 * Sign-in attempts, kept in the database so the brute-force limits hold across server instances; the Security
 * page lists an account's failed ones from here.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull(),
    factor: text('factor').$type<SignInFactor>().notNull().default('password'),
    /** The known browser it came from (lib/auth/known-browser.ts), whose own limits count it; null for any other. */
    knownBrowser: text('known_browser'),
  },
  (t) => [
    index('login_attempts_email_ip_at_idx').on(t.email, t.ip, t.attemptedAt),
    // The per-account limit counts an email's failures from every address; pruning walks by time.
    index('login_attempts_email_at_idx').on(t.email, t.attemptedAt),
    index('login_attempts_at_idx').on(t.attemptedAt),
    // The per-address limit counts one address's failures across every email.
    index('login_attempts_ip_at_idx').on(t.ip, t.attemptedAt),
    // A known browser's own limits count its failures, whatever the address.
    index('login_attempts_known_browser_at_idx').on(t.knownBrowser, t.attemptedAt),
  ],
);

/**
 * Requests that are throttled without a password check (password-reset mails, signups): one row per
 * request, keyed by what is limited ("reset-email:ada@clinic.ng", "signup-address:10.0.0.7").
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: identityId(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at), index('throttle_events_at_idx').on(t.at)],
);

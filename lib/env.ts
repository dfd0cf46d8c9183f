import { DEFAULT_CLINIC_TIME_ZONE, isIanaTimeZone } from '@/lib/clinic-time/zone';
import { z } from '@/lib/zod';

// Read by the server, the route handlers and the CLI scripts (which is why it is not `server-only`).
// Never import it from client code: nothing here may reach the browser.

/** open: signup signs the new doctor in at once; approval: an administrator approves new accounts first; closed: no signup. */
export const SIGNUP_MODES = ['open', 'approval', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** The SMS gateways reminders can go through (lib/sms): a webhook of the clinic's own, or Africa's Talking. */
export const SMS_PROVIDERS = ['webhook', 'africastalking'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** components/layout/logo.tsx's BRAND_NAME: the name a reminder signs with unless CLINIC_NAME says otherwise. */
const DEFAULT_CLINIC_NAME = 'Hospital Management System';
/** Who may book an appointment with another doctor: administrators only (the default), or every doctor. */
export const BOOKING_FOR_COLLEAGUES_MODES = ['administrators', 'everyone'] as const;
export type BookingForColleagues = (typeof BOOKING_FOR_COLLEAGUES_MODES)[number];
/** Whose accounts must sign in with a second factor (TOTP): administrators', everyone's, or nobody's (optional for all). */
export const MFA_REQUIRED_MODES = ['administrators', 'everyone', 'off'] as const;
export type MfaRequired = (typeof MFA_REQUIRED_MODES)[number];
/** Whether a new embedded database is filled with the demo data, the demo doctor (a known password) included. */
export const DEMO_DATA_MODES = ['on', 'off'] as const;

const DEV_SESSION_SECRET = 'dev-session-secret-change-me-0123456789abcdef';
const DEV_HOSPITAL_API_KEY = 'dev-hospital-api-key';
const DEV_HOSPITAL_API_TOKEN = 'dev-hospital-api-token';

/** An unset variable and an empty one (`FOO=` in a .env file) mean the same. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const positiveInt = (what: string) =>
  z.coerce.number({ error: `expected ${what}` }).int({ error: `expected ${what}` }).positive({ error: `expected ${what}` });

/** A whole number from `min` to `max`; anything else is refused with `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** What a production server refuses to start without (compose.yaml lists each; scripts/compose.test.ts checks it). */
export const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'HOSPITAL_API_KEY', 'HOSPITAL_API_TOKEN', 'APP_URL'] as const;

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' })),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: 'expected a postgres:// or postgresql:// connection URL' }),
    ),
    DATA_DIR: optional(z.string()),
    HOSPITAL_API_KEY: optional(z.string()),
    HOSPITAL_API_TOKEN: optional(z.string()),
    SESSION_SECRET: optional(z.string().min(32, { error: 'expected at least 32 characters' })),
    SESSION_IDLE_MINUTES: optional(positiveInt('a whole number of minutes greater than 0')),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })),
    SITE_PHONE: optional(z.string().regex(/^\+?[\d\s()-]{7,20}$/, { error: 'expected a phone number like +234 803 123 4567' })),
    APP_URL: optional(
      z.url({ protocol: /^https?$/, error: 'expected the http:// or https:// address doctors open, such as https://hms.clinic.ng' }),
    ),
    TRUSTED_PROXY_HOPS: optional(wholeNumber(0, 10, 'expected how many proxies of ours append to X-Forwarded-For: a whole number from 0 to 10')),
    SIGNUP_MODE: optional(z.enum(SIGNUP_MODES, { error: 'expected open, approval or closed' })),
    BOOKING_FOR_COLLEAGUES: optional(z.enum(BOOKING_FOR_COLLEAGUES_MODES, { error: 'expected administrators or everyone' })),
    MFA_REQUIRED: optional(z.enum(MFA_REQUIRED_MODES, { error: 'expected administrators, everyone or off' })),
    LAB_SELF_VERIFICATION: optional(z.enum(['on', 'off'], { error: 'expected on or off' })),
    DEMO_DATA: optional(z.enum(DEMO_DATA_MODES, { error: 'expected on or off' })),
    PORT: optional(wholeNumber(1, 65535, 'expected a port number from 1 to 65535')),
    CLINIC_NAME: optional(z.string().trim().min(1).max(60, { error: 'expected the clinic\'s name, at most 60 characters' })),
    /**
     * The zone of the clinic's clock. lib/clinic-time reads the variable itself (the browser cannot import this
     * file); it is checked here so that a wrong zone stops the server at start instead of writing wrong times.
     */
    CLINIC_TIME_ZONE: optional(
      z.string().refine(isIanaTimeZone, { error: 'expected a time zone of the IANA database, such as Africa/Lagos or Europe/London' }),
    ),
    REMINDER_LEAD_HOURS: optional(wholeNumber(1, 2160, 'expected how many hours before a visit its reminder goes: a whole number from 1 to 2160')),
    REMINDER_POLL_SECONDS: optional(
      wholeNumber(0, 86400, 'expected how often the server sends due reminders: a whole number of seconds from 0 (never) to 86400'),
    ),
    /** Any "true"-ish value writes reminder mails to the outbox when SMTP_URL is unset (a demo without a mail server). */
    REMINDER_EMAIL_OUTBOX: optional(z.enum(['true', 'false', '1', '0'], { error: 'expected true or false' })),
    CRON_SECRET: optional(z.string().min(16, { error: 'expected a random string of at least 16 characters' })),
    /** Replaces the backup token derived from SESSION_SECRET (lib/backup/token.ts), for hospital IT that wants its own. */
    BACKUP_TOKEN: optional(z.string().min(32, { error: 'expected a random string of at least 32 characters' })),
    /** The `system` of the patient number as a FHIR identifier: a URI of the clinic's own (unset: under APP_URL). */
    FHIR_PATIENT_NUMBER_SYSTEM: optional(z.url({ error: 'expected an absolute URI that names the clinic\'s patient numbers, such as https://hms.clinic.ng/fhir/sid/patient-number' })),
    /** Requests a connected system may make to /fhir in a minute, across every instance; past it, 429. */
    FHIR_REQUESTS_PER_MINUTE: optional(wholeNumber(1, 1_000_000, 'expected how many requests a connected system may make a minute: a whole number from 1')),
    SMS_PROVIDER: optional(z.enum(SMS_PROVIDERS, { error: 'expected webhook or africastalking' })),
    SMS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'expected the http:// or https:// URL that receives each SMS' })),
    SMS_WEBHOOK_TOKEN: optional(z.string()),
    SMS_AFRICASTALKING_USERNAME: optional(z.string()),
    SMS_AFRICASTALKING_API_KEY: optional(z.string()),
    /** A registered sender ID or short code; unset: the account's default. */
    SMS_AFRICASTALKING_FROM: optional(z.string()),
    /** The API's base URL; unset: the live one, or the sandbox's for the username "sandbox". */
    SMS_AFRICASTALKING_URL: optional(z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  })
  .superRefine((env, ctx) => {
    // The hospital API's key and token are held by the integrations that book appointments, and open its four
    // calls only. A secret that opens more (SESSION_SECRET signs sessions and makes the backup token; BACKUP_TOKEN;
    // CRON_SECRET runs the reminder job) must be neither of them, or every integration would hold it too.
    const apiCredentials = [
      ['HOSPITAL_API_KEY', env.HOSPITAL_API_KEY ?? DEV_HOSPITAL_API_KEY],
      ['HOSPITAL_API_TOKEN', env.HOSPITAL_API_TOKEN ?? DEV_HOSPITAL_API_TOKEN],
    ] as const;
    for (const name of ['SESSION_SECRET', 'BACKUP_TOKEN', 'CRON_SECRET'] as const) {
      const own = name === 'SESSION_SECRET' ? (env.SESSION_SECRET ?? DEV_SESSION_SECRET) : env[name];
      for (const [apiName, apiValue] of apiCredentials) {
        if (own === apiValue) ctx.addIssue({ code: 'custom', path: [name], message: `must differ from ${apiName}: the hospital API's credentials open its four calls and nothing else` });
      }
    }
  })
  .superRefine((env, ctx) => {
    // SMS_PROVIDER may be left out when only one gateway's variables are set; each gateway needs all of its own.
    const provider = smsProviderOf(env);
    if (provider === 'ambiguous') {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'expected webhook or africastalking: both gateways are configured' });
      return;
    }
    const need = (names: Array<keyof typeof env>) => {
      for (const name of names) if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required for SMS_PROVIDER=${provider}` });
    };
    if (provider === 'webhook') need(['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_TOKEN']);
    if (provider === 'africastalking') need(['SMS_AFRICASTALKING_USERNAME', 'SMS_AFRICASTALKING_API_KEY']);
  })
  .transform((env) => ({
    NODE_ENV: env.NODE_ENV ?? 'development',
    DATABASE_URL: env.DATABASE_URL,
    DATA_DIR: env.DATA_DIR ?? '.data',
    HOSPITAL_API_KEY: env.HOSPITAL_API_KEY ?? DEV_HOSPITAL_API_KEY,
    HOSPITAL_API_TOKEN: env.HOSPITAL_API_TOKEN ?? DEV_HOSPITAL_API_TOKEN,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    SESSION_IDLE_MINUTES: env.SESSION_IDLE_MINUTES ?? 30,
    SMTP_URL: env.SMTP_URL,
    SITE_PHONE: env.SITE_PHONE ?? '+234 803 123 4567',
    PORT: env.PORT ?? 3000,
    /** Every link the app sends (password reset) starts here; never taken from a request's headers. */
    APP_URL: (env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    /** 0: the client address is the connection's; N: the Nth X-Forwarded-For entry from the right. */
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS ?? 0,
    SIGNUP_MODE: env.SIGNUP_MODE ?? (env.NODE_ENV === 'production' ? 'approval' : 'open'),
    CLINIC_NAME: env.CLINIC_NAME ?? DEFAULT_CLINIC_NAME,
    CLINIC_TIME_ZONE: env.CLINIC_TIME_ZONE ?? DEFAULT_CLINIC_TIME_ZONE,
    REMINDER_LEAD_HOURS: env.REMINDER_LEAD_HOURS ?? 24,
    /** 0: no in-process loop (serverless hosting, or a server whose reminders are sent through /api/jobs/reminders). */
    REMINDER_POLL_SECONDS: env.REMINDER_POLL_SECONDS ?? 60,
    REMINDER_EMAIL_OUTBOX: env.REMINDER_EMAIL_OUTBOX === 'true' || env.REMINDER_EMAIL_OUTBOX === '1',
    /** Unset: /api/jobs/reminders refuses every request. */
    CRON_SECRET: env.CRON_SECRET,
    /** Unset: the backup token is derived from SESSION_SECRET (lib/backup/token.ts). */
    BACKUP_TOKEN: env.BACKUP_TOKEN,
    SMS: smsConfigOf(env),
    FHIR_PATIENT_NUMBER_SYSTEM: env.FHIR_PATIENT_NUMBER_SYSTEM ?? `${(env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '')}/fhir/sid/patient-number`,
    FHIR_REQUESTS_PER_MINUTE: env.FHIR_REQUESTS_PER_MINUTE ?? 600,
    /** Who may choose another doctor when booking (lib/auth/roles.ts mayBookFor). */
    BOOKING_FOR_COLLEAGUES: env.BOOKING_FOR_COLLEAGUES ?? 'administrators',
    /**
     * A lab of one person: the scientist who entered results may verify them too, and each such result says so.
     * Off by default: a second lab scientist verifies.
     */
    LAB_SELF_VERIFICATION: env.LAB_SELF_VERIFICATION === 'on',
    /** Off outside production, so that the demo and the tests sign in with the password alone. */
    MFA_REQUIRED: env.MFA_REQUIRED ?? (env.NODE_ENV === 'production' ? 'administrators' : 'off'),
    /**
     * Whether a new embedded database gets the demo data and the demo doctor, whose password the README prints:
     * on in development and tests, off in production unless asked for (its first account is made at /setup).
     */
    DEMO_DATA: (env.DEMO_DATA ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
  }));

interface SmsVariables {
  SMS_PROVIDER?: SmsProvider;
  SMS_WEBHOOK_URL?: string;
  SMS_WEBHOOK_TOKEN?: string;
  SMS_AFRICASTALKING_USERNAME?: string;
  SMS_AFRICASTALKING_API_KEY?: string;
  SMS_AFRICASTALKING_FROM?: string;
  SMS_AFRICASTALKING_URL?: string;
}

/** The gateway SMS_PROVIDER names, or the one whose variables alone are set; none when neither is. */
function smsProviderOf(env: SmsVariables): SmsProvider | 'ambiguous' | undefined {
  if (env.SMS_PROVIDER) return env.SMS_PROVIDER;
  const webhook = Boolean(env.SMS_WEBHOOK_URL);
  const africasTalking = Boolean(env.SMS_AFRICASTALKING_API_KEY);
  if (webhook && africasTalking) return 'ambiguous';
  return webhook ? 'webhook' : africasTalking ? 'africastalking' : undefined;
}

/** How reminders' SMS go out (validated above), or undefined: no gateway, so no SMS is sent. */
export type SmsConfig =
  | { provider: 'webhook'; url: string; token: string }
  | { provider: 'africastalking'; username: string; apiKey: string; from?: string; baseUrl: string };

function smsConfigOf(env: SmsVariables): SmsConfig | undefined {
  const provider = smsProviderOf(env);
  if (provider === 'webhook') return { provider, url: env.SMS_WEBHOOK_URL!, token: env.SMS_WEBHOOK_TOKEN! };
  if (provider === 'africastalking') {
    const username = env.SMS_AFRICASTALKING_USERNAME!;
    const defaultUrl = username === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com';
    return {
      provider,
      username,
      apiKey: env.SMS_AFRICASTALKING_API_KEY!,
      from: env.SMS_AFRICASTALKING_FROM,
      baseUrl: (env.SMS_AFRICASTALKING_URL ?? defaultUrl).replace(/\/+$/, ''),
    };
  }
  return undefined;
}

export type Env = z.output<typeof envSchema>;

let cached: Env | undefined;

/** Parses `source` (default `process.env`) and names every wrong variable with what it expects. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
}

/** The validated environment. Parsed on first call, so that importing this module never throws (e.g. at build). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Tests change process.env between cases; this makes the next getEnv() read it again. */
export function resetEnvForTests(): void {
  cached = undefined;
}

// Not `server-only`: the logger is also loaded by instrumentation.ts.

/** What a credential is called wherever it might travel: a form, a header, a config object, an error. */
export const SECRET_KEYS = [
  'password',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'secret',
  'apiKey',
  'api_key',
  'x-api-key',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'cookies',
  'set-cookie',
  'Set-Cookie',
  'session',
  'sessionId',
  'totpSecret',
  'recoveryCode',
  'recoveryCodes',
  'connectionString',
  'DATABASE_URL',
  'SESSION_SECRET',
  'CRON_SECRET',
  'BACKUP_TOKEN',
  'HOSPITAL_API_KEY',
  'HOSPITAL_API_TOKEN',
  'SMTP_URL',
] as const;

/**
 * A patient's identifying fields as the schema and the forms name them, and what would carry a whole record or
 * form (`body`, `input`, drizzle's query `params`). A reminder's or mail's recipient is `to`.
 */
export const PERSONAL_KEYS = [
  'name',
  'firstName',
  'lastName',
  'fullName',
  'patientName',
  'email',
  'phone',
  'phoneNumber',
  'dateOfBirth',
  'dob',
  'birthDate',
  'address',
  'street',
  'zipCode',
  'nextOfKinName',
  'nextOfKinPhone',
  'to',
  'body',
  'input',
  'params',
] as const;

/** How deep below the line's top level a key is still found (an error's cause, a request's headers…). */
const DEPTH = 4;

export const REDACTED = '[Redacted]';

/** A key as a path segment: `password`, or `["x-api-key"]` for a name that is no identifier. */
const segment = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);

/** pino `redact` paths for every key above at the top level and up to DEPTH levels down. */
export function redactPaths(keys: readonly string[] = [...SECRET_KEYS, ...PERSONAL_KEYS]): string[] {
  const paths: string[] = [];
  for (const key of keys) {
    const last = segment(key);
    for (let depth = 0; depth <= DEPTH; depth += 1) {
      const above = Array<string>(depth).fill('*').join('.');
      paths.push(!above ? last : last.startsWith('[') ? `${above}${last}` : `${above}.${last}`);
    }
  }
  return paths;
}

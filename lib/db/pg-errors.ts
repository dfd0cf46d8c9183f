import 'server-only';

/** PostgreSQL's SQLSTATE of an error, looking through the wrappers drizzle puts around the driver's error. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation: another row already holds the value. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** foreign_key_violation: the row points to one that is gone, or is still pointed to. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** exclusion_violation: the row overlaps another under an exclusion constraint (a doctor's bookings). */
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';

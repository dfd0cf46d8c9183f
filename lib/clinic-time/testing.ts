// For tests: a server configured for another clinic's zone, for the length of one call.

/** Runs `body` with CLINIC_TIME_ZONE set to `zone` (undefined: unset), then puts the variable back as it was. */
export function withClinicTimeZone<T>(zone: string | undefined, body: () => T): T {
  const before = process.env.CLINIC_TIME_ZONE;
  if (zone === undefined) delete process.env.CLINIC_TIME_ZONE;
  else process.env.CLINIC_TIME_ZONE = zone;
  try {
    return body();
  } finally {
    if (before === undefined) delete process.env.CLINIC_TIME_ZONE;
    else process.env.CLINIC_TIME_ZONE = before;
  }
}

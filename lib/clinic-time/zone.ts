// Which time zone the clinic keeps. Read afresh on every call, never held in a module variable: the server takes it
// from its configuration, and the browser from the page the server rendered, so the two always agree and a change
// of configuration needs a restart, not a new build.

/** Nigeria's zone: the clinic's clock when CLINIC_TIME_ZONE is not set. */
export const DEFAULT_CLINIC_TIME_ZONE = 'Africa/Lagos';

/**
 * The clinic's IANA time zone. On the server, CLINIC_TIME_ZONE (lib/env.ts refuses to start with a wrong one; this
 * file does not import lib/env.ts because screens in the browser use it too). In the browser, the zone the root
 * layout wrote on <html data-clinic-time-zone>: configuration is the server's, and a bundle built once must serve
 * any clinic.
 */
export function clinicTimeZone(): string {
  if (typeof window === 'undefined') return process.env.CLINIC_TIME_ZONE || DEFAULT_CLINIC_TIME_ZONE;
  return document.documentElement.dataset.clinicTimeZone || DEFAULT_CLINIC_TIME_ZONE;
}

/**
 * True for a time zone of the IANA database that this runtime knows ("Africa/Lagos", "Europe/London", "UTC").
 * A fixed offset such as "+01:00" is refused: it would silently drop a zone's daylight saving. For the start-up
 * check only: it builds a formatter, which the browser should not pay for.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_/+-]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

import { formatInstantDate as formatClinicDate, isoDateInZone } from '@/lib/clinic-time';

/**
 * "15 Mar 2026" for an ISO instant, on the clinic's calendar: the server and the browser agree on it whatever
 * their time zones, so a server-rendered date never changes when the page hydrates. (lib/clinic-time has the
 * one date style; this stays for the screens that import it from here.)
 */
export const formatInstantDate = (iso: string): string => formatClinicDate(iso);

/** The clinic's date as YYYY-MM-DD, for `<time dateTime>`. */
export const instantDay = (iso: string): string => isoDateInZone(new Date(iso));

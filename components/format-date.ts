import { formatLongDate, isoDateInZone } from '@/lib/format';

/**
 * "March 15, 2026" for an ISO instant, on the clinic's calendar: the server and the browser agree on it
 * whatever their time zones, so a server-rendered date never changes when the page hydrates.
 */
export const formatInstantDate = (iso: string): string => formatLongDate(isoDateInZone(new Date(iso)));

/** The clinic's date as YYYY-MM-DD, for `<time dateTime>`. */
export const instantDay = (iso: string): string => isoDateInZone(new Date(iso));

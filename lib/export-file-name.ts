import { todayIso } from './format';

/**
 * The name a download is saved under: "patients-2026-11-29.csv", dated by the clinic's calendar (Africa/Lagos),
 * never UTC's: at 00:45 in Lagos on 29 November UTC still says the 28th, and the file would carry yesterday's date.
 * ISO order, so that a folder of exports sorts by day.
 */
export const exportFileName = (name: string, extension: string, now: Date = new Date()): string => `${name}-${todayIso(now)}.${extension}`;

import { todayIso } from '@/lib/clinic-time';

/**
 * The name a download is saved under: "patients-2026-11-29.csv", dated by the clinic's calendar (CLINIC_TIME_ZONE),
 * never UTC's: at 00:45 in Lagos (the default) on 29 November UTC still says the 28th, and the file would carry
 * yesterday's date. ISO order, so that a folder of exports sorts by day.
 */
export const exportFileName = (name: string, extension: string, now: Date = new Date()): string => `${name}-${todayIso(now)}.${extension}`;

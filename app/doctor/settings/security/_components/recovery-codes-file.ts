import { todayIso } from '@/lib/clinic-time';
import { exportFileName } from '@/lib/lists/export-file-name';
import { formatDate } from '@/lib/format';

/** The download's name, dated by the clinic's calendar: "hms-recovery-codes-2026-11-29.txt". */
export const recoveryCodesFileName = (now: Date = new Date()): string => exportFileName('hms-recovery-codes', 'txt', now);

/**
 * What the downloaded file says: what the codes are and how to keep them, then one code a line. Made in the browser
 * from the codes on the screen: nothing more leaves the server.
 */
export function recoveryCodesText(codes: readonly string[], now: Date = new Date()): string {
  return [
    'HMS recovery codes',
    `Made on ${formatDate(todayIso(now))}. Each code signs you in once, in place of a code from your authenticator app.`,
    'Keep this file somewhere safe: with your password, it opens your account.',
    '',
    ...codes,
    '',
  ].join('\n');
}

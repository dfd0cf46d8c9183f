import { formatInstantDate, instantDay } from './format-date';
import { formatInstant } from '@/lib/clinic-time';

/**
 * An ISO instant as the clinic's day, "15 Mar 2026", marked up as a `<time>`; `withTime` adds the clinic's
 * 24-hour clock ("15 Mar 2026, 15:04") and puts the instant itself in `dateTime`.
 */
export function InstantDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  if (withTime) return <time dateTime={new Date(iso).toISOString()}>{formatInstant(iso)}</time>;
  return <time dateTime={instantDay(iso)}>{formatInstantDate(iso)}</time>;
}

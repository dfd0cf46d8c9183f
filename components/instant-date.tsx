import { formatInstantDate, instantDay } from './format-date';

/** An ISO instant as the clinic's day, "March 15, 2026", marked up as a `<time>`. */
export function InstantDate({ iso }: { iso: string }) {
  return <time dateTime={instantDay(iso)}>{formatInstantDate(iso)}</time>;
}

import { wallParts } from '@/lib/format';

// "Measured at" is typed as the clinic's wall time (a date and a 24-hour time, DateTimeField), whatever time zone the
// browser or the server runs in; these turn it into an instant and back.

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The clinic's wall time of an instant, as the Measured at field holds it: "2026-11-24T09:30". */
export function clinicWallTime(instant: Date): string {
  const part = wallParts(instant);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The instant of a clinic wall time ("2026-11-24T09:30"), or null for text that is none. */
export function instantOfClinicWallTime(text: string): Date | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment: the wall time read back at the UTC guess, minus the guess.
  const back = clinicWallTime(new Date(asUtc));
  const backMatch = WALL_TIME.exec(back);
  if (!backMatch) return null;
  const [y, mo, d, h, mi] = backMatch.slice(1, 6).map(Number);
  const offset = Date.UTC(y, mo - 1, d, h, mi) - asUtc;
  const instant = new Date(asUtc - offset);
  // 31 February and the like come back as another day: no such time.
  return clinicWallTime(instant) === `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}` ? instant : null;
}

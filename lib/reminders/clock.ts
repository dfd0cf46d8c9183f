import { clinicClock } from '@/lib/validations/booking';

/** "YYYY-MM-DD HH:MM:SS": the clinic's wall clock (Africa/Lagos) at an instant, as appointments store their start. */
export function clinicWallStamp(instant: Date): string {
  const { date, time } = clinicClock(instant);
  return `${date} ${time}`;
}

/**
 * The instant at which the clinic's wall clock reads `date` `time` ("HH:MM" or "HH:MM:SS"). The zone's offset is
 * read at that instant (Africa/Lagos keeps UTC+1 all year; this does not assume it).
 */
export function clinicInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const wall = clinicClock(new Date(asUtc));
  const offset = Date.parse(`${wall.date}T${wall.time}Z`) - asUtc;
  return new Date(asUtc - offset);
}

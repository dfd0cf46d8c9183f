import { tzOffset } from '@date-fns/tz';
import { isoDateInZone } from './wall-clock';
import { clinicTimeZone } from './zone';

// Turning a wall time of the clinic (a booking's start, a typed "Measured at") into the instant it names.
//
// Most wall times name exactly one instant. In a zone with daylight saving two kinds need a rule, the same on every
// host:
// - The hour skipped when clocks go forward (02:30 on New York's spring morning) names no instant. It is read with
//   the offset in force before the change, so it lands as far past the change as it was past the hour: 02:30
//   becomes 03:30 daylight time, what the clock would have said had nobody put it forward. A booking or a reading
//   typed in that hour is kept, an hour later, rather than refused.
// - The hour repeated when clocks go back (01:30 on the autumn night) names two instants: the earlier is taken,
//   the first time the clock showed it.
// TZDate's constructor from wall fields follows the first rule, but in the repeated hour it gives the earlier or the
// later instant depending on the host's own zone (Europe/London's 01:30 on 25 October 2026 came out 00:30 UTC on a
// host in Lagos or London and 01:30 UTC on one in UTC or New York). The instant is therefore found from @date-fns/tz's
// tzOffset, which reads the zone's data alone. Like TZDate, tzOffset creates its Intl formatter on first use only.

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant, in milliseconds, to the second (some historical offsets have seconds). */
const offsetMs = (timeZone: string, instant: number): number => Math.round(tzOffset(timeZone, new Date(instant)) * 60) * 1000;

/** The instant whose wall clock in the zone reads `wall` (wall-clock fields written as if they were UTC's). */
function instantOfWall(wall: number, timeZone: string): Date {
  // A zone changes its offset at most once in two days: the offsets a day either side are the only candidates.
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  for (const candidate of [wall - Math.max(before, after), wall - Math.min(before, after)]) {
    if (candidate + offsetMs(timeZone, candidate) === wall) return new Date(candidate);
  }
  return new Date(wall - before);
}

/**
 * The instant at which the clinic's wall clock reads `date` `time` ("HH:MM" or "HH:MM:SS"), as a stored
 * appointment's start gives them.
 */
export function clinicInstant(date: string, time: string, timeZone: string = clinicTimeZone()): Date {
  return instantOfWall(Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`), timeZone);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant of a clinic wall time as the Measured at field holds it ("2026-11-24T09:30"), or null for text that is none. */
export function instantOfClinicWallTime(text: string, timeZone: string = clinicTimeZone()): Date | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const written = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}`;
  const wall = Date.parse(`${written}Z`);
  // Date.parse rolls 30 February over to March and 24:00 over to the next day: a time that does not read back as
  // written is no time.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 19) !== written) return null;
  return instantOfWall(wall, timeZone);
}

/** The first instant of the clinic's day that `now` falls in (its midnight, or the first minute after a skipped one). */
export const clinicDayStart = (now: Date = new Date(), timeZone: string = clinicTimeZone()): Date =>
  clinicInstant(isoDateInZone(now, timeZone), '00:00', timeZone);

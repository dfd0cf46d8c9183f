import 'server-only';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { clinicClock, isPast } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { appointments, doctors, patients, scheduleDays, schedules } from '@/lib/db/schema';
import { addDaysIso } from '@/lib/format';
import { earliestSlots, FREE_SLOT_HORIZON_DAYS, freeSlotsOf, LAST_BOOKABLE_DATE, NEXT_FREE_SLOTS, type BookedTime, type FreeSlot, type WorkingHours } from '@/lib/appointments/rules/booking';
import type { AppointmentRecord } from '@/lib/appointments/queries/appointments';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { getSchedules } from '@/lib/schedule/queries';

export interface Bookable {
  id: number;
  name: string;
  hours: WorkingHours;
}

/** The doctors who may take a booking: the one asked for, or every active doctor in id order (never a lab scientist, who sees no patients). */
export async function bookableDoctors(db: Db, doctorId: number | undefined): Promise<Bookable[]> {
  const rows = await db
    .select({ id: doctors.id, name: doctorDisplayName() })
    .from(doctors)
    .where(and(eq(doctors.status, 'active'), ne(doctors.role, 'lab-scientist'), doctorId === undefined ? undefined : eq(doctors.id, doctorId)))
    .orderBy(asc(doctors.id));
  const weeks = await getSchedules(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, hours: weeks.get(row.id)! }));
}

/**
 * The bookings that hold a slot (pending, confirmed, completed) of these doctors between two dates, inclusive;
 * `except` leaves one appointment out (the one being rescheduled: its own slot is free to it).
 */
async function bookedTimes(db: Db, doctorIds: number[], from: string, to: string, except?: number): Promise<Map<number, BookedTime[]>> {
  const byDoctor = new Map<number, BookedTime[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return byDoctor;
  const rows = await db
    .select({ doctorId: appointments.doctorId, start: sql<string>`to_char(${appointments.date} + ${appointments.time}, 'YYYY-MM-DD HH24:MI:SS')`, end: sql<string>`to_char(${appointments.endsAt}, 'YYYY-MM-DD HH24:MI:SS')` })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, doctorIds),
        // Indexed by (doctor_id, date, time); a visit that starts the day before may still run into `from`.
        gte(appointments.date, addDaysIso(from, -1)),
        lte(appointments.date, to),
        inArray(appointments.status, ['pending', 'confirmed', 'arrived', 'completed']),
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    );
  for (const row of rows) byDoctor.get(row.doctorId)?.push({ start: row.start, end: row.end });
  return byDoctor;
}

/**
 * The next free times of these doctors from a date and time on (never before now), up to NEXT_FREE_SLOTS,
 * earliest first. Reads each doctor's schedule and their bookings in the next FREE_SLOT_HORIZON_DAYS only.
 */
export async function findNextFreeSlots(
  db: Db,
  { doctorIds, after, now = new Date() }: { doctorIds?: number[]; after?: { date: string; time: string }; now?: Date },
): Promise<FreeSlot[]> {
  const candidates = await bookableDoctors(db, undefined);
  const chosen = doctorIds ? candidates.filter((doctor) => doctorIds.includes(doctor.id)) : candidates;
  return nextFreeSlotsOf(db, chosen, after, now);
}

/** The next free times of these doctors from `after` on (never before now); `except` as for bookedTimes. */
export async function nextFreeSlotsOf(
  db: Db,
  chosen: Bookable[],
  after: { date: string; time: string } | undefined,
  now: Date,
  { except }: { except?: number } = {},
): Promise<FreeSlot[]> {
  const clock = clinicClock(now);
  const start = after && !isPast(after.date, after.time, now) ? after : clock;
  const horizon = start.date >= addDaysIso(LAST_BOOKABLE_DATE, -FREE_SLOT_HORIZON_DAYS) ? LAST_BOOKABLE_DATE : addDaysIso(start.date, FREE_SLOT_HORIZON_DAYS);
  const booked = await bookedTimes(db, chosen.map((doctor) => doctor.id), start.date, horizon, except);
  return earliestSlots(chosen.map((doctor) => freeSlotsOf(doctor.id, doctor.hours, booked.get(doctor.id) ?? [], start)), NEXT_FREE_SLOTS);
}

/** An appointment still to come that its doctor's hours no longer cover. */
export interface BookingOutsideHours {
  id: number;
  /** The patient's name, from their record. */
  fullName: string;
  date: string;
  time: string;
  status: AppointmentRecord['status'];
}

/** At most this many are listed; the total says how many there are. */
export const OUTSIDE_HOURS_LIMIT = 20;

/**
 * The doctor's pending and confirmed appointments from now on that no longer lie inside their hours (after
 * a schedule change), earliest first: the doctor moves or cancels them. Read in SQL against the saved
 * schedule; nothing is changed.
 */
export async function bookingsOutsideHours(
  db: Db,
  doctorId: number,
  { now = new Date(), limit = OUTSIDE_HOURS_LIMIT }: { now?: Date; limit?: number } = {},
): Promise<{ rows: BookingOutsideHours[]; total: number }> {
  const clock = clinicClock(now);
  const covered = sql`exists (
    select 1 from ${scheduleDays} join ${schedules} on ${schedules.id} = ${scheduleDays.scheduleId}
    where ${schedules.doctorId} = ${appointments.doctorId}
      and ${scheduleDays.day}::text = to_char(${appointments.date}, 'FMDay')
      and ${appointments.time} >= ${scheduleDays.from}
      and ${appointments.endsAt} <= ${appointments.date} + ${scheduleDays.to})`;
  const where = and(
    eq(appointments.doctorId, doctorId),
    inArray(appointments.status, ['pending', 'confirmed']),
    sql`(${appointments.date}, ${appointments.time}) >= (${clock.date}::date, ${clock.time}::time)`,
    // A doctor who never saved a schedule works the default week; only a saved one can leave bookings outside.
    sql`exists (select 1 from ${schedules} where ${schedules.doctorId} = ${appointments.doctorId})`,
    sql`not ${covered}`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: appointments.id, fullName: patients.fullName, date: appointments.date, time: appointments.time, status: appointments.status })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(where)
      .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(appointments).where(where),
  ]);
  return { rows, total };
}

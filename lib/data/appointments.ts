import 'server-only';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { appointments, doctors } from '@/lib/db/schema';
import { APPOINTMENTS_DEFAULT_LIMIT, type AppointmentOrder, type AppointmentSort, type AppointmentsQuery } from '@/lib/validations/hospital-api';
import type { TableParams } from '@/lib/validations/table-params';
import { doctorDisplayName } from './doctor-name';
import { cachedForList } from './list-cache';
import { containsPattern, listPage, type ListPage } from './paging';

export type AppointmentRecord = typeof appointments.$inferSelect;

/** One page of the list (`q` finds a part of the name), narrowed by date and patient. */
export interface AppointmentListParams extends TableParams<AppointmentSort> {
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  /** Inclusive, YYYY-MM-DD. */
  to?: string;
  patientId?: number;
  /** The order of the list, and of equal names when sorted by name; latest first by default. */
  order?: AppointmentOrder;
}

/** GET /api/v1/appointments's query (limit, search) in the list's words (pageSize, q); absent fields take the API's defaults. */
export function appointmentListParams({ page = 1, limit = APPOINTMENTS_DEFAULT_LIMIT, search, sort, dir = 'asc', ...filters }: Partial<AppointmentsQuery>): AppointmentListParams {
  return { ...filters, page, pageSize: limit, q: search ?? '', sort: sort ?? null, dir };
}

function appointmentFilter({ from, to, patientId, q }: AppointmentListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(appointments.date, from));
  if (to) conditions.push(lte(appointments.date, to));
  if (patientId !== undefined) conditions.push(eq(appointments.patientId, patientId));
  if (q) conditions.push(sql`lower(${appointments.fullName}) like ${containsPattern(q)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const latestFirst = () => [desc(appointments.date), desc(appointments.time), desc(appointments.id)];
const upcomingFirst = () => [asc(appointments.date), asc(appointments.time), asc(appointments.id)];

/**
 * One page of appointments: latest date first, and within a day the latest time first; or, in the
 * `upcoming` order (the screen's Today), the earliest first: today's in time order, then the days ahead.
 * Sorted by name, equal names keep that order, so the order is always total.
 */
export async function listAppointments(db: Db, params: AppointmentListParams): Promise<ListPage<AppointmentRecord>> {
  const where = appointmentFilter(params);
  const byName = sql`lower(${appointments.fullName})`;
  const base = params.order === 'upcoming' ? upcomingFirst() : latestFirst();
  const order = params.sort === 'name' ? [params.dir === 'desc' ? desc(byName) : asc(byName), ...base] : base;
  const countRows = async () => (await db.select({ total: count() }).from(appointments).where(where))[0].total;
  return listPage(
    params,
    // Without a search or patient, the count is a pass over the date range: cached until appointments change.
    () =>
      params.q || params.patientId !== undefined
        ? countRows()
        : cachedForList(db, ['appointments', 'patients'], `appointments:${params.from ?? ''}:${params.to ?? ''}`, countRows),
    (limit, offset) => db.select().from(appointments).where(where).orderBy(...order).limit(limit).offset(offset),
  );
}

export async function getAppointment(db: Db, id: number): Promise<AppointmentRecord | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/** "Ada Lovelace Obi" → first name "Ada", last name "Lovelace Obi". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Where an appointment stands in the Today list (from `from` on, earliest first): how many rows come before
 * it. The add form uses it to open the page a new booking lands on.
 */
export async function upcomingPosition(db: Db, appointment: { id: number; date: string; time: string }, from: string): Promise<number> {
  const [{ before }] = await db
    .select({ before: count() })
    .from(appointments)
    .where(
      and(
        gte(appointments.date, from),
        sql`(${appointments.date}, ${appointments.time}, ${appointments.id}) < (${appointment.date}::date, ${appointment.time}::time, ${appointment.id})`,
      ),
    );
  return before;
}

/** An appointment and the name of the doctor it is booked with ("Dr. First Last"), for its page. */
export async function getAppointmentDetails(db: Db, id: number): Promise<(AppointmentRecord & { doctorName: string }) | null> {
  const [row] = await db
    .select({ appointment: appointments, doctorName: doctorDisplayName() })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, id));
  return row ? { ...row.appointment, doctorName: row.doctorName } : null;
}

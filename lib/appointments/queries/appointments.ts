import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { appointments, doctors, patients } from '@/lib/db/schema';
import type { AppointmentStatus, AppointmentType, Gender } from '@/lib/db/schema/enums';
import { ageOn } from '@/lib/format';
import { APPOINTMENTS_DEFAULT_LIMIT, type AppointmentOrder, type AppointmentSort, type AppointmentsQuery } from '@/lib/hospital-api/schema';
import type { TableParams } from '@/lib/lists/table-url';
import { arrivedAtColumn, outer } from './arrival';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { cachedAggregate } from '@/lib/db/cache/aggregate-cache';
import { listPage, type ListPage } from '@/lib/db/paging';
import { patientNameCondition } from '@/lib/patients/queries/search';
import { rangeQuery } from '@/lib/appointments/schema/range';

/** What an appointment shows of its patient, read from the patient's record: never a copy taken at booking. */
export interface AppointmentPatientFacts {
  fullName: string;
  /** '' when the patient has no email (the API's shape keeps a string). */
  email: string;
  phone: string;
  /** The patient's age today, from their date of birth: the age their header and cards show. */
  age: number;
  gender: Gender;
}

/**
 * An appointment with its patient's own name, email, phone, age and sex: what every read answers (the screens,
 * the API's rows). Declared, not the table's row: the table holds the patient's id only.
 */
export interface AppointmentRecord extends AppointmentPatientFacts {
  id: number;
  patientId: number;
  doctorId: number;
  /** YYYY-MM-DD, the clinic's. */
  date: string;
  /** "HH:MM:SS". */
  time: string;
  /** "YYYY-MM-DD HH:MM:SS", the clinic's wall time. */
  endsAt: string;
  type: AppointmentType;
  status: AppointmentStatus;
  createdAt: Date;
  /** "Dr. First Last", the doctor it is booked with. */
  doctorName: string;
  /** When the patient was checked in (the latest change to 'arrived'), or null: see arrivedAtColumn. */
  arrivedAt: Date | null;
}

/**
 * The appointment's columns, its patient's facts (the date of birth gives the age, see toAppointmentRecord), its
 * doctor's name and its arrival. The doctor's name is a subquery by primary key, so that every read of a record
 * (the list, the visit page, a status change under its row lock) names the doctor without another join.
 */
export const appointmentRecordColumns = {
  ...getTableColumns(appointments),
  fullName: patients.fullName,
  email: sql<string>`coalesce(${patients.email}, '')`,
  phone: patients.phone,
  gender: patients.gender,
  dateOfBirth: patients.dateOfBirth,
  doctorName: sql<string>`(select ${doctorDisplayName()} from ${doctors} where ${doctors.id} = ${outer(appointments.doctorId)})`,
  arrivedAt: arrivedAtColumn(),
};

/** A row read with appointmentRecordColumns (joined to its patient), as a record: the age is the one on `today`. */
export function toAppointmentRecord({ dateOfBirth, ...row }: { dateOfBirth: string } & Omit<AppointmentRecord, 'age'>, today: string): AppointmentRecord {
  return { ...row, age: Math.max(0, ageOn(dateOfBirth, today)) };
}

/** The patient of each appointment row (patient_id is not null and restricts deletes: the join loses no row). */
const patientOfAppointment = () => eq(patients.id, appointments.patientId);

/** One page of the list (`q` finds a part of the patient's name), narrowed by date and patient. */
export interface AppointmentListParams extends TableParams<AppointmentSort> {
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  /** Inclusive, YYYY-MM-DD. */
  to?: string;
  patientId?: number;
  /** Only this doctor's appointments (the screen's "Mine"). */
  doctorId?: number;
  /** Only appointments in one of these states (the screen's Status; the dashboard's cards). */
  status?: AppointmentStatus[];
  /**
   * With `from`: the list starts at this time of that date ("HH:MM" or "HH:MM:SS"), not at its midnight. The
   * screen's Upcoming is `from` today, `fromTime` now: the rest of today and every later day.
   */
  fromTime?: string;
  /** The order of the list, and of equal names when sorted by name; latest first by default. */
  order?: AppointmentOrder;
}

/** GET /api/v1/appointments's query (limit, search) in the list's words (pageSize, q); absent fields take the API's defaults. */
export function appointmentListParams({ page = 1, limit = APPOINTMENTS_DEFAULT_LIMIT, search, sort, dir = 'asc', ...filters }: Partial<AppointmentsQuery>): AppointmentListParams {
  return { ...filters, page, pageSize: limit, q: search ?? '', sort: sort ?? null, dir };
}

function appointmentFilter({ from, fromTime, to, patientId, doctorId, status, q }: AppointmentListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(appointments.date, from));
  // A row comparison on (date, time): a range of appointments_date_time_id_idx, or of appointments_doctor_date_idx
  // after its doctor.
  if (from && fromTime) conditions.push(sql`(${appointments.date}, ${appointments.time}) >= (${from}::date, ${fromTime}::time)`);
  if (doctorId !== undefined) conditions.push(eq(appointments.doctorId, doctorId));
  if (status?.length) conditions.push(inArray(appointments.status, status));
  if (to) conditions.push(lte(appointments.date, to));
  if (patientId !== undefined) conditions.push(eq(appointments.patientId, patientId));
  // The few patients whose name holds every word of the text, in any order or "Surname, First" (their trigram
  // index), then their appointments (patient_id's index).
  if (q) conditions.push(sql`${appointments.patientId} in (select ${patients.id} from ${patients} where ${patientNameCondition(q)})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const latestFirst = () => [desc(appointments.date), desc(appointments.time), desc(appointments.id)];
const upcomingFirst = () => [asc(appointments.date), asc(appointments.time), asc(appointments.id)];

/**
 * One page of appointments: latest date first, and within a day the latest time first; or, in the
 * `upcoming` order (the screen's Today), the earliest first: today's in time order, then the days ahead.
 * Sorted by the patient's name, equal names keep that order, so the order is always total. Ages are the
 * patients' on `today` (the clinic's today unless told).
 */
export async function listAppointments(db: Db, params: AppointmentListParams, { today = todayIso() }: { today?: string } = {}): Promise<ListPage<AppointmentRecord>> {
  const where = appointmentFilter(params);
  // The expression of the index patients_full_name_lower_idx.
  const byName = sql`lower(${patients.fullName})`;
  const base = params.order === 'upcoming' ? upcomingFirst() : latestFirst();
  const order = params.sort === 'name' ? [params.dir === 'desc' ? desc(byName) : asc(byName), ...base] : base;
  const countRows = async () => (await db.select({ total: count() }).from(appointments).where(where))[0].total;
  return listPage(
    params,
    // Without a search or patient, the count is a pass over the date range: cached until appointments change.
    // It reads no patient, so a registration leaves it.
    () =>
      params.q || params.patientId !== undefined
        ? countRows()
        : cachedAggregate(
            db,
            ['appointments'],
            `appointments:${params.from ?? ''}:${params.fromTime ?? ''}:${params.to ?? ''}:${params.doctorId ?? ''}:${[...(params.status ?? [])].sort().join(',')}`,
            countRows,
          ),
    async (limit, offset) => {
      const withPatients = () => db.select(appointmentRecordColumns).from(appointments).innerJoin(patients, patientOfAppointment());
      // Sorted by name, the walk of the patients' name index is the order. Otherwise the page's ids are picked
      // from appointments alone, and only they meet their patients: a page far down skips rows without joining them.
      const rows =
        params.sort === 'name'
          ? await withPatients().where(where).orderBy(...order).limit(limit).offset(offset)
          : await withPatients()
              .where(inArray(appointments.id, db.select({ id: appointments.id }).from(appointments).where(where).orderBy(...order).limit(limit).offset(offset)))
              .orderBy(...order);
      return rows.map((row) => toAppointmentRecord(row, today));
    },
  );
}

export async function getAppointment(db: Db, id: number, { today = todayIso() }: { today?: string } = {}): Promise<AppointmentRecord | null> {
  const [row] = await db.select(appointmentRecordColumns).from(appointments).innerJoin(patients, patientOfAppointment()).where(eq(appointments.id, id));
  return row ? toAppointmentRecord(row, today) : null;
}

/** "Ada Lovelace Obi" → first name "Ada", last name "Lovelace Obi". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Where an appointment stands in the Upcoming list at the clinic's `clock` (of one doctor when `doctorId` is given):
 * how many rows come before it. The add form uses it to open the page a new booking lands on. Upcoming starts
 * where the list's own query starts it (rangeQuery: today, from this minute), so that a visit booked for the
 * current minute is counted here as the list shows it.
 */
export async function upcomingPosition(db: Db, appointment: { id: number; date: string; time: string }, clock: { date: string; time: string }, { doctorId }: { doctorId?: number } = {}): Promise<number> {
  const { from, fromTime } = rangeQuery('upcoming', clock);
  const [{ before }] = await db
    .select({ before: count() })
    .from(appointments)
    .where(
      and(
        appointmentFilter({ from, fromTime, doctorId, page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' }),
        sql`(${appointments.date}, ${appointments.time}, ${appointments.id}) < (${appointment.date}::date, ${appointment.time}::time, ${appointment.id})`,
      ),
    );
  return before;
}

/** An appointment, its patient's facts and the name of the doctor it is booked with ("Dr. First Last"), for its page. */
export const getAppointmentDetails = getAppointment;

import 'server-only';
import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { appointments, appointmentStatusChanges } from '@/lib/db/schema';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { AMBULATORY_CLASS, ENCOUNTER_STATUS, FHIR_APPOINTMENT_STATUS, type AppointmentRow } from '@/lib/appointments/fhir/appointment';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { dayCondition, idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { tokenCode } from '@/lib/fhir/search/token';
import { arrivedAtColumn, outer } from './arrival';

const statusIn = (statuses: AppointmentStatus[]): SQL => (statuses.length === 0 ? NOTHING : inArray(appointments.status, statuses));

const reference = (type: string, column: typeof appointments.patientId | typeof appointments.doctorId) => (value: string) => {
  const id = referencedId(value, type);
  return id === null ? NOTHING : eq(column, id);
};

const COMMON: Record<string, (value: string) => SQL> = {
  _id: (value) => idCondition(appointments.id, value),
  patient: reference('Patient', appointments.patientId),
  subject: reference('Patient', appointments.patientId),
  practitioner: reference('Practitioner', appointments.doctorId),
  date: (value) => dayCondition(appointments.date, readDaySpan('date', value)),
};

function condition(values: ReadonlyMap<string, readonly string[]>, status: (code: string) => SQL, always?: SQL, more: Record<string, (value: string) => SQL> = {}): SQL {
  return and(always, ...parameterConditions(values, { ...COMMON, ...more, status: (value) => status(readToken(value).code.trim()) })) as SQL;
}

/** Every visit to the clinic is ambulatory: class AMB matches them all, any other class none. */
const classCondition = (value: string): SQL => (tokenCode(value, AMBULATORY_CLASS.system) === AMBULATORY_CLASS.code ? sql`true` : NOTHING);

/** An Appointment search as SQL; `status` takes FHIR's names of the app's states. */
export const fhirAppointmentCondition = (values: ReadonlyMap<string, readonly string[]>): SQL =>
  condition(values, (code) => statusIn(APPOINTMENT_STATUSES.filter((status) => FHIR_APPOINTMENT_STATUS[status] === code)));

/** The visits that took place (the patient arrived, or the visit was completed) as an Encounter search. */
export const fhirEncounterCondition = (values: ReadonlyMap<string, readonly string[]>): SQL =>
  condition(
    values,
    (code) => statusIn(APPOINTMENT_STATUSES.filter((status) => ENCOUNTER_STATUS[status] === code)),
    statusIn(APPOINTMENT_STATUSES.filter((status) => ENCOUNTER_STATUS[status] !== undefined)),
    { class: classCondition },
  );

/** When the visit was completed: the latest change of its history to 'completed'. */
const completedAtColumn = () =>
  sql<Date | null>`(select max(${appointmentStatusChanges.changedAt}) from ${appointmentStatusChanges}
    where ${appointmentStatusChanges.appointmentId} = ${outer(appointments.id)} and ${appointmentStatusChanges.toStatus} = 'completed')`.mapWith(
    appointmentStatusChanges.changedAt,
  );

const COLUMNS = { ...getTableColumns(appointments), arrivedAt: arrivedAtColumn(), completedAt: completedAtColumn() };

export function readFhirAppointments(db: Db, where: SQL, bound: PageBound): Promise<AppointmentRow[]> {
  const { position, order } = keyset(appointments.id, bound);
  return db.select(COLUMNS).from(appointments).where(and(where, position)).orderBy(order).limit(bound.limit);
}

export async function countFhirAppointments(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(appointments).where(where);
  return total;
}

/** An appointment by id, with its arrival and completion, or undefined. */
export async function readFhirAppointment(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select(COLUMNS).from(appointments).where(eq(appointments.id, id));
  return row;
}

import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ENCOUNTER_STATUS } from '@/lib/appointments/fhir/appointment';
import { appointments } from '@/lib/db/schema';
import { APPOINTMENT_STATUSES } from '@/lib/db/schema/enums';
import { NOTHING } from '@/lib/fhir/search/sql';

// A diagnosis test or a prescription started from a visit keeps its appointment's id. The visit is an Encounter
// (of the same id) only once its patient arrived, so a record points to its Encounter only then: never to one the
// server would answer 404 for. The queries that use these left-join `appointments` on the record's appointment.

/** The states of an appointment whose visit took place: those an Encounter is made of. */
const VISIT_STATES = APPOINTMENT_STATUSES.filter((status) => ENCOUNTER_STATUS[status] !== undefined);

/** The record's Encounter id, or null while its appointment is no visit that took place (or it has none). */
export const encounterIdColumn = () => sql<number | null>`case when ${inArray(appointments.status, VISIT_STATES)} then ${appointments.id} end`.mapWith((value) => (value === null ? null : Number(value)));

/** The records of the visit `encounterId` (null: of no visit this server holds). */
export const visitIs = (appointmentId: AnyPgColumn, encounterId: number | null): SQL =>
  encounterId === null ? NOTHING : (and(eq(appointmentId, encounterId), inArray(appointments.status, VISIT_STATES)) as SQL);

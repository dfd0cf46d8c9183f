import 'server-only';
import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admissions } from '@/lib/db/schema';

// What was written during a stay is found by time, never copied onto the admission: the patient's records from
// the admission until the discharge (or now, while the patient is in). A prescription written at the bedside is
// then the admission's and the chart's at once, with nothing to keep in step.

/** `at` falls in the stay of the joined `admissions` row. */
export const duringJoinedStay = (at: AnyPgColumn): SQL =>
  and(gte(at, admissions.admittedAt), or(isNull(admissions.dischargedAt), lte(at, admissions.dischargedAt)))!;

/**
 * A record of admission `admissionId`'s patient (`patientId`) written during its stay (`at`), for a query that
 * does not join the admission (the lab's order reader builds its own FROM): three scalar subqueries on the
 * admission's key, so that the record's (patient, time) index serves the rest.
 */
export function duringStayOf(admissionId: number, patientId: AnyPgColumn, at: AnyPgColumn): SQL {
  const field = (column: SQL) => sql`(select ${column} from ${admissions} where ${admissions.id} = ${admissionId})`;
  return and(
    eq(patientId, field(sql`${admissions.patientId}`)),
    gte(at, field(sql`${admissions.admittedAt}`)),
    lte(at, field(sql`coalesce(${admissions.dischargedAt}, 'infinity'::timestamptz)`)),
  )!;
}

/** The joined admission is `admissionId` and the record is its patient's. */
export const ofAdmission = (admissionId: number, patientId: AnyPgColumn): SQL => and(eq(admissions.id, admissionId), eq(admissions.patientId, patientId))!;

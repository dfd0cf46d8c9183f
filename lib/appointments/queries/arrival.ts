import 'server-only';
import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments, appointmentStatusChanges } from '@/lib/db/schema';

/**
 * When the appointment's patient arrived (was checked in), in SQL: the latest change of its history to
 * 'arrived', or null when it never was. The history is the one record of that fact (no column copies it), and
 * the index appointment_status_changes_appointment_idx (appointment_id, changed_at) makes it one short step
 * per row. Use it in any select over `appointments` (the list, the visit page, the home screen's "waiting").
 */
export const arrivedAtColumn = () =>
  sql<Date | null>`(select max(${appointmentStatusChanges.changedAt}) from ${appointmentStatusChanges}
    where ${appointmentStatusChanges.appointmentId} = ${outer(appointments.id)} and ${appointmentStatusChanges.toStatus} = 'arrived')`.mapWith(
    appointmentStatusChanges.changedAt,
  );

/**
 * A column of the outer query, named with its table: Drizzle leaves a one-table select's columns unqualified,
 * and inside a subquery a bare "id" would be the subquery's own table's.
 */
export const outer = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

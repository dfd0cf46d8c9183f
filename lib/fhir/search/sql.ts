import 'server-only';
import { and, asc, desc, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clinicInstant } from '@/lib/clinic-time';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import type { DaySpan } from './date';
import type { PageBound } from './page';
import { orValues } from './params';

// What every resource type's search SQL is made of (each domain's queries/fhir*.ts names its own columns).

/** A value that names nothing this server holds (another system's code, an id of another form) matches no row. */
export const NOTHING = sql`false`;

/** An `_id` value against an id column: an id of another form or beyond an int4 names nothing (never a database error). */
export function idCondition(column: AnyPgColumn, value: string): SQL {
  const id = parseRowId(value);
  return id === null ? NOTHING : (sql`${column} = ${id}` as SQL);
}

/** Several values of one parameter (a comma): any of them. */
export const anyOf = (arms: SQL[]): SQL => (arms.length === 0 ? NOTHING : arms.length === 1 ? arms[0] : (or(...arms) as SQL));

/**
 * The parameters of a search as one condition: each value of a parameter as `toSql` makes it, the comma's values
 * OR'ed, a parameter given twice AND'ed, and the parameters AND'ed. `skip` names those the caller reads itself.
 */
export function parameterConditions(values: ReadonlyMap<string, readonly string[]>, toSql: Readonly<Record<string, (value: string) => SQL>>, skip: readonly string[] = []): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, list] of values) {
    if (skip.includes(name)) continue;
    for (const value of list) conditions.push(anyOf(orValues(value).map((one) => toSql[name](one))));
  }
  return conditions;
}

/** A span's comparison against a column of its kind (dates against a date column, instants against a timestamp). */
function spanCondition<T>(column: AnyPgColumn, prefix: DaySpan['prefix'], from: T, until: T): SQL {
  if (prefix === 'ge') return gte(column, from);
  if (prefix === 'gt') return gte(column, until);
  if (prefix === 'le') return lt(column, until);
  if (prefix === 'lt') return lt(column, from);
  return and(gte(column, from), lt(column, until)) as SQL;
}

/** A date parameter against a date column (a date of birth, a visit's day). */
export const dayCondition = (column: AnyPgColumn, { prefix, from, until }: DaySpan): SQL => spanCondition(column, prefix, from, until);

/** A date parameter against an instant, over the clinic's days: "2026-11-29" is that day on the clinic's clock. */
export const clinicDayCondition = (column: AnyPgColumn, { prefix, from, until }: DaySpan): SQL =>
  spanCondition(column, prefix, clinicInstant(from, '00:00'), clinicInstant(until, '00:00'));

/** A page's bound as SQL over the ids it pages by: the rows after or before an id, in the order to read them. */
export function keyset(id: AnyPgColumn, { after, before }: PageBound): { position: SQL | undefined; order: SQL } {
  return {
    position: after !== undefined ? gt(id, after) : before !== undefined ? lt(id, before) : undefined,
    order: before !== undefined ? desc(id) : asc(id),
  };
}

import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { clinicTimeZone } from '@/lib/clinic-time';
import { auditEvents, doctors, patients, type AuditAction, type AuditEntity, type AuditOutcome } from '@/lib/db/schema';
import { newestFirst } from '@/lib/db/newest-first';
import type { Db } from '@/lib/db/types';
import { AUDIT_COUNT_CAP, type AuditFilters } from '@/lib/audit/schema';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** One line of the trail as the screens show it (plain data: it goes to the browser). */
export interface AuditRow {
  id: number;
  /** ISO instant. */
  at: string;
  actorId: number | null;
  /** "Dr. First Last" of the account today, or null (unknown email, the hospital API, an account since deleted). */
  actorName: string | null;
  /** As recorded then. */
  actorEmail: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  patientId: number | null;
  patientName: string | null;
  /** The patient's number (123 for P-000123), which the screens write instead of the internal id. */
  patientNumber: number | null;
  address: string;
  outcome: AuditOutcome;
  detail: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  /** Up to AUDIT_COUNT_CAP; `capped` says there are more. */
  total: number;
  capped: boolean;
  page: number;
}

/**
 * The page's events first (one range of an index on (column, at desc), LIMIT/OFFSET), then who and which
 * patient for those rows only: joining before the limit would read every matching event (a patient opened
 * thousands of times) to show ten.
 */
function selectRows(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return selectRowsWith(db, where, limit, offset, {});
}

/** The query of one page of the trail under the filters (its plan is tested: lib/db/newest-first-plans.test.ts). */
export const auditPageQuery = (db: Db, filters: AuditFilters, limit: number, offset = 0) => selectRows(db, auditFilter(filters), limit, offset);

function selectRowsWith<E extends Record<string, SQL.Aliased>>(db: Db, where: SQL | undefined, limit: number, offset: number, extra: E) {
  const page = db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(newestFirst(auditEvents.at), newestFirst(auditEvents.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: page.id,
      at: page.at,
      actorId: page.actorId,
      actorName: sql<string | null>`case when ${doctors.id} is null then null else ${doctorDisplayName()} end`,
      actorEmail: page.actorEmail,
      action: page.action,
      entity: page.entity,
      entityId: page.entityId,
      patientId: page.patientId,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      address: page.address,
      outcome: page.outcome,
      detail: page.detail,
      ...extra,
    })
    .from(page)
    .leftJoin(doctors, eq(doctors.id, page.actorId))
    .leftJoin(patients, eq(patients.id, page.patientId))
    .orderBy(newestFirst(page.at), newestFirst(page.id));
}

/**
 * The first instant of a clinic day, `days` after `day`: '2026-11-23' is midnight at the clinic. The zone is the
 * configured one, bound as a parameter; the next day's midnight is found on the calendar, not 24 hours on, since a
 * day when clocks change is 23 or 25 hours long.
 */
const clinicMidnight = (day: string, days = 0) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${clinicTimeZone()})`;

/**
 * The WHERE of the filters; each one is served by an index on (column, at desc). A patient number is looked up
 * once (the numbers' unique index) and its patient's range of the trail read as an id's is; a number nobody
 * has finds nothing.
 */
export function auditFilter({ person, patient, patientNumber, action, from, to }: AuditFilters): SQL | undefined {
  return and(
    person === undefined ? undefined : eq(auditEvents.actorId, person),
    patient === undefined ? undefined : eq(auditEvents.patientId, patient),
    patientNumber === undefined
      ? undefined
      : sql`${auditEvents.patientId} = (select ${patients.id} from ${patients} where ${patients.patientNumber} = ${patientNumber})`,
    action === undefined ? undefined : eq(auditEvents.action, action),
    from === undefined ? undefined : sql`${auditEvents.at} >= ${clinicMidnight(from)}`,
    to === undefined ? undefined : sql`${auditEvents.at} < ${clinicMidnight(to, 1)}`,
  );
}

/** A row as the screens get it: the trail's fields only (a query's extra columns, such as its count, stay behind). */
const toRow = ({ id, at, actorId, actorName, actorEmail, action, entity, entityId, patientId, patientName, patientNumber, address, outcome, detail }: Omit<AuditRow, 'at'> & { at: Date }): AuditRow => ({
  id,
  at: at.toISOString(),
  actorId,
  actorName,
  actorEmail,
  action,
  entity,
  entityId,
  patientId,
  patientName,
  patientNumber,
  address,
  outcome,
  detail,
});

/** How many events match, counting no further than the cap (a count of millions would walk them all). */
const cappedCount = (db: Db, where: SQL | undefined) => {
  const limited = db.select({ one: sql`1` }).from(auditEvents).where(where).limit(AUDIT_COUNT_CAP + 1).as('limited');
  return db.select({ total: sql<number>`count(*)::int` }).from(limited);
};

/** The total shown (up to the cap) and the page served for `page`: a page past the end serves the last one. */
function servedPage(counted: number, page: number, pageSize: number) {
  const total = Math.min(counted, AUDIT_COUNT_CAP);
  return { total, capped: counted > AUDIT_COUNT_CAP, page: Math.max(1, Math.min(page, Math.ceil(total / pageSize))) };
}

/**
 * One page of the trail, newest first, under the filters. A page past the end serves the last page. The
 * capped count rides on the page's rows, so a page that exists is one query; only one that finds no rows
 * (or lies past the cap) counts on its own and reads the page it serves.
 */
export async function listAuditEvents(db: Db, filters: AuditFilters, { page, pageSize }: { page: number; pageSize: number }): Promise<AuditPage> {
  const where = auditFilter(filters);
  const requested = Math.max(1, page);
  const counted = sql<number>`(${cappedCount(db, where)})`.mapWith(Number).as('counted');
  const rows = await selectRowsWith(db, where, pageSize, (requested - 1) * pageSize, { counted });
  if (rows.length > 0) {
    const served = servedPage(rows[0].counted, requested, pageSize);
    if (served.page === requested) return { ...served, rows: rows.map(toRow) };
  }
  const [{ total }] = await cappedCount(db, where);
  const served = servedPage(total, requested, pageSize);
  const rest = served.total === 0 ? [] : await selectRows(db, where, pageSize, (served.page - 1) * pageSize);
  return { ...served, rows: rest.map(toRow) };
}

/** A line of a chart's Access history: for a doctor, without the address and without why a refusal was refused. */
export type AccessRow = Omit<AuditRow, 'address'> & { address: string | null };

export interface AccessPage extends Omit<AuditPage, 'rows'> {
  rows: AccessRow[];
}

/**
 * A patient's Access history: who saw or changed their record, newest first (one index range). Every doctor may
 * see who opened a chart and when; only an administrator (`full`) sees from which address and a refusal's detail,
 * as on the Audit screen. What a doctor may not see never leaves this function.
 */
export async function listPatientAccess(db: Db, patientId: number, params: { page: number; pageSize: number }, { full }: { full: boolean }): Promise<AccessPage> {
  const list = await listAuditEvents(db, { patient: patientId }, params);
  if (full) return list;
  return { ...list, rows: list.rows.map((row) => ({ ...row, address: null, detail: row.outcome === 'success' ? row.detail : null })) };
}

/**
 * Every event under the filters, newest first, `batchSize` at a time (keyset on at and id, so the last
 * batch costs what the first does), at most `max` in all: what the CSV export streams.
 */
export async function* auditEventBatches(db: Db, filters: AuditFilters, { max, batchSize = 1000 }: { max: number; batchSize?: number }): AsyncGenerator<AuditRow[]> {
  const where = auditFilter(filters);
  let afterId: number | undefined;
  for (let sent = 0; sent < max; ) {
    // Compared in SQL with the row itself: a JavaScript Date would drop the microseconds of `at`.
    const keyset = afterId === undefined ? undefined : sql`(${auditEvents.at}, ${auditEvents.id}) < (select a.at, a.id from audit_events a where a.id = ${afterId})`;
    const batch = await selectRows(db, and(where, keyset), Math.min(batchSize, max - sent));
    if (batch.length === 0) return;
    sent += batch.length;
    afterId = batch[batch.length - 1].id;
    yield batch.map(toRow);
    if (batch.length < batchSize) return;
  }
}

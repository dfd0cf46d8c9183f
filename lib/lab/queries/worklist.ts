import 'server-only';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { connectedSystems, labOrders, labOrderTests, labTests, patients, type Gender } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ageInMonths } from '@/lib/lab/rules/flag';
import { formatLabOrderNumber, WORKLISTS, type LabPriority } from '@/lib/lab/rules/states';
import { pageCountOf } from '@/lib/lists/table-url';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import type { ListPage } from '@/lib/db/paging';
import { orderer, personOrSystemSql } from './order-people';

/** The state of one of the Lab screen's four lists: To collect, In progress, To verify, Released. */
export type WorklistStatus = (typeof WORKLISTS)[number]['status'];
const WORKLIST_STATUSES: readonly WorklistStatus[] = WORKLISTS.map((list) => list.status);

/** One order as a worklist row: who it is for, what was asked, how soon, and where it stands. */
export interface WorklistRow {
  id: number;
  /** "LAB-000123". */
  number: string;
  priority: LabPriority;
  patient: {
    id: number;
    name: string;
    /** "P-000123". */
    number: string;
    sex: Gender;
    /** Whole months on the clinic's today: a child's age is read in months. */
    ageMonths: number;
    /** The date of birth was worked out from an age typed at booking: the age is "about" it. */
    ageEstimated: boolean;
  };
  /** The ordered tests' names, in the order the doctor picked them (a panel by its own name). */
  tests: string[];
  /** The doctor's clinical note to the lab. */
  note: string;
  /** "Dr. Ada Obi", or the connected system's name; null once the account is gone. */
  orderedBy: string | null;
  /** ISO instants, each null until its step. */
  orderedAt: string;
  accession: string | null;
  collectedAt: string | null;
  resultedAt: string | null;
  releasedAt: string | null;
  amendedAt: string | null;
}

/** How many orders each list holds; Released only while it is the list open (null otherwise: it is history, not work). */
export type WorklistCounts = Record<Exclude<WorklistStatus, 'released'>, number> & { released: number | null };

/** One page of a list, and how many orders each of the four lists holds (the tabs' counts). */
export interface Worklist extends ListPage<WorklistRow> {
  counts: WorklistCounts;
}

export interface WorklistParams {
  list: WorklistStatus;
  page: number;
  pageSize: number;
}

/**
 * The working lists go STAT first, then Urgent, then Routine (the enum's order is routine < urgent < stat), then the
 * longest waiting first: the order of lab_orders_worklist_idx, so the page is read off the index and nothing is
 * sorted. `nulls last` as the index declares it: a bare DESC asks for an order that index does not give.
 * Released lists the newest release first.
 */
function worklistOrder(list: WorklistStatus): SQL[] {
  if (list === 'released') return [sql`${labOrders.releasedAt} desc nulls last`, sql`${labOrders.id} desc`];
  return [sql`${labOrders.priority} desc nulls last`, asc(labOrders.orderedAt), asc(labOrders.id)];
}

/** The ids of one page of a list, in its order: lab_orders alone, so that the joins below touch the page's rows only. */
export const worklistPageQuery = (db: Db, list: WorklistStatus, limit: number, offset: number) =>
  db.select({ id: labOrders.id }).from(labOrders).where(eq(labOrders.status, list)).orderBy(...worklistOrder(list)).limit(limit).offset(offset);

/**
 * How far Released is counted. Nearly every order ends there (hundreds of thousands in a busy lab): counting them all
 * at every look at the worklist read the whole of that part of the index (about 200 ms on the embedded database at
 * 300,000 orders), for a number nobody acts on. Past it the tab says "10,000+" and pages through the newest.
 */
export const RELEASED_COUNT_CAP = 10_000;

/**
 * How many orders each list holds, in one statement: the working lists counted exactly (a few hundred rows of the
 * worklist index), and, only when `released` asks (its own list is open), Released up to one past
 * RELEASED_COUNT_CAP: ten thousand index entries read at every look at the day's work would cost the working lists
 * a quarter of their speed for a number nobody acts on.
 */
export async function countWorklists(db: Db, { released = false }: { released?: boolean } = {}): Promise<WorklistCounts> {
  const working = WORKLIST_STATUSES.filter((status) => status !== 'released');
  const byStatus = db
    .select({ status: labOrders.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(labOrders)
    .where(inArray(labOrders.status, working))
    .groupBy(labOrders.status);
  const capped = db.select({ one: sql`1` }).from(labOrders).where(eq(labOrders.status, 'released')).limit(RELEASED_COUNT_CAP + 1).as('capped');
  const rows = released
    ? await byStatus.unionAll(db.select({ status: sql<'released'>`'released'::lab_order_status`, count: sql<number>`count(*)`.mapWith(Number) }).from(capped))
    : await byStatus;
  const counts: WorklistCounts = { ordered: 0, collected: 0, resulted: 0, released: released ? 0 : null };
  for (const row of rows) if (row.status !== 'cancelled') counts[row.status] = row.count;
  return counts;
}

/** The tests of the page's orders, by order: one statement for the page, never for the list. */
async function testsOf(db: Db, orderIds: number[]): Promise<Map<number, string[]>> {
  const rows = orderIds.length
    ? await db
        .select({ orderId: labOrderTests.orderId, name: labTests.name })
        .from(labOrderTests)
        .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
        .where(inArray(labOrderTests.orderId, orderIds))
        .orderBy(asc(labOrderTests.orderId), asc(labOrderTests.position))
    : [];
  const byOrder = new Map<number, string[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.name]);
  return byOrder;
}

const iso = (instant: Date | null): string | null => (instant ? instant.toISOString() : null);

/**
 * One page of one of the Lab screen's lists with every list's count: three statements whatever the number of orders
 * (the counts, the page with its patients and orderers, the page's tests). A page past the end (a stale link, an
 * order that moved on meanwhile) serves the last page.
 */
export async function listWorklist(db: Db, { list, page, pageSize }: WorklistParams, today: string = todayIso()): Promise<Worklist> {
  const counts = await countWorklists(db, { released: list === 'released' });
  const total = counts[list] ?? 0;
  const served = Math.max(1, Math.min(page, pageCountOf(total, pageSize)));
  if (total === 0) return { rows: [], total, page: served, counts };
  const onPage = worklistPageQuery(db, list, pageSize, (served - 1) * pageSize).as('on_page');
  const rows = await db
    .select({
      order: {
        id: labOrders.id,
        number: labOrders.number,
        priority: labOrders.priority,
        note: labOrders.note,
        orderedAt: labOrders.orderedAt,
        accession: labOrders.accession,
        collectedAt: labOrders.collectedAt,
        resultedAt: labOrders.resultedAt,
        releasedAt: labOrders.releasedAt,
        amendedAt: labOrders.amendedAt,
      },
      patient: {
        id: patients.id,
        name: patients.fullName,
        number: patients.patientNumber,
        sex: patients.gender,
        dateOfBirth: patients.dateOfBirth,
        ageEstimated: patients.dateOfBirthEstimated,
      },
      orderedBy: personOrSystemSql(orderer, connectedSystems),
    })
    .from(onPage)
    .innerJoin(labOrders, eq(labOrders.id, onPage.id))
    .innerJoin(patients, eq(patients.id, labOrders.patientId))
    .leftJoin(orderer, eq(orderer.id, labOrders.orderedById))
    .leftJoin(connectedSystems, eq(connectedSystems.id, labOrders.orderedBySystemId))
    .orderBy(...worklistOrder(list));
  const tests = await testsOf(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    rows: rows.map(({ order, patient, orderedBy }) => ({
      id: order.id,
      number: formatLabOrderNumber(order.number),
      priority: order.priority,
      patient: {
        id: patient.id,
        name: patient.name,
        number: formatPatientNumber(patient.number),
        sex: patient.sex,
        ageMonths: ageInMonths(patient.dateOfBirth, today),
        ageEstimated: patient.ageEstimated,
      },
      tests: tests.get(order.id) ?? [],
      note: order.note,
      orderedBy,
      orderedAt: order.orderedAt.toISOString(),
      accession: order.accession,
      collectedAt: iso(order.collectedAt),
      resultedAt: iso(order.resultedAt),
      releasedAt: iso(order.releasedAt),
      amendedAt: iso(order.amendedAt),
    })),
    total,
    page: served,
    counts,
  };
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { VISIT_RECORDS_LIMIT, type VisitRecords } from '@/lib/appointments/queries/visit-records';
import { labOrders } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { totalOf } from '@/lib/db/paging';
import { readOrderHeads, withLines, type LabOrderSummary } from './patient-orders';

/**
 * The lab orders placed at one visit, newest first, with their state, tests and (once released) results: at most
 * as many as the visit page lists of its other records, and how many there are in all (the chart lists the rest).
 */
export async function listVisitLabOrders(db: Db, appointmentId: number): Promise<VisitRecords<LabOrderSummary>> {
  const heads = await readOrderHeads(db, eq(labOrders.appointmentId, appointmentId), VISIT_RECORDS_LIMIT);
  return { rows: await withLines(db, heads), total: totalOf(heads) };
}

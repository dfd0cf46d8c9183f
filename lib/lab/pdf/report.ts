import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { labOrderTests, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { getLabOrder, type LabOrderDetail } from '@/lib/lab/queries/order-detail';

/** What the lab report prints: the order with its people and results, and the specimen types its tests were run on. */
export interface LabReportSource {
  order: LabOrderDetail;
  /** "Whole blood (EDTA)", "Capillary blood": each type once, in the order's order. */
  specimens: string[];
}

/** The order's report source, or undefined for no such order. Four statements. */
export async function readLabReport(db: Db, orderId: number): Promise<LabReportSource | undefined> {
  const order = await getLabOrder(db, orderId);
  if (!order) return undefined;
  const rows = await db
    .select({ specimen: labTests.specimen })
    .from(labOrderTests)
    .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
    .where(eq(labOrderTests.orderId, orderId))
    .orderBy(asc(labOrderTests.position));
  return { order, specimens: [...new Set(rows.map((row) => row.specimen))] };
}

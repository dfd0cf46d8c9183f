import 'server-only';
import { eq } from 'drizzle-orm';
import { labOrders } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** The patient an order is of (every audit line of a step of the lab names them), or null for no such order. */
export async function patientOfOrder(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ patientId: labOrders.patientId }).from(labOrders).where(eq(labOrders.id, orderId));
  return row?.patientId ?? null;
}

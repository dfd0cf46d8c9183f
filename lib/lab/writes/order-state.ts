// Not `server-only`: the demo seed (`npm run db:seed`, plain Node) runs the lab's steps, which lock orders here.
import { eq } from 'drizzle-orm';
import { labOrders, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { LabOrderStatus } from '@/lib/lab/rules/states';

/** An order as a step of the lab's work reads it, locked until the step's transaction ends. */
export interface LockedOrder {
  id: number;
  number: number;
  patientId: number;
  status: LabOrderStatus;
  orderedById: number | null;
  resultedById: number | null;
  collectedAt: Date | null;
  orderedAt: Date;
  gender: 'male' | 'female' | 'other';
  dateOfBirth: string;
}

/**
 * Reads and locks the order (FOR UPDATE): two scientists acting on one order at once take turns, and the second
 * sees the state the first left, so that one wins and the other is told why not.
 */
export async function lockOrder(db: Db, orderId: number): Promise<LockedOrder | undefined> {
  const [order] = await db
    .select({
      id: labOrders.id,
      number: labOrders.number,
      patientId: labOrders.patientId,
      status: labOrders.status,
      orderedById: labOrders.orderedById,
      resultedById: labOrders.resultedById,
      collectedAt: labOrders.collectedAt,
      orderedAt: labOrders.orderedAt,
      gender: patients.gender,
      dateOfBirth: patients.dateOfBirth,
    })
    .from(labOrders)
    .innerJoin(patients, eq(patients.id, labOrders.patientId))
    .where(eq(labOrders.id, orderId))
    .for('update', { of: labOrders });
  return order;
}

export type StepResult<T = undefined> = { ok: true; patientId: number; data: T } | { ok: false; message: string; patientId?: number };

export const NO_SUCH_ORDER = 'This order no longer exists.';

/** Why a step cannot be taken in the order's state, in the words the Lab screen and the doctor read. */
export function wrongState(status: LabOrderStatus, step: 'cancel' | 'collect' | 'enter' | 'release' | 'amend'): string {
  if (status === 'cancelled') return step === 'enter' || step === 'release' ? 'This order was cancelled: its results are refused.' : 'This order was cancelled.';
  if (step === 'cancel') return 'The specimen has been taken: this order can no longer be cancelled.';
  if (step === 'collect') return 'The specimen of this order was collected already.';
  if (step === 'enter') return status === 'ordered' ? 'Collect the specimen first.' : 'These results were released: amend a result instead.';
  if (step === 'release') {
    if (status === 'released') return 'These results were verified and released already.';
    return status === 'ordered' ? 'Collect the specimen first.' : 'Enter every result before verifying.';
  }
  return 'Only released results are amended; until then, enter the result again.';
}

// Not `server-only`: the demo seed (`npm run db:seed`, plain Node) places its sample orders with it.
import { and, eq, inArray } from 'drizzle-orm';
import { appointments, labOrders, labOrderTests, labTests, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { PlaceOrderValues } from '@/lib/lab/schema';

/** Who places an order: a doctor at the visit or the chart, or a connected system through FHIR. */
export type Orderer = { doctorId: number; systemId?: undefined } | { systemId: number; doctorId?: undefined };

export type PlaceOrderRefusal = 'no-patient' | 'not-this-patients-visit' | 'unknown-test' | 'retired-test' | 'not-orderable';

export type PlaceOrderResult = { ok: true; id: number; number: number } | { ok: false; reason: PlaceOrderRefusal; test?: string };

/**
 * Places an order: the patient must exist, the visit (when named) must be theirs, and every test must be in the
 * catalogue, not retired, and one a doctor may order on its own. The caller's transaction holds it and its audit line.
 */
export async function placeOrder(db: Db, input: PlaceOrderValues, orderer: Orderer, now = new Date()): Promise<PlaceOrderResult> {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, input.patientId));
  if (!patient) return { ok: false, reason: 'no-patient' };
  if (input.appointmentId) {
    const [visit] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, input.appointmentId), eq(appointments.patientId, input.patientId)));
    if (!visit) return { ok: false, reason: 'not-this-patients-visit' };
  }
  const tests = await db
    .select({ id: labTests.id, name: labTests.name, retiredAt: labTests.retiredAt, orderable: labTests.orderable })
    .from(labTests)
    .where(inArray(labTests.id, input.testIds));
  const byId = new Map(tests.map((test) => [test.id, test]));
  for (const id of input.testIds) {
    const test = byId.get(id);
    if (!test) return { ok: false, reason: 'unknown-test' };
    if (test.retiredAt) return { ok: false, reason: 'retired-test', test: test.name };
    if (!test.orderable) return { ok: false, reason: 'not-orderable', test: test.name };
  }
  const [order] = await db
    .insert(labOrders)
    .values({
      patientId: input.patientId,
      appointmentId: input.appointmentId ?? null,
      orderedById: orderer.doctorId ?? null,
      orderedBySystemId: orderer.systemId ?? null,
      orderedAt: now,
      priority: input.priority,
      note: input.note,
    })
    .returning({ id: labOrders.id, number: labOrders.number });
  await db.insert(labOrderTests).values(input.testIds.map((testId, position) => ({ orderId: order.id, testId, position })));
  return { ok: true, id: order.id, number: order.number };
}

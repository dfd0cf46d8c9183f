import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { recordAudit, requestAddress } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { labOrderTests, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { fhirUrl } from '@/lib/fhir/base';
import { readResourceBody } from '@/lib/fhir/body';
import { requireAccess, type FhirCaller } from '@/lib/fhir/caller';
import { refusedByRule } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { referencedId } from '@/lib/fhir/search/reference';
import { readLabRequest } from '@/lib/lab/queries/fhir-requests';
import { formatLabOrderNumber, PRIORITY_LABELS } from '@/lib/lab/rules/states';
import { placeOrderSchema } from '@/lib/lab/schema';
import { placeOrder, type PlaceOrderRefusal } from '@/lib/lab/writes/place-order';
import { labSystems } from './searches';
import { toFhirServiceRequest } from './service-request';
import { readOrder, serviceRequestInputSchema } from './service-request-input';

/** Why the order was not placed, in words a system's developer can act on. */
const REFUSALS: Record<PlaceOrderRefusal, string> = {
  'no-patient': 'is not a patient of this clinic',
  'not-this-patients-visit': 'is not a visit of this patient',
  'unknown-test': 'is not a test of the laboratory',
  'retired-test': 'is no longer offered by the laboratory',
  'not-orderable': 'is reported as part of a panel: order the panel',
};

/** The catalogue's test a LOINC code names, one a doctor could order on its own; the first when two share it. */
async function orderableTest(db: Db, loinc: string): Promise<{ id: number; name: string } | undefined> {
  const [test] = await db
    .select({ id: labTests.id, name: labTests.name })
    .from(labTests)
    .where(and(eq(labTests.loinc, loinc), eq(labTests.orderable, true), isNull(labTests.retiredAt)))
    .orderBy(asc(labTests.id))
    .limit(1);
  return test;
}

/**
 * POST /fhir/ServiceRequest: a connected system orders one test of the laboratory's catalogue for a patient, as a
 * doctor does with "Order tests": read into that form's values, checked by its schema, placed by its write with the
 * system as the orderer, with its audit line in the same transaction. The order gets its number (LAB-000123) and
 * reaches the Lab screen's "To collect". Answers 201 with the request's address and the stored resource.
 */
export async function createServiceRequest(request: Request, caller: FhirCaller): Promise<Response> {
  await requireAccess(caller, 'ServiceRequest', 'c');
  // Only a system may write (a doctor's session reads), so the caller here is one.
  const system = caller.system!;
  const reading = readOrder(await readResourceBody(request, serviceRequestInputSchema));
  if (!reading.ok) throw refusedByRule(reading.message);
  const { order } = reading;
  const patientId = referencedId(order.patientReference, 'Patient');
  if (patientId === null) throw refusedByRule(`subject ${order.patientReference.slice(0, 60)} ${REFUSALS['no-patient']}`);
  const appointmentId = order.encounterReference === null ? null : referencedId(order.encounterReference, 'Encounter');
  if (order.encounterReference !== null && appointmentId === null) throw refusedByRule(`encounter ${order.encounterReference.slice(0, 60)} ${REFUSALS['not-this-patients-visit']}`);
  const db = await getDb();
  const address = await requestAddress();

  const orderTestId = await db.transaction(async (tx) => {
    const test = await orderableTest(tx, order.loinc);
    if (!test) throw refusedByRule(`LOINC ${order.loinc.slice(0, 20)} is not a test the laboratory runs on its own: order one of the catalogue's tests by its LOINC code`);
    const values = placeOrderSchema.safeParse({ patientId, appointmentId, testIds: [test.id], priority: order.priority, note: order.note });
    if (!values.success) throw refusedByRule(values.error.issues[0]!.message);
    const placed = await placeOrder(tx, values.data, { systemId: system.id });
    if (!placed.ok) {
      const what = placed.reason === 'no-patient' ? `subject ${order.patientReference.slice(0, 60)}` : placed.reason === 'not-this-patients-visit' ? `encounter ${order.encounterReference}` : (placed.test ?? `LOINC ${order.loinc}`);
      throw refusedByRule(`${what} ${REFUSALS[placed.reason]}`);
    }
    await recordAudit(tx, {
      actorId: null,
      actorEmail: caller.reader.email,
      action: 'create',
      entity: 'lab-order',
      entityId: placed.id,
      patientId,
      address,
      detail: `${formatLabOrderNumber(placed.number)} ordered through FHIR: ${test.name}, ${PRIORITY_LABELS[order.priority]}`,
    });
    const [ordered] = await tx.select({ id: labOrderTests.id }).from(labOrderTests).where(eq(labOrderTests.orderId, placed.id));
    return ordered!.id;
  });
  const row = await readLabRequest(db, orderTestId);
  return fhirResponse(toFhirServiceRequest(row!, labSystems()), { status: 201, headers: { Location: fhirUrl(`ServiceRequest/${orderTestId}`) } });
}

'use server';

import { revalidatePath } from 'next/cache';
import { getEnv } from '@/lib/env';
import { patientOfOrder } from '@/lib/lab/queries/order-patient';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import {
  amendResultSchema,
  cancelOrderSchema,
  collectSpecimenSchema,
  enterResultsSchema,
  placeOrderSchema,
  releaseOrderSchema,
  reviewOrderSchema,
} from '@/lib/lab/schema';
import { placeOrder, type PlaceOrderRefusal } from '@/lib/lab/writes/place-order';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder, reviewOrder } from '@/lib/lab/writes/steps';
import { afterRelease } from '@/lib/lab/writes/after-release';
import { doctorAction, type AuditRule } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const LAB_PATH = '/doctor/lab';

const ORDER_REFUSALS: Record<PlaceOrderRefusal, string> = {
  'no-patient': 'This patient no longer exists.',
  'not-this-patients-visit': 'This visit is not the patient’s: the order was not placed.',
  'unknown-test': 'A chosen test is no longer in the catalogue: choose it again.',
  'retired-test': 'is no longer offered by the lab: choose another test.',
  'not-orderable': 'is reported as part of a panel: order the panel.',
};

/** The screens that show an order: the Lab screen, the patient's chart and visit, the doctor's home. */
function revalidateOrderScreens(patientId: number, appointmentId?: number | null) {
  revalidatePath(LAB_PATH);
  revalidatePath(`/doctor/patients/${patientId}`, 'layout');
  revalidatePath('/doctor/dashboard');
  if (appointmentId) revalidatePath(`/doctor/appointment/${appointmentId}`);
  // An admission lists the orders written during it (by time, not by a link): whichever admission it is, its page reads again.
  revalidatePath('/doctor/admissions/[id]', 'page');
}

/** The audit line of a step on an existing order: the order, its patient, and what the step was. */
const stepAudit = <I extends { orderId: number }>(detail: (input: I) => string): AuditRule<I> => ({
  entity: 'lab-order',
  action: 'update',
  entityId: (input) => input.orderId,
  patientId: (input, db) => patientOfOrder(db, input.orderId),
  detail,
});

/** "Place order": from the visit page or the chart, by a doctor; answers the order's number. */
export const placeLabOrder = doctorAction(
  placeOrderSchema,
  async (input, { db, doctor }) => {
    const placed = await placeOrder(db, input, { doctorId: doctor.id });
    if (!placed.ok) return fail(placed.test ? `${placed.test} ${ORDER_REFUSALS[placed.reason]}` : ORDER_REFUSALS[placed.reason]);
    revalidateOrderScreens(input.patientId, input.appointmentId);
    return ok({ id: placed.id, number: formatLabOrderNumber(placed.number) });
  },
  {
    audit: {
      entity: 'lab-order',
      action: 'create',
      entityId: (_input, data) => data?.id,
      patientId: (input) => input.patientId,
      detail: (input) => `${input.testIds.length} test${input.testIds.length === 1 ? '' : 's'}, ${input.priority}`,
    },
  },
);

/** Cancels an order until its specimen is taken, with a reason: the ordering doctor or an administrator. */
export const cancelLabOrder = doctorAction(
  cancelOrderSchema,
  async ({ orderId, reason }, { db, doctor }) => {
    const result = await cancelOrder(db, orderId, reason, doctor);
    if (!result.ok) return fail(result.message);
    revalidateOrderScreens(result.patientId);
    return ok(undefined);
  },
  { audit: stepAudit(() => 'cancelled') },
);

export const collectLabSpecimen = doctorAction(
  collectSpecimenSchema,
  async ({ orderId, accession, collectedAt }, { db, doctor }) => {
    const result = await collectSpecimen(db, orderId, accession, doctor.id, collectedAt ?? new Date());
    if (!result.ok) return fail(result.message);
    revalidateOrderScreens(result.patientId);
    return ok(undefined);
  },
  { role: 'lab', audit: stepAudit((input) => `specimen collected, ${input.accession}`) },
);

export const enterLabResults = doctorAction(
  enterResultsSchema,
  async ({ orderId, results }, { db, doctor }) => {
    const result = await enterResults(db, orderId, results, { doctorId: doctor.id });
    if (!result.ok) return fail(result.message);
    revalidateOrderScreens(result.patientId);
    return ok(result.data);
  },
  { role: 'lab', audit: stepAudit((input) => `results entered (${input.results.filter((row) => row.value.trim()).length})`) },
);

export const releaseLabOrder = doctorAction(
  releaseOrderSchema,
  async ({ orderId }, { db, doctor }) => {
    const result = await releaseOrder(db, orderId, { doctorId: doctor.id }, getEnv().LAB_SELF_VERIFICATION);
    if (!result.ok) return fail(result.message);
    await afterRelease(db, orderId);
    revalidateOrderScreens(result.patientId);
    return ok(result.data);
  },
  { role: 'lab', audit: stepAudit(() => 'verified and released') },
);

export const amendLabResult = doctorAction(
  amendResultSchema,
  async ({ orderId, testId, value, reason }, { db, doctor }) => {
    const result = await amendResult(db, orderId, testId, value, reason, doctor.id);
    if (!result.ok) return fail(result.message);
    await afterRelease(db, orderId);
    revalidateOrderScreens(result.patientId);
    return ok(result.data);
  },
  { role: 'lab', audit: stepAudit((input) => `result amended: ${input.reason}`) },
);

/** "Mark as reviewed": any doctor of the clinic (a colleague covering), recorded as theirs. */
export const reviewLabOrder = doctorAction(
  reviewOrderSchema,
  async ({ orderId, note }, { db, doctor }) => {
    const result = await reviewOrder(db, orderId, note, doctor.id);
    if (!result.ok) return fail(result.message);
    revalidateOrderScreens(result.patientId);
    return ok(undefined);
  },
  { audit: stepAudit(() => 'reviewed') },
);

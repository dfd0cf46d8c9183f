'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import * as data from '@/lib/prescriptions/writes';
import { readPrescribingContext } from '@/lib/prescriptions/queries/prescribing-context';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { prescriptionSchema, prescriptionStatusSchema } from '@/lib/prescriptions/schema';
import { visitLinkSchema } from '@/lib/appointments/schema/visit-link';
import { voidSchema } from '@/lib/reports/schema/void';
import { patientOf, patientsShown, recordRead } from '@/lib/audit';
import { doctorAction, type RecordRule } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const NOT_FOUND = 'Prescription not found';
const UNKNOWN_PATIENT = 'This patient no longer exists';
const UNKNOWN_VISIT = "This visit is not the chosen patient's: the prescription was not saved.";
const VOIDED = 'This prescription was voided: it can no longer be changed.';
const ALREADY_VOIDED = 'This prescription was already voided.';
const UNKNOWN_MEDICINE = 'A chosen medicine is no longer in the list: choose it again.';
const UNKNOWN_DIAGNOSIS = "This diagnosis is not one of the patient's tests: choose it again.";
const ALLERGY = "A medicine matches the patient's drug allergies: write why it is prescribed, or remove it.";

type Refusal = Exclude<Awaited<ReturnType<typeof data.createPrescription>>, { ok: true }> | { reason: 'not-found' | 'voided' | 'already-voided' };

function refuse(refusal: Refusal) {
  const { reason } = refusal;
  if ('fieldErrors' in refusal) return fail(ALLERGY, refusal.fieldErrors);
  if (reason === 'unknown-medicine') return fail(UNKNOWN_MEDICINE);
  if (reason === 'unknown-diagnosis') return fail(UNKNOWN_DIAGNOSIS, { diagnosisTestId: UNKNOWN_DIAGNOSIS });
  if (reason === 'unknown-patient') return fail(UNKNOWN_PATIENT, { patientId: UNKNOWN_PATIENT });
  if (reason === 'unknown-visit') return fail(UNKNOWN_VISIT);
  if (reason === 'voided') return fail(VOIDED);
  if (reason === 'already-voided') return fail(ALREADY_VOIDED);
  return fail(NOT_FOUND);
}

const prescriptionRecord = <I>(id: (input: I) => number): RecordRule<I> => ({
  kind: 'prescription',
  id,
  notFound: NOT_FOUND,
  forbidden: 'Only the prescribing doctor or an administrator can change this prescription.',
});

function revalidatePrescriptions() {
  revalidatePath('/doctor/prescription');
  revalidatePath('/doctor/prescription/prescriptionn-details');
  revalidatePath('/doctor/prescription/create-prescription');
}

/**
 * Saves a new prescription written by the signed-in doctor, at a visit (`appointmentId`, the visit's page's
 * Write prescription) or not; the form then opens its details, or goes back to where it was opened from.
 */
export const createPrescription = doctorAction(prescriptionSchema.extend(visitLinkSchema.shape), async (input, { db, doctor }) => {
  const result = await data.createPrescription(db, doctor.id, input);
  if (!result.ok) return refuse(result);
  revalidatePrescriptions();
  if (input.appointmentId) revalidatePath(`/doctor/appointment/${input.appointmentId}`);
  return ok({ id: result.id });
}, { audit: { entity: 'prescription', action: 'create', entityId: (_, data) => data?.id, patientId: (input) => input.patientId } });

/** The edit form sends the prescription's id with its fields. */
export const updatePrescription = doctorAction(
  prescriptionSchema.extend({ id: rowIdSchema }),
  async ({ id, ...input }, { db, doctor }) => {
    const result = await data.updatePrescription(db, id, input, doctor.id);
    if (!result.ok) return refuse(result);
    revalidatePrescriptions();
    return ok({ id: result.id });
  },
  {
    record: prescriptionRecord((input) => input.id),
    audit: { entity: 'prescription', action: 'update', entityId: (input) => input.id, patientId: (input) => input.patientId },
  },
);

export const setPrescriptionStatus = doctorAction(
  z.object({ id: rowIdSchema, status: prescriptionStatusSchema }),
  async ({ id, status }, { db }) => {
    const outcome = await data.setPrescriptionStatus(db, id, status);
    if (outcome !== 'done') return refuse({ reason: outcome });
    revalidatePrescriptions();
    return ok({ status });
  },
  {
    record: prescriptionRecord((input) => input.id),
    audit: {
      entity: 'prescription',
      action: 'update',
      entityId: (input) => input.id,
      patientId: (input, db) => patientOf(db, 'prescription', input.id),
      detail: (input) => `status: ${input.status}`,
    },
  },
);

/** The list's Delete: the prescription is voided with the doctor's reason, never erased (lib/reports/writes/voiding.ts). */
export const voidPrescription = doctorAction(
  voidSchema,
  async ({ id, reason }, { db, doctor }) => {
    const outcome = await data.voidPrescription(db, id, { by: doctor.id, reason });
    if (outcome !== 'voided') return refuse({ reason: outcome });
    revalidatePrescriptions();
    return ok(undefined);
  },
  {
    record: prescriptionRecord((input) => input.id),
    audit: { entity: 'prescription', action: 'void', entityId: (input) => input.id, patientId: (input, db) => patientOf(db, 'prescription', input.id) },
  },
);

/**
 * The prescription form asks, once a patient is chosen: their drug allergies (to warn) and their diagnoses (to name
 * one). That answer is the patient's clinical record, so it is a read of it and goes to their Access history
 * before it is sent, as a screen's would.
 */
export const prescribingContext = doctorAction(z.object({ patientId: rowIdSchema }), async ({ patientId }, { db, doctor }) => {
  const context = await readPrescribingContext(db, patientId);
  if (!context) return fail(UNKNOWN_PATIENT);
  await recordRead(db, { reader: doctor, source: 'prescription form: allergies and diagnoses', items: patientsShown([patientId]) });
  return ok(context);
});

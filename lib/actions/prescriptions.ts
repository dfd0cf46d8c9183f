'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import * as data from '@/lib/data/prescriptions';
import { rowIdSchema } from '@/lib/validations/clinical-fields';
import { prescriptionSchema, prescriptionStatusSchema } from '@/lib/validations/prescription';
import { patientOf } from '@/lib/audit';
import { doctorAction, type RecordRule } from './doctor-action';
import { fail, ok } from './result';

const NOT_FOUND = 'Prescription not found';
const UNKNOWN_PATIENT = 'This patient no longer exists';

function refuse(reason: 'not-found' | 'unknown-patient') {
  if (reason === 'unknown-patient') return fail(UNKNOWN_PATIENT, { patientId: UNKNOWN_PATIENT });
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

/** Saves a new prescription written by the signed-in doctor; the form then opens its details. */
export const createPrescription = doctorAction(prescriptionSchema, async (input, { db, doctor }) => {
  const result = await data.createPrescription(db, doctor.id, input);
  if (!result.ok) return refuse(result.reason);
  revalidatePrescriptions();
  return ok({ id: result.id });
}, { audit: { entity: 'prescription', action: 'create', entityId: (_, data) => data?.id, patientId: (input) => input.patientId } });

/** The edit form sends the prescription's id with its fields. */
export const updatePrescription = doctorAction(
  prescriptionSchema.extend({ id: rowIdSchema }),
  async ({ id, ...input }, { db, doctor }) => {
    const result = await data.updatePrescription(db, id, input, doctor.id);
    if (!result.ok) return refuse(result.reason);
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
    if (outcome !== 'done') return refuse(outcome);
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

export const deletePrescription = doctorAction(
  rowIdSchema,
  async (id, { db }) => {
    const outcome = await data.deletePrescription(db, id);
    if (outcome !== 'done') return refuse(outcome);
    revalidatePrescriptions();
    return ok(undefined);
  },
  {
    record: prescriptionRecord((id) => id),
    audit: { entity: 'prescription', action: 'delete', entityId: (id) => id, patientId: (id, db) => patientOf(db, 'prescription', id) },
  },
);

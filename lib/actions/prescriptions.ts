'use server';

import { revalidatePath } from 'next/cache';
import * as data from '@/lib/data/prescriptions';
import { getDb } from '@/lib/db/client';
import { prescriptionSchema, prescriptionStatusSchema } from '@/lib/validations/prescription';
import { fail, invalid, ok, type ActionResult } from './result';
import { currentDoctorId, sessionEnded } from './session-guard';
import { parseRowId } from '@/lib/validations/clinical-fields';

const NOT_FOUND = 'Prescription not found';
const FORBIDDEN = 'Only the prescribing doctor can change this prescription.';
const UNKNOWN_PATIENT = 'This patient no longer exists';

function refuse(reason: 'not-found' | 'forbidden' | 'unknown-patient') {
  if (reason === 'unknown-patient') return fail(UNKNOWN_PATIENT, { patientId: UNKNOWN_PATIENT });
  return fail(reason === 'forbidden' ? FORBIDDEN : NOT_FOUND);
}

function revalidatePrescriptions() {
  revalidatePath('/doctor/prescription');
  revalidatePath('/doctor/prescription/prescriptionn-details');
  revalidatePath('/doctor/prescription/create-prescription');
}

/** Saves a new prescription written by the signed-in doctor; the form then opens its details. */
export async function createPrescription(input: unknown): Promise<ActionResult<{ id: number }>> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const parsed = prescriptionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const result = await data.createPrescription(await getDb(), doctorId, parsed.data);
  if (!result.ok) return refuse(result.reason);
  revalidatePrescriptions();
  return ok({ id: result.id });
}

export async function updatePrescription(id: unknown, input: unknown): Promise<ActionResult<{ id: number }>> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const prescriptionId = parseRowId(id);
  if (!prescriptionId) return refuse('not-found');
  const parsed = prescriptionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const result = await data.updatePrescription(await getDb(), doctorId, prescriptionId, parsed.data);
  if (!result.ok) return refuse(result.reason);
  revalidatePrescriptions();
  return ok({ id: result.id });
}

export async function setPrescriptionStatus(id: unknown, status: unknown): Promise<ActionResult<{ status: boolean }>> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const prescriptionId = parseRowId(id);
  if (!prescriptionId) return refuse('not-found');
  const parsed = prescriptionStatusSchema.safeParse(status);
  if (!parsed.success) return invalid(parsed.error);
  const outcome = await data.setPrescriptionStatus(await getDb(), doctorId, prescriptionId, parsed.data);
  if (outcome !== 'done') return refuse(outcome);
  revalidatePrescriptions();
  return ok({ status: parsed.data });
}

export async function deletePrescription(id: unknown): Promise<ActionResult> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const prescriptionId = parseRowId(id);
  if (!prescriptionId) return refuse('not-found');
  const outcome = await data.deletePrescription(await getDb(), doctorId, prescriptionId);
  if (outcome !== 'done') return refuse(outcome);
  revalidatePrescriptions();
  return ok(undefined);
}

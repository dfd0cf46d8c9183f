'use server';

import { revalidatePath } from 'next/cache';
import * as data from '@/lib/data/diagnosis-tests';
import { getDb } from '@/lib/db/client';
import { diagnosisTestSchema } from '@/lib/validations/diagnosis-test';
import { fail, invalid, ok, type ActionResult } from './result';
import { currentDoctorId, sessionEnded } from './session-guard';
import { parseRowId } from '@/lib/validations/clinical-fields';

type Refusal = Extract<data.DiagnosisTestWriteResult, { ok: false }>['reason'];

/** What the doctor reads for each refusal, and the field it concerns. */
const REFUSALS: Record<Refusal, { message: string; field?: string }> = {
  'not-found': { message: 'This diagnosis test no longer exists.' },
  forbidden: { message: 'Only the doctor who wrote this diagnosis test can change it.' },
  'duplicate-report-number': { message: 'This report number is already used by another diagnosis test', field: 'reportNumber' },
  'unknown-patient': { message: 'This patient no longer exists', field: 'patientId' },
  'unknown-category': { message: 'This diagnosis category no longer exists', field: 'categoryId' },
};

function refuse(reason: Refusal) {
  const { message, field } = REFUSALS[reason];
  return fail(message, field ? { [field]: message } : undefined);
}

function revalidateDiagnosis(id?: number) {
  revalidatePath('/doctor/diagnosis');
  // The category table shows how many tests use each category.
  revalidatePath('/doctor/diagnosis-category');
  if (id) revalidatePath(`/doctor/edit-diagnosis/${id}`);
}

export async function createDiagnosisTest(input: unknown): Promise<ActionResult<{ id: number; reportNumber: string }>> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const parsed = diagnosisTestSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const result = await data.createDiagnosisTest(await getDb(), doctorId, parsed.data);
  if (!result.ok) return refuse(result.reason);
  revalidateDiagnosis();
  return ok({ id: result.id, reportNumber: result.reportNumber });
}

export async function updateDiagnosisTest(id: unknown, input: unknown): Promise<ActionResult<{ id: number; reportNumber: string }>> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const testId = parseRowId(id);
  if (!testId) return refuse('not-found');
  const parsed = diagnosisTestSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const result = await data.updateDiagnosisTest(await getDb(), doctorId, testId, parsed.data);
  if (!result.ok) return refuse(result.reason);
  revalidateDiagnosis(testId);
  return ok({ id: result.id, reportNumber: result.reportNumber });
}

export async function deleteDiagnosisTest(id: unknown): Promise<ActionResult> {
  const doctorId = await currentDoctorId();
  if (!doctorId) return sessionEnded();
  const testId = parseRowId(id);
  if (!testId) return refuse('not-found');
  const outcome = await data.deleteDiagnosisTest(await getDb(), doctorId, testId);
  if (outcome !== 'deleted') return refuse(outcome);
  revalidateDiagnosis(testId);
  return ok(undefined);
}

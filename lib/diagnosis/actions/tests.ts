'use server';

import { revalidatePath } from 'next/cache';
import * as data from '@/lib/diagnosis/writes/tests';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { diagnosisTestSchema } from '@/lib/diagnosis/schema/test';
import { visitLinkSchema } from '@/lib/appointments/schema/visit-link';
import { voidSchema } from '@/lib/reports/schema/void';
import { patientOf } from '@/lib/audit';
import { doctorAction, type RecordRule } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

type Refusal = Extract<data.DiagnosisTestWriteResult, { ok: false }>['reason'];

const NOT_FOUND = 'This diagnosis test no longer exists.';
const UNKNOWN_VISIT = "This visit is not the chosen patient's: the diagnosis test was not saved.";
const VOIDED = 'This diagnosis test was voided: it can no longer be changed.';
const ALREADY_VOIDED = 'This diagnosis test was already voided.';

/** What the doctor reads for each refusal, and the field it concerns. */
const REFUSALS: Record<Refusal, { message: string; field?: string }> = {
  'not-found': { message: NOT_FOUND },
  voided: { message: VOIDED },
  'duplicate-report-number': { message: 'This report number is already used by another diagnosis test', field: 'reportNumber' },
  'unknown-patient': { message: 'This patient no longer exists', field: 'patientId' },
  'unknown-category': { message: 'This diagnosis category no longer exists', field: 'categoryId' },
  'unknown-visit': { message: UNKNOWN_VISIT },
};

function refuse(reason: Refusal) {
  const { message, field } = REFUSALS[reason];
  return fail(message, field ? { [field]: message } : undefined);
}

const testRecord = <I>(id: (input: I) => number): RecordRule<I> => ({
  kind: 'diagnosis-test',
  id,
  notFound: NOT_FOUND,
  forbidden: 'Only the doctor who wrote this diagnosis test or an administrator can change it.',
});

function revalidateDiagnosis(id?: number) {
  revalidatePath('/doctor/diagnosis');
  // The category table shows how many tests use each category.
  revalidatePath('/doctor/diagnosis-category');
  if (id) revalidatePath(`/doctor/edit-diagnosis/${id}`);
}

/** A new test, written at a visit (`appointmentId`, the visit's page's Record diagnosis test) or not. */
export const createDiagnosisTest = doctorAction(diagnosisTestSchema.extend(visitLinkSchema.shape), async (input, { db, doctor }) => {
  const result = await data.createDiagnosisTest(db, doctor.id, input);
  if (!result.ok) return refuse(result.reason);
  revalidateDiagnosis();
  if (input.appointmentId) revalidatePath(`/doctor/appointment/${input.appointmentId}`);
  return ok({ id: result.id, reportNumber: result.reportNumber });
}, { audit: { entity: 'diagnosis-test', action: 'create', entityId: (_, data) => data?.id, patientId: (input) => input.patientId } });

/** The edit form sends the test's id with its fields. */
export const updateDiagnosisTest = doctorAction(
  diagnosisTestSchema.extend({ id: rowIdSchema }),
  async ({ id, ...input }, { db, doctor }) => {
    const result = await data.updateDiagnosisTest(db, id, input, doctor.id);
    if (!result.ok) return refuse(result.reason);
    revalidateDiagnosis(id);
    return ok({ id: result.id, reportNumber: result.reportNumber });
  },
  {
    record: testRecord((input) => input.id),
    audit: { entity: 'diagnosis-test', action: 'update', entityId: (input) => input.id, patientId: (input) => input.patientId },
  },
);

/** The list's Delete: the test is voided with the doctor's reason, never erased (lib/reports/writes/voiding.ts). */
export const voidDiagnosisTest = doctorAction(
  voidSchema,
  async ({ id, reason }, { db, doctor }) => {
    const outcome = await data.voidDiagnosisTest(db, id, { by: doctor.id, reason });
    if (outcome === 'not-found') return fail(NOT_FOUND);
    if (outcome === 'already-voided') return fail(ALREADY_VOIDED);
    revalidateDiagnosis(id);
    return ok(undefined);
  },
  {
    record: testRecord((input) => input.id),
    audit: { entity: 'diagnosis-test', action: 'void', entityId: (input) => input.id, patientId: (input, db) => patientOf(db, 'diagnosis-test', input.id) },
  },
);

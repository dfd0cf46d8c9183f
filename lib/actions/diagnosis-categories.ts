'use server';

import { revalidatePath } from 'next/cache';
import * as data from '@/lib/data/diagnosis-categories';
import { getDb } from '@/lib/db/client';
import { diagnosisCategorySchema } from '@/lib/validations/diagnosis-category';
import { fail, invalid, ok, type ActionResult } from './result';
import { currentDoctorId, sessionEnded } from './session-guard';
import { parseRowId } from '@/lib/validations/clinical-fields';

const NOT_FOUND = 'This diagnosis category no longer exists.';

/** Why a used category stays: deleting it would leave its tests without a category. */
const inUseMessage = (name: string, tests: number) =>
  `${name} is used by ${tests} diagnosis ${tests === 1 ? 'test' : 'tests'} and cannot be deleted. Change or delete ${tests === 1 ? 'that test' : 'those tests'} first.`;

function revalidateCategories() {
  revalidatePath('/doctor/diagnosis-category');
  // The diagnosis forms offer the categories in their dropdown.
  revalidatePath('/doctor/new-diagnosis');
  revalidatePath('/doctor/edit-diagnosis/[id]', 'page');
}

export async function createDiagnosisCategory(input: unknown): Promise<ActionResult<data.DiagnosisCategoryRecord>> {
  if (!(await currentDoctorId())) return sessionEnded();
  const parsed = diagnosisCategorySchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const result = await data.createDiagnosisCategory(await getDb(), parsed.data);
  if (!result.ok) {
    const message = `A diagnosis category named "${parsed.data.name}" already exists`;
    return fail(message, { name: message });
  }
  revalidateCategories();
  return ok(result.category);
}

export async function deleteDiagnosisCategory(id: unknown): Promise<ActionResult> {
  if (!(await currentDoctorId())) return sessionEnded();
  const categoryId = parseRowId(id);
  if (!categoryId) return fail(NOT_FOUND);
  const result = await data.deleteDiagnosisCategory(await getDb(), categoryId);
  if (!result.ok) {
    if (result.reason === 'not-found') return fail(NOT_FOUND);
    return fail(inUseMessage(result.name, result.testCount));
  }
  revalidateCategories();
  return ok(undefined);
}

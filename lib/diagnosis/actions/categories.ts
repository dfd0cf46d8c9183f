'use server';

import { revalidatePath } from 'next/cache';
import * as data from '@/lib/diagnosis/writes/categories';
import { diagnosisCategorySchema } from '@/lib/diagnosis/schema/category';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const NOT_FOUND = 'This diagnosis category no longer exists.';
const FORBIDDEN = 'Only the doctor who added this diagnosis category or an administrator can delete it.';

/** Why a used category stays: deleting it would leave its tests without a category. */
const inUseMessage = (name: string, tests: number) =>
  `${name} is used by ${tests} diagnosis ${tests === 1 ? 'test' : 'tests'} and cannot be deleted. Change or delete ${tests === 1 ? 'that test' : 'those tests'} first.`;

function revalidateCategories() {
  revalidatePath('/doctor/diagnosis-category');
  // The diagnosis forms offer the categories in their dropdown.
  revalidatePath('/doctor/new-diagnosis');
  revalidatePath('/doctor/edit-diagnosis/[id]', 'page');
}

export const createDiagnosisCategory = doctorAction(diagnosisCategorySchema, async (input, { db, doctor }) => {
  const result = await data.createDiagnosisCategory(db, input, doctor.id);
  if (!result.ok) {
    const message = `A diagnosis category named "${input.name}" already exists`;
    return fail(message, { name: message });
  }
  revalidateCategories();
  return ok(result.category);
}, { audit: { entity: 'diagnosis-category', action: 'create', entityId: (_input, category) => category?.id } });

export const deleteDiagnosisCategory = doctorAction(
  rowIdSchema,
  async (id, { db }) => {
    const result = await data.deleteDiagnosisCategory(db, id);
    if (!result.ok) return fail(result.reason === 'not-found' ? NOT_FOUND : inUseMessage(result.name, result.testCount));
    revalidateCategories();
    return ok(undefined);
  },
  {
    record: { kind: 'diagnosis-category', id: (id) => id, notFound: NOT_FOUND, forbidden: FORBIDDEN },
    audit: { entity: 'diagnosis-category', action: 'delete', entityId: (id) => id },
  },
);

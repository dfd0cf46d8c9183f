import 'server-only';
import { count, eq } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DiagnosisCategoryValues } from '@/lib/diagnosis/schema/category';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/db/pg-errors';
import { type DiagnosisCategoryRecord } from '@/lib/diagnosis/queries/categories';

export type CreateCategoryResult = { ok: true; category: DiagnosisCategoryRecord } | { ok: false; reason: 'duplicate' };

/** Adds a category; a name that exists in any letter case is a duplicate (the unique index is on lower(name)). */
export async function createDiagnosisCategory(db: Db, values: DiagnosisCategoryValues, authorId: number | null): Promise<CreateCategoryResult> {
  try {
    const [row] = await db.insert(diagnosisCategories).values({ ...values, authorId }).returning();
    return { ok: true, category: { id: row.id, name: row.name, description: row.description, createdOn: row.createdAt.toISOString(), testCount: 0 } };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export type DeleteCategoryResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'in-use'; name: string; testCount: number };

const testsUsing = async (db: Db, id: number) =>
  (await db.select({ tests: count() }).from(diagnosisTests).where(eq(diagnosisTests.categoryId, id)))[0].tests;

/**
 * Deletes a category no diagnosis test uses. The foreign key (ON DELETE RESTRICT) has the last word: a
 * test saved between the count and the delete makes the delete fail, and that is reported the same way.
 */
export async function deleteDiagnosisCategory(db: Db, id: number): Promise<DeleteCategoryResult> {
  const [category] = await db.select({ name: diagnosisCategories.name }).from(diagnosisCategories).where(eq(diagnosisCategories.id, id));
  if (!category) return { ok: false, reason: 'not-found' };
  const inUse = (testCount: number) => ({ ok: false, reason: 'in-use', name: category.name, testCount }) as const;
  const tests = await testsUsing(db, id);
  if (tests > 0) return inUse(tests);
  try {
    const deleted = await db.delete(diagnosisCategories).where(eq(diagnosisCategories.id, id)).returning({ id: diagnosisCategories.id });
    return deleted.length > 0 ? { ok: true } : { ok: false, reason: 'not-found' };
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return inUse(Math.max(await testsUsing(db, id), 1));
  }
}

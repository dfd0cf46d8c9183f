import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DiagnosisCategoryValues } from '@/lib/validations/diagnosis-category';
import { isForeignKeyViolation, isUniqueViolation } from './pg-errors';

export interface DiagnosisCategoryRecord {
  id: number;
  name: string;
  description: string;
  /** ISO instant. */
  createdOn: string;
  /** How many diagnosis tests use it; a used category cannot be deleted. */
  testCount: number;
}

/** Every category by name, with how many tests use it. */
export async function listDiagnosisCategories(db: Db): Promise<DiagnosisCategoryRecord[]> {
  const usage = db
    .select({ categoryId: diagnosisTests.categoryId, tests: count().as('tests') })
    .from(diagnosisTests)
    .groupBy(diagnosisTests.categoryId)
    .as('usage');
  const rows = await db
    .select({
      id: diagnosisCategories.id,
      name: diagnosisCategories.name,
      description: diagnosisCategories.description,
      createdAt: diagnosisCategories.createdAt,
      testCount: sql<number>`coalesce(${usage.tests}, 0)::int`,
    })
    .from(diagnosisCategories)
    .leftJoin(usage, eq(usage.categoryId, diagnosisCategories.id))
    .orderBy(asc(sql`lower(${diagnosisCategories.name})`), asc(diagnosisCategories.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdOn: createdAt.toISOString() }));
}

/** What the category dropdown of the diagnosis form offers. */
export function listCategoryOptions(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: diagnosisCategories.id, name: diagnosisCategories.name })
    .from(diagnosisCategories)
    .orderBy(asc(sql`lower(${diagnosisCategories.name})`), asc(diagnosisCategories.id));
}

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

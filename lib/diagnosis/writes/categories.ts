import 'server-only';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DiagnosisCategoryValues } from '@/lib/diagnosis/schema/category';
import type { TableParams } from '@/lib/lists/table-url';
import { containsPattern, listPage, type ListPage } from '@/lib/db/paging';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/db/pg-errors';

export interface DiagnosisCategoryRecord {
  id: number;
  name: string;
  description: string;
  /** ISO instant. */
  createdOn: string;
  /** How many diagnosis tests use it; a used category cannot be deleted. */
  testCount: number;
}

/** The columns the category table sorts by on the server. */
export const CATEGORY_SORTS = ['name'] as const;
export type CategoryListParams = TableParams<(typeof CATEGORY_SORTS)[number]>;

/**
 * One page of categories by name (or as sorted), with how many tests use each; the search finds a part of
 * the name. Only the page's categories are counted against the tests.
 */
export async function listDiagnosisCategories(db: Db, params: CategoryListParams): Promise<ListPage<DiagnosisCategoryRecord>> {
  const where = params.q ? sql`lower(${diagnosisCategories.name}) like ${containsPattern(params.q)}` : undefined;
  const byName = sql`lower(${diagnosisCategories.name})`;
  const order = params.sort === 'name' && params.dir === 'desc' ? [desc(byName), desc(diagnosisCategories.id)] : [asc(byName), asc(diagnosisCategories.id)];
  return listPage(
    params,
    async () => (await db.select({ total: count() }).from(diagnosisCategories).where(where))[0].total,
    async (limit, offset) => {
      // The count runs for the page's rows only: PostgreSQL evaluates it after the sort and the limit.
      const rows = await db
        .select({
          id: diagnosisCategories.id,
          name: diagnosisCategories.name,
          description: diagnosisCategories.description,
          createdAt: diagnosisCategories.createdAt,
          // Spelled out: drizzle leaves single-table columns unqualified, and inside the subquery "id" would be the test's.
          testCount: sql<number>`(select count(*) from diagnosis_tests where diagnosis_tests.category_id = diagnosis_categories.id)::int`,
        })
        .from(diagnosisCategories)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map(({ createdAt, ...row }) => ({ ...row, createdOn: createdAt.toISOString() }));
    },
  );
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

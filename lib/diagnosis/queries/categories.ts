import 'server-only';
import { asc, count, desc, sql } from 'drizzle-orm';
import { diagnosisCategories } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/lists/table-url';
import { containsPattern, listPage, type ListPage } from '@/lib/db/paging';

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

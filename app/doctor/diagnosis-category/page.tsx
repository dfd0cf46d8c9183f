import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/diagnosis/diagnosis-links';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TABLE_DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { CATEGORY_SORTS, listDiagnosisCategories } from '@/lib/diagnosis/queries/categories';
import { getDb } from '@/lib/db/client';
import { parseTableParams } from '@/lib/lists/table-params';
import { CategoryTable } from './_components/category-table';

export const metadata: Metadata = { title: 'Diagnosis Category' };

export default async function DiagnosisCategoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireDoctor();
  const params = parseTableParams(await searchParams, { pageSize: TABLE_DEFAULT_PAGE_SIZE, sorts: CATEGORY_SORTS });
  const list = await listDiagnosisCategories(await getDb(), params);
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis-category" />
      <PageTitle>Diagnosis Category</PageTitle>
      <CategoryTable list={list} params={params} />
    </div>
  );
}

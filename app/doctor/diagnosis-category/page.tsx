import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/clinical/diagnosis-links';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listDiagnosisCategories } from '@/lib/data/diagnosis-categories';
import { getDb } from '@/lib/db/client';
import { CategoryTable } from './_components/category-table';

export const metadata: Metadata = { title: 'Diagnosis Category' };

export default async function DiagnosisCategoryPage() {
  await requireDoctor();
  const categories = await listDiagnosisCategories(await getDb());
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis-category" />
      <PageTitle>Diagnosis Category</PageTitle>
      <CategoryTable categories={categories} />
    </div>
  );
}

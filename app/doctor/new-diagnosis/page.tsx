import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/diagnosis/diagnosis-links';
import { DiagnosisTestForm } from '@/components/diagnosis/diagnosis-test-form';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listCategoryOptions } from '@/lib/data/diagnosis-categories';
import { getDb } from '@/lib/db/client';

export const metadata: Metadata = { title: 'New Patient Diagnosis Test' };

export default async function NewDiagnosisTestPage() {
  await requireDoctor();
  const db = await getDb();
  // The patient picker searches the patients as the doctor types: the page sends none of them.
  const categories = await listCategoryOptions(db);
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis" />
      <PageTitle>New Patient Diagnosis Test</PageTitle>
      <DiagnosisTestForm categories={categories} />
    </div>
  );
}

import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/clinical/diagnosis-links';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listDiagnosisTests } from '@/lib/data/diagnosis-tests';
import { getDb } from '@/lib/db/client';
import { DiagnosisTestList } from './_components/diagnosis-test-list';

export const metadata: Metadata = { title: 'Diagnosis Test' };

export default async function DiagnosisTestPage() {
  const { doctor } = await requireDoctor();
  const tests = await listDiagnosisTests(await getDb());
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis" />
      <PageTitle>Diagnosis Test</PageTitle>
      <DiagnosisTestList tests={tests} actor={{ id: doctor.id, role: doctor.role }} />
    </div>
  );
}

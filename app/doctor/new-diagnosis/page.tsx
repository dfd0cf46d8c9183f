import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/diagnosis/diagnosis-links';
import { DiagnosisTestForm } from '@/components/diagnosis/diagnosis-test-form';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listCategoryOptions } from '@/lib/data/diagnosis-categories';
import { getPatientOption } from '@/lib/data/patient-options';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/validations/clinical-fields';

export const metadata: Metadata = { title: 'New Patient Diagnosis Test' };

/** `?patient={id}` (a patient's chart) opens the form with that patient chosen; an id that is no patient's, empty. */
export default async function NewDiagnosisTestPage({ searchParams }: { searchParams: Promise<{ patient?: string | string[] }> }) {
  await requireDoctor();
  const db = await getDb();
  const patientId = parseRowId([(await searchParams).patient].flat()[0]);
  // The patient picker searches the patients as the doctor types: the page sends none of them but the chosen one.
  const [categories, patient] = await Promise.all([listCategoryOptions(db), patientId === null ? null : getPatientOption(db, patientId)]);
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis" />
      <PageTitle>New Patient Diagnosis Test</PageTitle>
      <DiagnosisTestForm categories={categories} patient={patient} />
    </div>
  );
}

import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/diagnosis/diagnosis-links';
import { DiagnosisTestForm } from '@/components/diagnosis/diagnosis-test-form';
import { PageTitle } from '@/components/page-title';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listCategoryOptions } from '@/lib/diagnosis/queries/categories';
import { readFormStart, type FormStartParams } from '@/lib/reports/queries/form-start';
import { getDb } from '@/lib/db/client';

export const metadata: Metadata = { title: 'New Patient Diagnosis Test' };

/**
 * `?patient={id}` (a patient's chart, a visit) opens the form with that patient chosen; an id that is no
 * patient's, empty. `&appointment={id}` (a visit of that patient) records the test at that visit, and
 * `&returnTo=` (a doctor-area path) is where saving goes back to (see readFormStart).
 */
export default async function NewDiagnosisTestPage({ searchParams }: { searchParams: Promise<FormStartParams> }) {
  const { doctor } = await requireDoctor();
  const db = await getDb();
  // The patient picker searches the patients as the doctor types: the page sends none of them but the chosen one.
  const [categories, { patient, appointmentId, returnTo, visit }] = await Promise.all([listCategoryOptions(db), readFormStart(db, await searchParams)]);
  // A `?patient=` pre-fill shows that patient in the form.
  await recordRead(db, { reader: doctor, source: 'diagnosis test form', items: patient ? patientsShown([patient.id]) : [] });
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis" />
      <PageTitle>New Patient Diagnosis Test</PageTitle>
      <DiagnosisTestForm categories={categories} patient={patient} appointmentId={appointmentId} visit={visit} returnTo={returnTo} />
    </div>
  );
}

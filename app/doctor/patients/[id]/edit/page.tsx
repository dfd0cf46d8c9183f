import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getPatient } from '@/lib/data/patients';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/validations/clinical-fields';
import { PatientForm } from '../../_components/patient-form';
import { patientFormValues } from '../../_components/patient-form-values';
import { patientChartHref } from '@/lib/patient-chart-tabs';

export const metadata: Metadata = { title: 'Edit patient' };

/** "Edit" on the chart: corrects the patient's registration (any active doctor may), then goes back to the chart. */
export default async function EditPatientPage({ params }: { params: Promise<{ id: string }> }) {
  await requireDoctor();
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const patient = await getPatient(await getDb(), id);
  if (!patient) notFound();
  return (
    <div className="space-y-6">
      <PageTitle>Edit patient</PageTitle>
      <PatientForm patientId={id} cancelHref={patientChartHref(id)} initial={patientFormValues(patient)} />
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/page-title';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getPatient } from '@/lib/patients/queries/list';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { PatientForm } from '../../_components/patient-form';
import { patientFormValues } from '../../_components/patient-form-values';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

export const metadata: Metadata = { title: 'Edit patient' };

/** "Edit" on the chart: corrects the patient's registration (any active doctor may), then goes back to the chart. */
export default async function EditPatientPage({ params }: { params: Promise<{ id: string }> }) {
  const { doctor } = await requireDoctor();
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const db = await getDb();
  const patient = await getPatient(db, id);
  if (!patient) notFound();
  // The form is filled with the patient's record: a view in the audit trail.
  await recordRead(db, { reader: doctor, source: 'edit form', items: patientsShown([patient.id]) });
  return (
    <div className="space-y-6">
      <PageTitle>Edit patient</PageTitle>
      <PatientForm patientId={id} cancelHref={patientChartHref(id)} initial={patientFormValues(patient)} />
    </div>
  );
}

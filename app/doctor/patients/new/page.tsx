import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { PatientForm } from '../_components/patient-form';

export const metadata: Metadata = { title: 'New patient' };

/** "New patient" of the patients screen: registers a patient of the clinic, then opens their chart. */
export default async function NewPatientPage() {
  await requireDoctor();
  return (
    <div className="space-y-6">
      <PageTitle>New patient</PageTitle>
      <PatientForm cancelHref="/doctor/patients" />
    </div>
  );
}

import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { notFound } from 'next/navigation';
import { LinkButton } from '@/components/ui/link-button';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getOpenAdmissionOfPatient } from '@/lib/admissions/queries/patient-admissions';
import { getDb } from '@/lib/db/client';
import { ChartHeader } from '../_components/chart-header';
import { loadChartPatient } from '../_components/chart-patient';
import { ChartTabs } from '../_components/chart-tabs';

/**
 * Every part of a patient's chart: who the patient is (the header and its actions), then the parts as tabs,
 * then the part at this address. Moving between parts keeps this layout: only the part is read again.
 */
export default async function PatientChartLayout({ params, children }: { params: Promise<{ id: string }>; children: ReactNode }) {
  const { doctor } = await requireDoctor();
  const chart = await loadChartPatient((await params).id);
  if (!chart) notFound();
  const { patient, counts, allergies, held } = chart;
  // Most patients were never admitted: their chart pays nothing for the header's stay line.
  const admission = held.admissions ? await getOpenAdmissionOfPatient(await getDb(), patient.id) : null;
  return (
    <div className="space-y-6">
      <LinkButton href="/doctor/patients" icon={ArrowLeft} variant="ghost">
        Patients
      </LinkButton>
      <ChartHeader patient={patient} allergies={allergies} admission={admission} doctorId={doctor.id} />
      <ChartTabs patientId={patient.id} counts={counts} />
      {children}
    </div>
  );
}

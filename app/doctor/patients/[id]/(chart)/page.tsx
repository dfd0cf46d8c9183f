import type { Metadata } from 'next';
import { todayIso } from '@/lib/clinic-time';
import { listCurrentMedicines } from '@/lib/prescriptions/queries/current-medicines';
import { readChartVitals } from '@/lib/vitals/queries/patient-vitals';
import { listPatientAppointments } from '@/lib/patients/queries/chart';
import { AppointmentsList } from '../_components/appointments-list';
import { chartPageOf, openChartPart, type SearchParams } from '../_components/chart-patient';
import { CurrentMedicines } from '../_components/current-medicines';
import { VitalsSection } from '../_components/vitals-section';

export const metadata: Metadata = { title: 'Patient chart' };

/**
 * The chart's Overview (`/doctor/patients/{id}`): the patient's vitals with their trends, their current
 * medicines (those of their active prescriptions), and their appointments (today's and the coming ones first),
 * a page at a time. The other parts are tabs of their own.
 */
export default async function PatientChartPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient } = await openChartPart(params);
  const query = await searchParams;
  const [vitals, medicines, appointments] = await Promise.all([
    readChartVitals(db, patient.id),
    listCurrentMedicines(db, patient.id),
    listPatientAppointments(db, patient.id, chartPageOf(query, 'appointments'), todayIso()),
  ]);
  return (
    <>
      <VitalsSection trend={vitals.trend} latest={vitals.latest} />
      <CurrentMedicines medicines={medicines} patientId={patient.id} />
      <AppointmentsList list={appointments} />
    </>
  );
}

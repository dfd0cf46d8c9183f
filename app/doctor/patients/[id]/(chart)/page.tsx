import type { Metadata } from 'next';
import { todayIso } from '@/lib/clinic-time';
import { listPatientAdmissions, type PatientAdmission } from '@/lib/admissions/queries/patient-admissions';
import { listPatientImmunizations, type ChartImmunization } from '@/lib/immunizations/queries/chart';
import { listPatientOtherObservations, type ChartOtherObservation } from '@/lib/other-observations/queries/chart';
import { listPatientPastVisits, type ChartPastVisit } from '@/lib/past-visits/queries/chart';
import { listCurrentMedicines } from '@/lib/prescriptions/queries/current-medicines';
import { listPatientProblems, type ChartProblem } from '@/lib/problems/queries/chart';
import { readChartVitals } from '@/lib/vitals/queries/patient-vitals';
import { emptyChartList, listPatientAppointments } from '@/lib/patients/queries/chart';
import { AdmissionsList } from '../_components/admissions-list';
import { AppointmentsList } from '../_components/appointments-list';
import { chartListOrFailure } from '../_components/chart-list-read';
import { chartPageOf, openChartPart, type SearchParams } from '../_components/chart-patient';
import { CurrentMedicines } from '../_components/current-medicines';
import { ImmunizationsList } from '../_components/immunizations-list';
import { OtherObservationsList } from '../_components/other-observations-list';
import { ProblemsList } from '../_components/problems-list';
import { VisitsElsewhereList } from '../_components/visits-elsewhere-list';
import { VitalsSection } from '../_components/vitals-section';

export const metadata: Metadata = { title: 'Patient chart' };

/**
 * The chart's Overview (`/doctor/patients/{id}`): the patient's vitals with their trends, their problem list (the
 * active problems first), their current medicines (those of their active prescriptions), their appointments (today's
 * and the coming ones first), their stays in this hospital (when they had any) and, beside them, their visits to other
 * hospitals and clinics, then their immunizations and what else such a record observed (a pain score, a smoking
 * status); each list a page at a time. What a record brought in from elsewhere says where it came from. The lists a
 * record import fills each say their own failure in place, with a retry, so that the rest of the Overview still
 * shows. The other parts are tabs of their own.
 */
export default async function PatientChartPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient, held } = await openChartPart(params);
  const query = await searchParams;
  // A list the patient holds no row of (most patients brought no record from elsewhere) is shown empty, unread.
  const [vitals, medicines, appointments, [problems, visitsElsewhere, immunizations, otherObservations, admissions]] = await Promise.all([
    readChartVitals(db, patient.id),
    listCurrentMedicines(db, patient.id),
    listPatientAppointments(db, patient.id, chartPageOf(query, 'appointments'), todayIso()),
    Promise.allSettled([
      held.problems ? listPatientProblems(db, patient.id, chartPageOf(query, 'problems')) : emptyChartList<ChartProblem>(),
      held.visitsElsewhere ? listPatientPastVisits(db, patient.id, chartPageOf(query, 'visitsElsewhere')) : emptyChartList<ChartPastVisit>(),
      held.immunizations ? listPatientImmunizations(db, patient.id, chartPageOf(query, 'immunizations')) : emptyChartList<ChartImmunization>(),
      held.otherObservations ? listPatientOtherObservations(db, patient.id, chartPageOf(query, 'otherObservations')) : emptyChartList<ChartOtherObservation>(),
      held.admissions ? listPatientAdmissions(db, patient.id) : ([] as PatientAdmission[]),
    ]),
  ]);
  return (
    <>
      <VitalsSection trend={vitals.trend} latest={vitals.latest} />
      {chartListOrFailure('problems', problems, (list) => (
        <ProblemsList list={list} />
      ))}
      <CurrentMedicines medicines={medicines} patientId={patient.id} />
      <AppointmentsList list={appointments} />
      {chartListOrFailure('admissions', admissions, (list) => (list.length > 0 ? <AdmissionsList admissions={list} /> : null))}
      {chartListOrFailure('visitsElsewhere', visitsElsewhere, (list) => (
        <VisitsElsewhereList list={list} />
      ))}
      {chartListOrFailure('immunizations', immunizations, (list) => (
        <ImmunizationsList list={list} />
      ))}
      {chartListOrFailure('otherObservations', otherObservations, (list) => (
        <OtherObservationsList list={list} />
      ))}
    </>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ArrowLeft } from 'lucide-react';
import { notFound } from 'next/navigation';
import { AccessHistory } from '@/components/audit/access-history';
import { Skeleton } from '@/components/ui/skeleton';
import { LinkButton } from '@/components/ui/link-button';
import { recordPatientView } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listPatientAppointments, listPatientDiagnosisTests, listPatientPrescriptions, listPatientTransactions } from '@/lib/data/patient-chart';
import { listPatientReports } from '@/lib/data/patient-reports';
import { readPatientVitals, readVitalsTrend } from '@/lib/data/patient-vitals';
import { getPatient } from '@/lib/data/patients';
import { getDb } from '@/lib/db/client';
import { todayIso } from '@/lib/format';
import { parseRowId } from '@/lib/validations/clinical-fields';
import { ACCESS_HISTORY_PAGE_SIZE } from '@/lib/validations/audit';
import { parseTableParams, tableParamKeys } from '@/lib/validations/table-params';
import { AppointmentsList } from './_components/appointments-list';
import { ChartHeader } from './_components/chart-header';
import { CHART_PAGE_SIZE, type ChartList } from './_components/chart-lists';
import { PrescriptionsList } from './_components/prescriptions-list';
import { ReportsList } from './_components/reports-list';
import { TestsList } from './_components/tests-list';
import { TransactionsList } from './_components/transactions-list';
import { VitalsSection } from './_components/vitals-section';

export const metadata: Metadata = { title: 'Patient chart' };

type SearchParams = Record<string, string | string[] | undefined>;

/** The page of each list, from its own `?{list}Page=`. */
const pageOf = (query: SearchParams, list: ChartList) => ({
  page: parseTableParams(query, { pageSize: CHART_PAGE_SIZE, sorts: [], prefix: list }).page,
  pageSize: CHART_PAGE_SIZE,
});

const ACCESS_PAGE_KEY = tableParamKeys('access').page;
const accessPageOf = (query: SearchParams) => parseTableParams(query, { pageSize: ACCESS_HISTORY_PAGE_SIZE, sorts: [], prefix: 'access' }).page;

/** This page's address with `changes` made to its query (the other lists keep their pages). */
function withQuery(query: SearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) next.append(key, one);
  }
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  return `?${next.toString()}`;
}

/**
 * A patient's chart: who they are, their vitals and trend, then one page of each of their appointments,
 * diagnosis tests, prescriptions, transactions and medical reports (everything filed for them). An id that is no patient's is the doctor
 * area's PageNotFound; a failed read falls to app/doctor/error.tsx.
 */
export default async function PatientChartPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { doctor } = await requireDoctor();
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const db = await getDb();
  const patient = await getPatient(db, id);
  if (!patient) notFound();
  // Opening the chart is a view of the patient's record: one line in the audit trail (its Access history).
  await recordPatientView(db, { doctor, patientId: id, source: 'chart' });

  const query = await searchParams;
  const [trend, vitals, appointments, tests, prescriptions, transactions, reports] = await Promise.all([
    readVitalsTrend(db, id),
    readPatientVitals(db, id),
    listPatientAppointments(db, id, pageOf(query, 'appointments'), todayIso()),
    listPatientDiagnosisTests(db, id, pageOf(query, 'tests')),
    listPatientPrescriptions(db, id, pageOf(query, 'prescriptions')),
    listPatientTransactions(db, id, pageOf(query, 'transactions')),
    listPatientReports(db, id, pageOf(query, 'reports')),
  ]);

  return (
    <div className="space-y-6">
      <LinkButton href="/doctor/patients" icon={ArrowLeft} variant="ghost">
        Patients
      </LinkButton>
      <ChartHeader patient={patient} />
      <VitalsSection trend={trend} latest={vitals.latest} />
      <AppointmentsList list={appointments} />
      <TestsList list={tests} />
      <PrescriptionsList list={prescriptions} />
      <TransactionsList list={transactions} />
      <ReportsList list={reports} />
      {/* Who saw or changed this record: read after the rest, so it streams in last. */}
      <Suspense fallback={<Skeleton role="status" aria-label="Loading the access history" className="h-48" />}>
        <AccessHistory patientId={id} page={accessPageOf(query)} hrefForPage={(page) => withQuery(query, { [ACCESS_PAGE_KEY]: String(page) })} />
      </Suspense>
    </div>
  );
}

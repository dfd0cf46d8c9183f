import type { Metadata } from 'next';
import { Suspense } from 'react';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { parseTableParams } from '@/lib/lists/table-params';
import { PATIENT_ORDERS_PAGE_SIZE } from '@/lib/lab/queries/patient-orders';
import { openChartPart, type SearchParams } from '../../_components/chart-patient';
import { ORDERS_PAGE_PREFIX } from './_components/orders-pager';
import { OrdersSection } from './_components/orders-section';
import { ResultsHistory, ResultsHistorySkeleton } from './_components/results-history';

export const metadata: Metadata = { title: 'Results · Patient chart' };

/**
 * The chart's Results (`/doctor/patients/{id}/results`): the patient's lab orders, newest first, a page at a time
 * (`?ordersPage=`), each with its state and results; then each test over time: a row a test with its latest results,
 * and one test's trend and results (`?test=`). The orders come in the first HTML; the tests over time follow when read, behind a placeholder of their own.
 */
export default async function ChartResultsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { patient, doctor } = await openChartPart(params);
  const query = await searchParams;
  const { page } = parseTableParams(query, { pageSize: PATIENT_ORDERS_PAGE_SIZE, sorts: [], prefix: ORDERS_PAGE_PREFIX });
  // The test whose trend and results are shown: the address names it, so that a reload or a shared link keeps it.
  const testId = parseRowId(Array.isArray(query.test) ? query.test[0] : query.test);
  const hrefOf = (test: number) => `/doctor/patients/${patient.id}/results?${new URLSearchParams({ ...(page > 1 ? { [`${ORDERS_PAGE_PREFIX}Page`]: String(page) } : {}), test: String(test) })}#chosen-test`;
  return (
    <>
      <OrdersSection patientId={patient.id} page={page} doctor={doctor} />
      <Suspense fallback={<ResultsHistorySkeleton />}>
        <ResultsHistory patientId={patient.id} doctor={doctor} testId={testId} hrefOf={hrefOf} />
      </Suspense>
    </>
  );
}

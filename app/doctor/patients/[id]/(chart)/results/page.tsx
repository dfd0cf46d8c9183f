import type { Metadata } from 'next';
import { recordRead, type ReadItem } from '@/lib/audit';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { parseTableParams } from '@/lib/lists/table-params';
import { listPatientLabOrders, PATIENT_ORDERS_PAGE_SIZE } from '@/lib/lab/queries/patient-orders';
import { readPatientResultHistory } from '@/lib/lab/queries/patient-results';
import { openChartPartUnrecorded, type SearchParams } from '../../_components/chart-patient';
import { ORDERS_PAGE_PREFIX } from './_components/orders-pager';
import { OrdersSection } from './_components/orders-section';
import { ResultsHistory } from './_components/results-history';

export const metadata: Metadata = { title: 'Results · Patient chart' };

/** Where the chart's Results record what they show: the chart, and which part of it. */
const RESULTS_AUDIT_SOURCE = 'chart, results';

/**
 * The chart's Results (`/doctor/patients/{id}/results`): the patient's lab orders, newest first, a page at a time
 * (`?ordersPage=`), each with its state and results; then each test over time: a row a test with its latest results,
 * and one test's trend and results (`?test=`). Both are read at once, and everything shown (the patient, the page's
 * orders, the orders the results over time come from) goes to the audit trail in one insert before anything is
 * shown. A read that fails is said in its own section, with a retry; a failed audit shows nothing of the record.
 */
export default async function ChartResultsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient, doctor, chartView } = await openChartPartUnrecorded(params);
  const query = await searchParams;
  const { page } = parseTableParams(query, { pageSize: PATIENT_ORDERS_PAGE_SIZE, sorts: [], prefix: ORDERS_PAGE_PREFIX });
  // The test whose trend and results are shown: the address names it, so that a reload or a shared link keeps it.
  const testId = parseRowId(Array.isArray(query.test) ? query.test[0] : query.test);
  const hrefOf = (test: number) => `/doctor/patients/${patient.id}/results?${new URLSearchParams({ ...(page > 1 ? { [`${ORDERS_PAGE_PREFIX}Page`]: String(page) } : {}), test: String(test) })}#chosen-test`;

  const [orders, history] = await Promise.allSettled([
    listPatientLabOrders(db, patient.id, { page, pageSize: PATIENT_ORDERS_PAGE_SIZE }),
    readPatientResultHistory(db, patient.id),
  ]);
  const orderIds = [
    ...(orders.status === 'fulfilled' ? orders.value.rows.map((order) => order.id) : []),
    ...(history.status === 'fulfilled' ? history.value.flatMap((test) => test.points.map((point) => point.orderId)) : []),
  ];
  const items: ReadItem[] = [chartView, ...new Set(orderIds)].map((item) => (typeof item === 'number' ? { entity: 'lab-order', entityId: item, patientId: patient.id } : item));
  await recordRead(db, { reader: doctor, source: RESULTS_AUDIT_SOURCE, items });
  return (
    <>
      <OrdersSection patientId={patient.id} doctor={doctor} read={orders} />
      <ResultsHistory read={history} testId={testId} hrefOf={hrefOf} />
    </>
  );
}

import type { Metadata } from 'next';
import { AccessHistory } from '@/components/audit/access-history';
import { ACCESS_HISTORY_PAGE_SIZE } from '@/lib/validations/audit';
import { parseTableParams } from '@/lib/validations/table-params';
import { openChartPart, type SearchParams } from '../../_components/chart-patient';

export const metadata: Metadata = { title: 'Access history · Patient chart' };

/** The chart's Access history: who saw or changed this record, newest first, a page at a time (`?accessPage=`). */
export default async function ChartAccessHistoryPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { patient } = await openChartPart(params);
  const query = await searchParams;
  const page = parseTableParams(query, { pageSize: ACCESS_HISTORY_PAGE_SIZE, sorts: [], prefix: 'access' }).page;
  return <AccessHistory patientId={patient.id} page={page} />;
}

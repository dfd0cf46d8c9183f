import type { Metadata } from 'next';
import { AccessHistory } from '@/components/audit/access-history';
import { isAdministrator } from '@/lib/auth/roles';
import { ACCESS_HISTORY_PAGE_SIZE } from '@/lib/audit/schema';
import { parseTableParams } from '@/lib/lists/table-params';
import { openChartPart, type SearchParams } from '../../_components/chart-patient';

export const metadata: Metadata = { title: 'Access history · Patient chart' };

/** The chart's Access history: who saw or changed this record, newest first, a page at a time (`?accessPage=`); addresses for administrators. */
export default async function ChartAccessHistoryPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { patient, doctor } = await openChartPart(params);
  const query = await searchParams;
  const page = parseTableParams(query, { pageSize: ACCESS_HISTORY_PAGE_SIZE, sorts: [], prefix: 'access' }).page;
  // Addresses and refusal details are the administrators' (as the Audit screen is).
  return <AccessHistory patientId={patient.id} full={isAdministrator(doctor)} page={page} />;
}

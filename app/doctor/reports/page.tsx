import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { REPORT_TABS } from '@/lib/constants';
import { doctorIdentity } from '@/lib/staff/queries/doctors';
import { OpenReportTable } from './_components/open-report-table';
import type { ReportTab } from './_components/report-lists';
import { ReportsTabs } from './_components/reports-tabs';

export const metadata: Metadata = { title: 'Reports' };

const tabFrom = (value: unknown): ReportTab => REPORT_TABS.find((tab) => tab === value) ?? 'birth';

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const query = await searchParams;
  const tab = tabFrom(query.tab);
  const { name, email } = doctorIdentity(doctor);
  return (
    <div className="space-y-6">
      <PageTitle>Reports</PageTitle>
      <ReportsTabs tab={tab}>
        <OpenReportTable tab={tab} searchParams={query} doctor={{ name, email }} reader={doctor} />
      </ReportsTabs>
    </div>
  );
}

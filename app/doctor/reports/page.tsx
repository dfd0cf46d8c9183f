import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { REPORT_TABS } from '@/lib/constants';
import { listCaseReports } from '@/lib/data/case-reports';
import { doctorIdentity } from '@/lib/data/doctors';
import { listDocuments } from '@/lib/data/documents';
import { listInvestigations } from '@/lib/data/investigations';
import { getDb } from '@/lib/db/client';
import { ReportsTabs, type ReportTab } from './_components/reports-tabs';

export const metadata: Metadata = { title: 'Reports' };

const tabFrom = (value: unknown): ReportTab => REPORT_TABS.find((tab) => tab === value) ?? 'birth';

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const db = await getDb();
  const [births, deaths, investigations, documents] = await Promise.all([
    listCaseReports(db, 'birth'),
    listCaseReports(db, 'death'),
    listInvestigations(db),
    listDocuments(db),
  ]);
  const { name, email } = doctorIdentity(doctor);
  return (
    <div className="space-y-6">
      <PageTitle>Reports</PageTitle>
      <ReportsTabs
        initialTab={tabFrom((await searchParams).tab)}
        births={births}
        deaths={deaths}
        investigations={investigations}
        documents={documents}
        doctor={{ name, email }}
      />
    </div>
  );
}

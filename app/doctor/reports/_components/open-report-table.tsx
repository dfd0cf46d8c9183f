import 'server-only';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import { CASE_REPORT_SORTS, listCaseReports } from '@/lib/data/case-reports';
import { DOCUMENT_SORTS, listDocuments } from '@/lib/data/documents';
import { INVESTIGATION_SORTS, listInvestigations } from '@/lib/data/investigations';
import { getDb } from '@/lib/db/client';
import { parseTableParams } from '@/lib/validations/table-params';
import { CaseReportsTable } from './case-reports-table';
import { DocumentsTable } from './documents-table';
import { InvestigationsTable } from './investigations-table';
import type { SignedInDoctor } from './new-case-report-dialog';
import { REPORT_LIST_PREFIX, type ReportTab } from './report-lists';

type SearchParams = Record<string, string | string[] | undefined>;

interface OpenReportTableProps {
  tab: ReportTab;
  searchParams: SearchParams;
  doctor: SignedInDoctor;
}

/** The open tab's table, with the one page of it that its own URL keys ask for; the other tabs read nothing. */
export async function OpenReportTable({ tab, searchParams, doctor }: OpenReportTableProps) {
  const db = await getDb();
  const prefix = REPORT_LIST_PREFIX[tab];
  switch (tab) {
    case 'birth':
    case 'death': {
      const params = { ...parseTableParams(searchParams, { pageSize: REPORTS_PAGE_SIZE, sorts: CASE_REPORT_SORTS, prefix }), kind: tab };
      return <CaseReportsTable kind={tab} list={await listCaseReports(db, params)} params={params} doctor={doctor} />;
    }
    case 'investigation': {
      const params = parseTableParams(searchParams, { pageSize: REPORTS_PAGE_SIZE, sorts: INVESTIGATION_SORTS, prefix });
      return <InvestigationsTable list={await listInvestigations(db, params)} params={params} />;
    }
    case 'operation': {
      const params = parseTableParams(searchParams, { pageSize: REPORTS_PAGE_SIZE, sorts: DOCUMENT_SORTS, prefix });
      return <DocumentsTable list={await listDocuments(db, params)} params={params} />;
    }
  }
}

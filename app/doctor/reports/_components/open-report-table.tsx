import 'server-only';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import { CASE_REPORT_SORTS, listCaseReports } from '@/lib/reports/queries/case-reports';
import { DOCUMENT_SORTS, listDocuments } from '@/lib/reports/queries/documents';
import { INVESTIGATION_SORTS, listInvestigations } from '@/lib/reports/queries/investigations';
import { patientsShown, recordRead, type ReadItem, type Reader } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { parseTableParams } from '@/lib/lists/table-params';
import { getPatientOption } from '@/lib/patients/queries/options';
import { CaseReportsTable } from './case-reports-table';
import { DocumentsTable } from './documents-table';
import { InvestigationsTable } from './investigations-table';
import { REPORT_LIST_PREFIX, type NewReportOpening, type ReportTab, type SignedInDoctor } from './report-lists';

type SearchParams = Record<string, string | string[] | undefined>;

interface OpenReportTableProps {
  tab: ReportTab;
  searchParams: SearchParams;
  doctor: SignedInDoctor;
  /** Who reads the page's reports, for the audit trail. */
  reader: Reader;
}

const first = (value: string | string[] | undefined) => [value].flat()[0];

/**
 * `?new={tab}&patient={id}` on the Birth or Death tab: its New Report dialog opens with that patient chosen. An id
 * that is no patient's opens it empty; a `new` of another tab opens nothing.
 */
async function readOpening(db: Db, tab: 'birth' | 'death', searchParams: SearchParams): Promise<NewReportOpening | null> {
  if (first(searchParams.new) !== tab) return null;
  const patientId = parseRowId(first(searchParams.patient));
  return { patient: patientId === null ? null : await getPatientOption(db, patientId) };
}

/** The open tab's table, with the one page of it that its own URL keys ask for; the other tabs read nothing. */
export async function OpenReportTable({ tab, searchParams, doctor, reader }: OpenReportTableProps) {
  const db = await getDb();
  const prefix = REPORT_LIST_PREFIX[tab];
  // Each table's page of reports, each with its patient (when it names one): one audit insert before it is sent.
  const record = (page: number, items: ReadItem[]) => recordRead(db, { reader, source: `${tab} reports list, page ${page}`, items });
  switch (tab) {
    case 'birth':
    case 'death': {
      const params = { ...parseTableParams(searchParams, { pageSize: REPORTS_PAGE_SIZE, sorts: CASE_REPORT_SORTS, prefix }), kind: tab };
      const [list, opening] = await Promise.all([listCaseReports(db, params), readOpening(db, tab, searchParams)]);
      // The patient the opened form shows is read with the list: in the same audit insert.
      const shown = opening?.patient ? patientsShown([opening.patient.id], `${tab} report form`) : [];
      await record(list.page, [...list.rows.map((row): ReadItem => ({ entity: 'medical-report', entityId: row.id, patientId: row.patient.patientId })), ...shown]);
      return <CaseReportsTable kind={tab} list={list} params={params} doctor={doctor} opening={opening} />;
    }
    case 'investigation': {
      const params = parseTableParams(searchParams, { pageSize: REPORTS_PAGE_SIZE, sorts: INVESTIGATION_SORTS, prefix });
      const list = await listInvestigations(db, params);
      await record(list.page, list.rows.map((row) => ({ entity: 'medical-report', entityId: row.id, patientId: row.user.patientId })));
      return <InvestigationsTable list={list} params={params} />;
    }
    case 'operation': {
      const params = parseTableParams(searchParams, { pageSize: REPORTS_PAGE_SIZE, sorts: DOCUMENT_SORTS, prefix });
      const list = await listDocuments(db, params);
      await record(list.page, list.rows.map((row) => ({ entity: 'medical-report', entityId: row.id, patientId: row.patient?.id ?? null })));
      return <DocumentsTable list={list} params={params} />;
    }
  }
}

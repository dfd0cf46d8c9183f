import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { caseReports, patients } from '@/lib/db/schema';
import type { CaseReportKind } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/lists/table-url';
import { listPage, type ListPage } from '@/lib/db/paging';
import { reportPatientJoin, reportPersonColumns, reportPersonNameMatches, reportPersonOf, type ReportPerson } from '@/lib/reports/queries/report-patient';
import { standing } from '@/lib/reports/queries/voided-marks';

/** A birth or death report as the Birth and Death tables show it (the brief's "Case report row"). */
export interface CaseReport {
  id: number;
  kind: CaseReportKind;
  caseId: string;
  /** The patient it is filed for (their name and email), or the typed person of an old unlinked report. */
  patient: ReportPerson;
  doctor: { name: string; email: string; avatar: string };
  /** YYYY-MM-DD. */
  date: string;
  notes: string;
}

const select = (db: Db) =>
  db
    .select({
      id: caseReports.id,
      kind: caseReports.kind,
      caseId: caseReports.caseId,
      ...reportPersonColumns({ patientId: caseReports.patientId, name: caseReports.patientName, email: caseReports.patientEmail, avatar: caseReports.patientAvatar }),
      doctorName: caseReports.doctorName,
      doctorEmail: caseReports.doctorEmail,
      doctorAvatar: caseReports.doctorAvatar,
      date: caseReports.date,
      notes: caseReports.notes,
    })
    .from(caseReports)
    .leftJoin(patients, reportPatientJoin(caseReports.patientId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toCaseReport = (row: Row): CaseReport => ({
  id: row.id,
  kind: row.kind,
  caseId: row.caseId,
  patient: reportPersonOf(row),
  doctor: { name: row.doctorName, email: row.doctorEmail, avatar: row.doctorAvatar },
  date: row.date,
  notes: row.notes,
});

/** The Birth and Death tables have no sortable column: they stay newest first whatever the URL says. */
export const CASE_REPORT_SORTS = [] as const;
export type CaseReportListParams = TableParams<(typeof CASE_REPORT_SORTS)[number]> & { kind: CaseReportKind };

/** One page of a kind's standing reports, newest first; the search finds a part of the patient's name. */
export async function listCaseReports(db: Db, params: CaseReportListParams): Promise<ListPage<CaseReport>> {
  const where = and(
    eq(caseReports.kind, params.kind),
    standing(caseReports),
    params.q ? reportPersonNameMatches(db, { patientId: caseReports.patientId, name: caseReports.patientName }, params.q) : undefined,
  );
  return listPage(
    params,
    async () => (await db.select({ total: count() }).from(caseReports).where(where))[0].total,
    async (limit, offset) => {
      const rows = await select(db)
        .where(where)
        .orderBy(desc(caseReports.date), desc(caseReports.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toCaseReport);
    },
  );
}

export async function getCaseReport(db: Db, id: number): Promise<CaseReport | null> {
  const [row] = await select(db).where(eq(caseReports.id, id));
  return row ? toCaseReport(row) : null;
}

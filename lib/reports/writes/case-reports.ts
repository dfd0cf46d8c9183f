import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CASE_ID_PREFIX } from '@/lib/constants';
import { birthCaseIdSequence, caseReports, deathCaseIdSequence, patients } from '@/lib/db/schema';
import type { CaseReportKind } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { CaseReportValues } from '@/lib/reports/schema/report';
import type { TableParams } from '@/lib/lists/table-url';
import { listPage, type ListPage } from '@/lib/db/paging';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { lockReportPatient, reportPatientJoin, reportPersonColumns, reportPersonNameMatches, reportPersonOf, type ReportPerson } from '@/lib/reports/queries/report-patient';
import { standing, voidRecord, type VoidOutcome, type VoidRequest } from './voiding';

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

/** The next number of the kind's sequence: never one issued before, even if its report was voided. */
async function nextCaseId(db: Db, kind: CaseReportKind): Promise<string> {
  const sequence = kind === 'birth' ? birthCaseIdSequence : deathCaseIdSequence;
  // Both drivers answer `{ rows }`; the bigint comes back as a string (pg) or a number (PGlite).
  const result = (await db.execute(sql`select nextval(${sequence.seqName}::regclass) as value`)) as unknown as { rows: Array<{ value: string | number }> };
  return `${CASE_ID_PREFIX[kind]}-${String(result.rows[0].value)}`;
}

/** How often a new case id is tried when another report took it at the same moment. */
const CASE_ID_ATTEMPTS = 3;

export async function getCaseReport(db: Db, id: number): Promise<CaseReport | null> {
  const [row] = await select(db).where(eq(caseReports.id, id));
  return row ? toCaseReport(row) : null;
}

/**
 * Saves a new report for the chosen patient, written by `authorId` (null only for rows that no account wrote,
 * such as imports); 'unknown-patient' when that patient does not exist (any more). The typed copy of the
 * patient's name and email is written from the patient (see report-patient.ts).
 */
export async function createCaseReport(db: Db, input: CaseReportValues, authorId: number | null): Promise<CaseReport | 'unknown-patient'> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await db.transaction(async (tx) => {
        const patient = await lockReportPatient(tx, input.patientId);
        if (!patient) return null;
        const [row] = await tx
          .insert(caseReports)
          .values({
            kind: input.kind,
            caseId: await nextCaseId(tx, input.kind),
            patientId: input.patientId,
            patientName: patient.fullName,
            patientEmail: patient.email ?? '',
            doctorName: input.doctorName,
            doctorEmail: input.doctorEmail,
            date: input.date,
            notes: input.notes,
            authorId,
          })
          .returning({ id: caseReports.id });
        return row.id;
      });
      if (id === null) return 'unknown-patient';
      return (await getCaseReport(db, id))!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CASE_ID_ATTEMPTS) throw error;
    }
  }
}

/** Voids a report of that kind (never deleted): it leaves the Birth or Death table and keeps its case id. */
export function voidCaseReport(db: Db, kind: CaseReportKind, id: number, request: Omit<VoidRequest, 'where'>): Promise<VoidOutcome> {
  return voidRecord(db, 'case-report', id, { ...request, where: eq(caseReports.kind, kind) });
}

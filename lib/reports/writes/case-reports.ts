import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { CASE_ID_PREFIX } from '@/lib/constants';
import { birthCaseIdSequence, caseReports, deathCaseIdSequence } from '@/lib/db/schema';
import type { CaseReportKind } from '@/lib/db/schema/enums';
import { rowsOf } from '@/lib/db/rows';
import type { Db } from '@/lib/db/types';
import type { CaseReportValues } from '@/lib/reports/schema/report';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { lockReportPatient } from '@/lib/reports/queries/report-patient';
import { voidRecord, type VoidOutcome, type VoidRequest } from './voiding';
import { type CaseReport, getCaseReport } from '@/lib/reports/queries/case-reports';

/** The next number of the kind's sequence: never one issued before, even if its report was voided. */
async function nextCaseId(db: Db, kind: CaseReportKind): Promise<string> {
  const sequence = kind === 'birth' ? birthCaseIdSequence : deathCaseIdSequence;
  // The bigint comes back as a string (pg) or a number (PGlite).
  const [row] = await rowsOf<{ value: string | number }>(db, sql`select nextval(${sequence.seqName}::regclass) as value`);
  return `${CASE_ID_PREFIX[kind]}-${String(row.value)}`;
}

/** How often a new case id is tried when another report took it at the same moment. */
const CASE_ID_ATTEMPTS = 3;

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

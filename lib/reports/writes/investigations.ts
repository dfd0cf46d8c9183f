import 'server-only';
import { investigations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { InvestigationValues } from '@/lib/reports/schema/report';
import { insertAttachment, type NewFile } from './attachments';
import { lockReportPatient } from '@/lib/reports/queries/report-patient';
import { voidRecord, type VoidOutcome, type VoidRequest } from './voiding';
import { type Investigation, getInvestigation } from '@/lib/reports/queries/investigations';

/**
 * The report, for the chosen patient, and its file in one transaction: no report without its file, no orphaned
 * file; 'unknown-patient' (nothing saved) when that patient does not exist (any more).
 */
export async function createInvestigation(
  db: Db,
  { patientId, ...input }: InvestigationValues,
  file: NewFile | null,
  authorId: number | null,
): Promise<Investigation | 'unknown-patient'> {
  const id = await db.transaction(async (tx) => {
    const patient = await lockReportPatient(tx, patientId);
    if (!patient) return null;
    const attachmentId = file ? await insertAttachment(tx, file) : null;
    const [row] = await tx
      .insert(investigations)
      .values({ ...input, patientId, userName: patient.fullName, userEmail: patient.email ?? '', attachmentId, authorId })
      .returning({ id: investigations.id });
    return row.id;
  });
  return id === null ? 'unknown-patient' : (await getInvestigation(db, id))!;
}

/** Voids the report (never deleted): it leaves the table; the report and its file stay. */
export function voidInvestigation(db: Db, id: number, request: VoidRequest): Promise<VoidOutcome> {
  return voidRecord(db, 'investigation', id, request);
}

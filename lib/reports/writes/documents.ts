import 'server-only';
import { eq } from 'drizzle-orm';
import { documents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DocumentValues } from '@/lib/reports/schema/report';
import { deleteAttachment, insertAttachment, type NewFile } from './attachments';
import { lockReportPatient } from '@/lib/reports/queries/report-patient';
import { voidRecord, type VoidOutcome, type VoidRequest } from './voiding';
import { getDocument, type OperationDocument } from '@/lib/reports/queries/documents';

/**
 * Changes the fields (the patient it is filed for among them) and, when a file is given, replaces the attachment
 * (the old file is deleted). Null when there is no such report; 'voided' when it was voided (a voided record is
 * kept as it was); 'unknown-patient' (nothing saved) when the chosen patient does not exist (any more).
 */
export async function updateDocument(db: Db, id: number, input: DocumentValues, file: NewFile | null): Promise<OperationDocument | null | 'voided' | 'unknown-patient'> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ attachmentId: documents.attachmentId, voidedAt: documents.voidedAt })
      .from(documents)
      .where(eq(documents.id, id))
      .for('update');
    if (!current) return 'not-found' as const;
    if (current.voidedAt !== null) return 'voided' as const;
    if (!(await lockReportPatient(tx, input.patientId))) return 'unknown-patient' as const;
    const attachmentId = file ? await insertAttachment(tx, file) : current.attachmentId;
    await tx.update(documents).set({ ...input, attachmentId }).where(eq(documents.id, id));
    if (file && current.attachmentId !== null) await deleteAttachment(tx, current.attachmentId);
    return 'done' as const;
  });
  if (outcome === 'not-found') return null;
  return outcome === 'done' ? getDocument(db, id) : outcome;
}

/** Voids the report (never deleted): it leaves the table; the report and its file stay. */
export function voidDocument(db: Db, id: number, request: VoidRequest): Promise<VoidOutcome> {
  return voidRecord(db, 'document', id, request);
}

import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { attachments, documents, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DocumentValues } from '@/lib/reports/schema/report';
import type { TableParams } from '@/lib/lists/table-url';
import { attachmentColumns, attachmentOf, deleteAttachment, insertAttachment, type AttachmentInfo, type NewFile } from './attachments';
import { listPage, type ListPage } from '@/lib/db/paging';
import { lockReportPatient } from '@/lib/reports/queries/report-patient';
import { standing, voidRecord, type VoidOutcome, type VoidRequest } from './voiding';

/** The Operation Reports tab (the brief's "Documents row"; its `attachements`). */
export interface OperationDocument {
  id: number;
  surgery: string;
  generatedBy: string;
  /** The patient it is filed for; null for an operation report from before migration 0008 (none was typed). */
  patient: { id: number; fullName: string; email: string | null } | null;
  attachment: AttachmentInfo | null;
}

const select = (db: Db) =>
  db
    .select({
      id: documents.id,
      surgery: documents.surgery,
      generatedBy: documents.generatedBy,
      patientId: patients.id,
      patientName: patients.fullName,
      patientEmail: patients.email,
      ...attachmentColumns,
    })
    .from(documents)
    .leftJoin(patients, eq(patients.id, documents.patientId))
    .leftJoin(attachments, eq(attachments.id, documents.attachmentId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toDocument = ({ attachmentId, fileName, mime, patientId, patientName, patientEmail, ...row }: Row): OperationDocument => ({
  ...row,
  patient: patientId !== null && patientName !== null ? { id: patientId, fullName: patientName, email: patientEmail } : null,
  attachment: attachmentOf({ attachmentId, fileName, mime }),
});

/** The documents table has no sortable column (the brief's rule): it stays in Id order whatever the URL says. */
export const DOCUMENT_SORTS = [] as const;
/** Nor a search box: only the page counts. */
export type DocumentListParams = Pick<TableParams, 'page' | 'pageSize'>;

/** One page of the standing operation reports in Id order, as the table numbers them. */
export async function listDocuments(db: Db, params: DocumentListParams): Promise<ListPage<OperationDocument>> {
  return listPage(
    params,
    async () => (await db.select({ total: count() }).from(documents).where(standing(documents)))[0].total,
    async (limit, offset) => (await select(db).where(standing(documents)).orderBy(asc(documents.id)).limit(limit).offset(offset)).map(toDocument),
  );
}

export async function getDocument(db: Db, id: number): Promise<OperationDocument | null> {
  const [row] = await select(db).where(eq(documents.id, id));
  return row ? toDocument(row) : null;
}

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

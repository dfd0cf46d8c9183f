import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { attachments, documents, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DocumentValues } from '@/lib/validations/report';
import type { TableParams } from '@/lib/validations/table-params';
import { attachmentColumns, attachmentOf, deleteAttachment, insertAttachment, type AttachmentInfo, type NewFile } from './attachments';
import { listPage, type ListPage } from './paging';
import { lockReportPatient } from './report-patient';

/** The Operation Reports tab (SPEC.md section 3, "Documents row"; the spec's `attachements`). */
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

/** SPEC gives the documents table no sortable column: it stays in Id order whatever the URL says. */
export const DOCUMENT_SORTS = [] as const;
/** SPEC gives the documents table no search box either: only the page counts. */
export type DocumentListParams = Pick<TableParams, 'page' | 'pageSize'>;

/** One page of operation reports in Id order, as the table numbers them. */
export async function listDocuments(db: Db, params: DocumentListParams): Promise<ListPage<OperationDocument>> {
  return listPage(
    params,
    async () => (await db.select({ total: count() }).from(documents))[0].total,
    async (limit, offset) => (await select(db).orderBy(asc(documents.id)).limit(limit).offset(offset)).map(toDocument),
  );
}

export async function getDocument(db: Db, id: number): Promise<OperationDocument | null> {
  const [row] = await select(db).where(eq(documents.id, id));
  return row ? toDocument(row) : null;
}

/**
 * Changes the fields (the patient it is filed for among them) and, when a file is given, replaces the attachment
 * (the old file is deleted). Null when there is no such report; 'unknown-patient' (nothing saved) when the
 * chosen patient does not exist (any more).
 */
export async function updateDocument(db: Db, id: number, input: DocumentValues, file: NewFile | null): Promise<OperationDocument | null | 'unknown-patient'> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select({ attachmentId: documents.attachmentId }).from(documents).where(eq(documents.id, id)).for('update');
    if (!current) return 'not-found' as const;
    if (!(await lockReportPatient(tx, input.patientId))) return 'unknown-patient' as const;
    const attachmentId = file ? await insertAttachment(tx, file) : current.attachmentId;
    await tx.update(documents).set({ ...input, attachmentId }).where(eq(documents.id, id));
    if (file && current.attachmentId !== null) await deleteAttachment(tx, current.attachmentId);
    return 'done' as const;
  });
  if (outcome === 'not-found') return null;
  return outcome === 'unknown-patient' ? outcome : getDocument(db, id);
}

/** Deletes the report and its file; false when there was no such report. */
export async function deleteDocument(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(documents).where(eq(documents.id, id)).returning({ attachmentId: documents.attachmentId });
    if (!row) return false;
    if (row.attachmentId !== null) await deleteAttachment(tx, row.attachmentId);
    return true;
  });
}

import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { attachments, documents, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/lists/table-url';
import { attachmentColumns, attachmentOf, type AttachmentInfo } from '@/lib/reports/queries/attachments';
import { listPage, type ListPage } from '@/lib/db/paging';
import { standing } from '@/lib/reports/queries/voided-marks';

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

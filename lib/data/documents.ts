import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { attachments, documents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DocumentValues } from '@/lib/validations/report';
import type { TableParams } from '@/lib/validations/table-params';
import { attachmentColumns, attachmentOf, deleteAttachment, insertAttachment, type AttachmentInfo, type NewFile } from './attachments';
import { listPage, type ListPage } from './paging';

/** The Operation Reports tab (SPEC.md section 3, "Documents row"; the spec's `attachements`). */
export interface OperationDocument {
  id: number;
  surgery: string;
  generatedBy: string;
  attachment: AttachmentInfo | null;
}

const select = (db: Db) =>
  db
    .select({
      id: documents.id,
      surgery: documents.surgery,
      generatedBy: documents.generatedBy,
      ...attachmentColumns,
    })
    .from(documents)
    .leftJoin(attachments, eq(attachments.id, documents.attachmentId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toDocument = ({ attachmentId, fileName, mime, ...row }: Row): OperationDocument => ({
  ...row,
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

/** Changes the fields and, when a file is given, replaces the attachment (the old file is deleted). */
export async function updateDocument(db: Db, id: number, input: DocumentValues, file: NewFile | null): Promise<OperationDocument | null> {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select({ attachmentId: documents.attachmentId }).from(documents).where(eq(documents.id, id)).for('update');
    if (!current) return false;
    const attachmentId = file ? await insertAttachment(tx, file) : current.attachmentId;
    await tx.update(documents).set({ ...input, attachmentId }).where(eq(documents.id, id));
    if (file && current.attachmentId !== null) await deleteAttachment(tx, current.attachmentId);
    return true;
  });
  return found ? getDocument(db, id) : null;
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

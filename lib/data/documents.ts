import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { attachments, documents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DocumentValues } from '@/lib/validations/report';
import type { TableParams } from '@/lib/validations/table-params';
import { attachmentColumns, attachmentOf, deleteAttachment, insertAttachment, type AttachmentInfo, type NewFile } from './attachments';
import { listPage, type ListPage } from './paging';
import { standing, voidRecord, type VoidOutcome, type VoidRequest } from './voiding';

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
 * Changes the fields and, when a file is given, replaces the attachment (the old file is deleted). Null when
 * there is no such report; 'voided' when it was voided (a voided record is kept as it was).
 */
export async function updateDocument(db: Db, id: number, input: DocumentValues, file: NewFile | null): Promise<OperationDocument | null | 'voided'> {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ attachmentId: documents.attachmentId, voidedAt: documents.voidedAt })
      .from(documents)
      .where(eq(documents.id, id))
      .for('update');
    if (!current) return false;
    if (current.voidedAt !== null) return 'voided' as const;
    const attachmentId = file ? await insertAttachment(tx, file) : current.attachmentId;
    await tx.update(documents).set({ ...input, attachmentId }).where(eq(documents.id, id));
    if (file && current.attachmentId !== null) await deleteAttachment(tx, current.attachmentId);
    return true;
  });
  if (found === 'voided') return found;
  return found ? getDocument(db, id) : null;
}

/** Voids the report (never deleted): it leaves the table; the report and its file stay. */
export function voidDocument(db: Db, id: number, request: VoidRequest): Promise<VoidOutcome> {
  return voidRecord(db, 'document', id, request);
}

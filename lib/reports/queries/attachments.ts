import 'server-only';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { attachments, documents, investigations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

export type Attachment = typeof attachments.$inferSelect;

/** What a table row shows of a file; the bytes stay in the database until someone downloads them. */
export interface AttachmentInfo {
  id: number;
  fileName: string;
  mime: string;
}

export async function getAttachment(db: Db, id: number): Promise<Attachment | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}

/** A file with the report it belongs to (an investigation's or an operation report's) and that report's patient. */
export type ReportAttachment = Attachment & { reportId: number | null; patientId: number | null };

/**
 * A file and whose it is, in one query (each report table is indexed on attachment_id): what a download or a
 * preview records in the audit trail before it sends the bytes.
 */
export async function getReportAttachment(db: Db, id: number): Promise<ReportAttachment | undefined> {
  const owner = (column: 'id' | 'patient_id') =>
    sql<number | null>`coalesce(
      (select i.${sql.raw(column)} from ${investigations} i where i.attachment_id = ${id} limit 1),
      (select d.${sql.raw(column)} from ${documents} d where d.attachment_id = ${id} limit 1))`.mapWith((value) => (value === null ? null : Number(value)));
  const [row] = await db
    .select({ ...getTableColumns(attachments), reportId: owner('id'), patientId: owner('patient_id') })
    .from(attachments)
    .where(eq(attachments.id, id))
    .limit(1);
  return row;
}

/** What a list selects of a record's attachment (left-joined, so each may be null); attachmentOf reads it back. */
export const attachmentColumns = { attachmentId: attachments.id, fileName: attachments.fileName, mime: attachments.mime };

/** The row's attachment columns as one value, or null when it has none. */
export function attachmentOf({ attachmentId, fileName, mime }: { attachmentId: number | null; fileName: string | null; mime: string | null }): AttachmentInfo | null {
  return attachmentId !== null && fileName !== null && mime !== null ? { id: attachmentId, fileName, mime } : null;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { documents, investigations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { BinaryRow, FileHolder } from '@/lib/reports/fhir/binary';
import { getReportAttachment } from '@/lib/reports/queries/attachments';

/**
 * The report that holds a file, as the document it is: an investigation's before an operation report's, the order in
 * which getReportAttachment names the file's report and patient. Each is found by its table's attachment_id index.
 */
async function documentHolding(db: Db, fileId: number): Promise<FileHolder | undefined> {
  const [investigation] = await db.select({ id: investigations.id }).from(investigations).where(eq(investigations.attachmentId, fileId)).limit(1);
  if (investigation) return { from: 'investigation', reportId: investigation.id };
  const [operation] = await db.select({ id: documents.id }).from(documents).where(eq(documents.attachmentId, fileId)).limit(1);
  return operation ? { from: 'operation', reportId: operation.id } : undefined;
}

/**
 * A report's file for GET /fhir/Binary/{id}: its bytes as the app's own download reads them (getReportAttachment),
 * with the document it belongs to, a voided report's too. Undefined for an unknown file, for one no report holds and for
 * one of a report no patient matched:
 * a file is served under its report's rules, and without a report there are none to apply.
 */
export async function readFhirBinary(db: Db, fileId: number): Promise<BinaryRow | undefined> {
  const document = await documentHolding(db, fileId);
  if (!document) return undefined;
  const file = await getReportAttachment(db, fileId);
  // A report no patient matched is not served: its read would name no patient, and so leave no audit line.
  return file && file.patientId !== null ? { file, document } : undefined;
}

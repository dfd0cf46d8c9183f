import 'server-only';
import type { Attachment, Binary, DiagnosticReport, DocumentReference, Resource } from '@medplum/fhirtypes';
import { attachments, investigations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MB } from '@/lib/constants';
import { isoDateInZone } from '@/lib/clinic-time';
import { safeFileName, sniffMime } from '@/lib/reports/schema/upload';
import type { ImportContext, Mapped } from '../context';
import { instantOf } from '@/lib/fhir/sent-values';

// A document of an imported record (a DocumentReference, or a report's presentedForm) becomes one of the patient's
// reports with its file, as an investigation uploaded at the clinic is. The file is judged by its bytes, as an upload
// is; a plain-text note (what many systems write their clinical notes as) is kept as text.

/** A file read from an attachment: its bytes, type and name. */
export interface ImportedFile {
  bytes: Uint8Array;
  mime: string;
  fileName: string;
}

const TEXT_MIME = 'text/plain; charset=utf-8';

/** Valid UTF-8 text with no control characters but tab and line breaks: a note. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** The bytes an attachment carries, or those of the Binary of the Bundle its url names. */
function bytesOf(attachment: Attachment, context: ImportContext, from: Resource): Uint8Array | null {
  const data = attachment.data ?? (attachment.url ? (context.resolve({ reference: attachment.url }, from) as Binary | null)?.data : undefined);
  if (typeof data !== 'string' || data === '') return null;
  // A Buffer is a Uint8Array: no second copy of the file.
  return Buffer.from(data, 'base64');
}

/** An attachment read into a file the reports keep, or why not. */
export function readAttachment(attachment: Attachment | undefined, context: ImportContext, from: Resource, title: string): Mapped<ImportedFile> {
  if (!attachment) return { ok: false, reason: 'a document with no attachment' };
  const bytes = bytesOf(attachment, context, from);
  if (!bytes) return { ok: false, reason: 'a document whose file is not in the Bundle (only a link to it)' };
  if (bytes.length === 0) return { ok: false, reason: 'a document whose file is empty' };
  if (bytes.length > ATTACHMENT_MAX_BYTES) return { ok: false, reason: `a file larger than ${ATTACHMENT_MAX_MB} MB (the reports' limit)` };
  const sniffed = sniffMime(bytes);
  const name = (attachment.title ?? title).trim() || 'document';
  if (sniffed) return { ok: true, row: { bytes, mime: sniffed, fileName: safeFileName(name, sniffed) } };
  if (isPlainText(bytes)) return { ok: true, row: { bytes, mime: TEXT_MIME, fileName: `${safeFileName(name, 'text/csv').replace(/\.csv$/, '')}.txt` } };
  return { ok: false, reason: `a file of type ${String(attachment.contentType ?? 'unknown').slice(0, 40)} (the reports keep PDF, PNG, JPEG, CSV and text)` };
}

/** A DocumentReference's title, date and first attachment. */
export function documentOf(document: DocumentReference): { title: string; at: Date | null; attachment: Attachment | undefined } {
  const title = (document.description ?? document.type?.text ?? document.type?.coding?.find((coding) => coding.display)?.display ?? 'Document').trim();
  const at = instantOf(document.date ?? document.context?.period?.start);
  return { title, at, attachment: document.content?.find((content) => content.attachment?.data || content.attachment?.url)?.attachment };
}

/** A DiagnosticReport's presented form (its report as a document): title, date and attachment. */
export function presentedFormOf(report: DiagnosticReport): { title: string; at: Date | null; attachment: Attachment | undefined } {
  const title = (report.code?.text ?? report.code?.coding?.find((coding) => coding.display)?.display ?? 'Report').trim();
  return { title, at: instantOf(report.effectiveDateTime ?? report.effectivePeriod?.start ?? report.issued), attachment: report.presentedForm?.find((form) => form.data || form.url) };
}

/** Who a report is filed for and by, and the import it came in. */
export interface DocumentOwner {
  patientId: number;
  patientName: string;
  patientEmail: string | null;
  authorId: number | null;
  importId: number;
}

/** Files an imported document as a completed investigation of the patient, with its file. */
export async function storeImportedDocument(db: Db, owner: DocumentOwner, document: { title: string; at: Date | null; file: ImportedFile }, now: Date): Promise<void> {
  const [file] = await db.insert(attachments).values({ fileName: document.file.fileName, mime: document.file.mime, bytes: document.file.bytes }).returning({ id: attachments.id });
  await db.insert(investigations).values({
    patientId: owner.patientId,
    userName: owner.patientName,
    userEmail: owner.patientEmail ?? '',
    date: isoDateInZone(document.at ?? now),
    title: document.title.slice(0, 200) || 'Document',
    status: 'Completed',
    attachmentId: file.id,
    authorId: owner.authorId,
    importId: owner.importId,
  });
}

import type { Binary } from '@medplum/fhirtypes';
import type { ReportAttachment } from '@/lib/reports/queries/attachments';
import { documentReferenceId } from './document-reference';

/** The reports that hold files: an investigation or an operation report, by its id. */
export interface FileHolder {
  from: 'investigation' | 'operation';
  reportId: number;
}

/** A report's file, with the document (the report) it belongs to. */
export interface BinaryRow {
  file: ReportAttachment;
  document: FileHolder;
}

/**
 * A report's file as an R4 Binary: its type, its bytes in base64, and the DocumentReference whose access rules it
 * follows (`securityContext`): whoever may read that report may read its file.
 */
export function toFhirBinary({ file, document }: BinaryRow): Binary {
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  return {
    resourceType: 'Binary',
    id: String(file.id),
    contentType: file.mime,
    securityContext: { reference: `DocumentReference/${documentReferenceId(document.from, document.reportId)}` },
    data: bytes.toString('base64'),
  };
}

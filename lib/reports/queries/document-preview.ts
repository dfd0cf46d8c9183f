import 'server-only';
import Papa from 'papaparse';
import type { Attachment } from '@/lib/reports/queries/attachments';

/**
 * How the reports screen shows a file in its drawer and preview: a PDF in the browser's own viewer (a frame
 * of the attachment route, the one path the app may frame), a CSV as a table, an image as itself.
 */
export type DocumentPreview = { kind: 'pdf' } | { kind: 'table'; rows: string[][] } | { kind: 'image' } | { kind: 'none' };

export interface AttachmentPreview {
  id: number;
  fileName: string;
  mime: string;
  size: number;
  preview: DocumentPreview;
}

/** Rows past this many are left out of a CSV preview. */
export const CSV_PREVIEW_MAX_ROWS = 200;

/**
 * RFC 4180 CSV read by Papa Parse: quoted fields may hold commas, quotes ("") and line breaks; a byte order
 * mark is dropped. The delimiter is always a comma (Papa Parse would otherwise guess one), and line breaks
 * are made one kind first, since Papa Parse takes the first one it meets as the only row separator.
 */
export function parseCsv(text: string, maxRows = CSV_PREVIEW_MAX_ROWS): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: true,
    preview: maxRows,
  });
  return data;
}

export function previewOf(attachment: Pick<Attachment, 'mime' | 'bytes'>): DocumentPreview {
  switch (attachment.mime) {
    case 'application/pdf':
      return { kind: 'pdf' };
    case 'text/csv': {
      const rows = parseCsv(new TextDecoder().decode(attachment.bytes));
      return rows.length > 0 ? { kind: 'table', rows } : { kind: 'none' };
    }
    case 'image/png':
    case 'image/jpeg':
      return { kind: 'image' };
    default:
      return { kind: 'none' };
  }
}

export function attachmentPreview(attachment: Attachment): AttachmentPreview {
  return {
    id: attachment.id,
    fileName: attachment.fileName,
    mime: attachment.mime,
    size: attachment.bytes.length,
    preview: previewOf(attachment),
  };
}

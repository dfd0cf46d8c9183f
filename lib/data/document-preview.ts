import 'server-only';
import type { Attachment } from './attachments';
import { pdfTextLines } from './pdf-text';

/** How the reports screen shows a file in its drawer and preview (see pdf-text.ts for why not a frame). */
export type DocumentPreview =
  | { kind: 'text'; lines: string[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'image' }
  | { kind: 'none' };

export interface AttachmentPreview {
  id: number;
  fileName: string;
  mime: string;
  size: number;
  preview: DocumentPreview;
}

/** Rows past this many are left out of a CSV preview. */
export const CSV_PREVIEW_MAX_ROWS = 200;

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string, maxRows = CSV_PREVIEW_MAX_ROWS): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length && rows.length < maxRows; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += ch;
  }
  if ((field || row.length) && rows.length < maxRows) rows.push([...row, field]);
  return rows;
}

export function previewOf(attachment: Pick<Attachment, 'mime' | 'bytes'>): DocumentPreview {
  switch (attachment.mime) {
    case 'application/pdf': {
      const lines = pdfTextLines(attachment.bytes);
      return lines.length > 0 ? { kind: 'text', lines } : { kind: 'none' };
    }
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

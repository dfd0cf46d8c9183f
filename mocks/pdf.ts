import { title as titleOf } from '@/lib/pdf/heading';
import { PdfWriter } from '@/lib/pdf/pdf-writer';

/**
 * A one-page (or longer) A4 PDF with a title and lines of text, so that the reports' attachments download and
 * open as real files. Written with the app's PDF kit and bundled font, so that every letter stays as typed
 * ("Chiamaka Ọkafor", "₦5,000").
 */
export async function createPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(title);
  titleOf(pdf, title);
  pdf.moveDown(12);
  for (const line of lines) pdf.paragraph(line);
  return pdf.finish();
}

/** A CSV file as bytes (UTF-8). */
export function createCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): Uint8Array {
  const escape = (cell: string | number) => {
    const text = String(cell);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return new Uint8Array(Buffer.from(rows.map((row) => row.map(escape).join(',')).join('\n') + '\n', 'utf8'));
}

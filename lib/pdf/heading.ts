import { FONT_SIZE, lineHeightOf } from './page-setup';
import { MUTED, type PdfWriter } from './pdf-writer';

/**
 * A section's title in capitals over a thin rule, like the printed sheet's sections. It moves to a new page
 * together with `keepWith` points of what follows, so a title never ends a page alone.
 */
export function heading(pdf: PdfWriter, title: string, keepWith = lineHeightOf(FONT_SIZE.body) * 2): void {
  const size = FONT_SIZE.heading;
  const height = lineHeightOf(size) + 4;
  pdf.moveDown(8);
  pdf.ensureRoom(height + keepWith);
  pdf.drawLine(title.toUpperCase(), pdf.left, pdf.y, { size, bold: true, color: MUTED });
  pdf.moveDown(lineHeightOf(size) + 1);
  pdf.rule(0.5);
  pdf.moveDown(4);
}

/** The document's title: large and bold. */
export function title(pdf: PdfWriter, text: string): void {
  const size = FONT_SIZE.title;
  for (const line of pdf.wrap(text, pdf.width, { size, bold: true })) {
    pdf.ensureRoom(lineHeightOf(size));
    pdf.drawLine(line, pdf.left, pdf.y, { size, bold: true });
    pdf.moveDown(lineHeightOf(size));
  }
}

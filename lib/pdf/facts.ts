import { FONT_SIZE, lineHeightOf } from './page-setup';
import { MUTED, type PdfWriter } from './pdf-writer';

/** A label and its value ("Patient number", "P-000123"); an empty value prints as a dash. */
export type Fact = readonly [label: string, value: string];

const GAP = 14;
const NONE = '—';

/**
 * A grid of labelled values, `columns` to a row, each value wrapped to its cell (a long email wraps, never
 * overflows). A row moves to the next page whole; a row taller than a page (a very long value) is written as
 * paragraphs instead, which break line by line.
 */
export function facts(pdf: PdfWriter, items: readonly Fact[], columns = 3): void {
  const labelStyle = { size: FONT_SIZE.small, color: MUTED };
  const valueStyle = { size: FONT_SIZE.body };
  const labelHeight = lineHeightOf(FONT_SIZE.small);
  const lineHeight = lineHeightOf(FONT_SIZE.body);
  const cellWidth = (pdf.width - GAP * (columns - 1)) / columns;
  for (let start = 0; start < items.length; start += columns) {
    const row = items.slice(start, start + columns).map(([label, value]) => ({
      labels: pdf.wrap(label, cellWidth, labelStyle),
      values: pdf.wrap(value || NONE, cellWidth, valueStyle),
    }));
    const height = Math.max(...row.map((cell) => cell.labels.length * labelHeight + cell.values.length * lineHeight)) + 6;
    if (height > pdf.pageHeight) {
      for (const [label, value] of items.slice(start, start + columns)) labelled(pdf, label, value);
      continue;
    }
    pdf.ensureRoom(height);
    row.forEach((cell, index) => {
      const x = pdf.left + index * (cellWidth + GAP);
      let top = pdf.y;
      for (const line of cell.labels) {
        pdf.drawLine(line, x, top, labelStyle);
        top -= labelHeight;
      }
      for (const line of cell.values) {
        pdf.drawLine(line, x, top, valueStyle);
        top -= lineHeight;
      }
    });
    pdf.moveDown(height);
  }
}

/** One label over its value across the whole width; the value breaks across pages line by line. */
export function labelled(pdf: PdfWriter, label: string, value: string): void {
  const labelHeight = lineHeightOf(FONT_SIZE.small);
  pdf.ensureRoom(labelHeight + lineHeightOf(FONT_SIZE.body));
  pdf.drawLine(label, pdf.left, pdf.y, { size: FONT_SIZE.small, color: MUTED });
  pdf.moveDown(labelHeight);
  pdf.paragraph(value || NONE);
  pdf.moveDown(6);
}

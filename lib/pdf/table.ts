import { grayscale } from 'pdf-lib';
import { FONT_SIZE, lineHeightOf } from './page-setup';
import type { PdfWriter } from './pdf-writer';

export interface TableColumn {
  header: string;
  /** A share of the table's width (the shares are added up, so 1, 2, 3 make sixths). */
  share: number;
  /** 'right' for amounts, so that their digits line up. */
  align?: 'left' | 'right';
}

const PADDING = 3;

/**
 * A table across the width: each cell's text wraps within its column, a row is kept on one page when it fits
 * on one, a row taller than a page continues on the next, and the header row is drawn again at the top of every
 * page the table runs onto. `empty` is written in one row when there are none.
 */
export function table(pdf: PdfWriter, columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>, empty = 'None'): void {
  const size = FONT_SIZE.small;
  const lineHeight = lineHeightOf(size);
  const total = columns.reduce((sum, column) => sum + column.share, 0);
  const widths = columns.map((column) => (pdf.width * column.share) / total);
  const xs = widths.map((_, index) => pdf.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const cellLines = (cells: readonly string[], bold = false) => cells.map((cell, index) => pdf.wrap(cell, widths[index] - 2 * PADDING, { size, bold }));

  const headerLines = cellLines(
    columns.map((column) => column.header),
    true,
  );
  const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * lineHeight + 2 * PADDING;

  const drawLines = (lines: string[][], from: number, count: number, bold = false) =>
    lines.forEach((cell, index) =>
      cell.slice(from, from + count).forEach((line, offset) => {
        const top = pdf.y - PADDING - offset * lineHeight;
        if (columns[index].align === 'right') pdf.drawLineRight(line, xs[index] + widths[index] - PADDING, top, { size, bold });
        else pdf.drawLine(line, xs[index] + PADDING, top, { size, bold });
      }),
    );
  const drawHeader = () => {
    pdf.page.drawRectangle({ x: pdf.left, y: pdf.y - headerHeight, width: pdf.width, height: headerHeight, color: grayscale(0.92) });
    drawLines(headerLines, 0, Infinity, true);
    pdf.moveDown(headerHeight);
  };
  const separator = () => pdf.page.drawLine({ start: { x: pdf.left, y: pdf.y }, end: { x: pdf.right, y: pdf.y }, thickness: 0.4, color: grayscale(0.7) });

  // The header and at least one line of the first row start together.
  pdf.ensureRoom(headerHeight + lineHeight + 2 * PADDING);
  drawHeader();
  const stopRepeating = pdf.onPageStart(drawHeader);
  const body = rows.length > 0 ? rows.map((row) => cellLines(row)) : [[[empty], ...widths.slice(1).map(() => [])]];
  for (const lines of body) {
    const count = Math.max(1, ...lines.map((cell) => cell.length));
    const height = count * lineHeight + 2 * PADDING;
    // A row that fits on a fresh page is never split; a longer one is cut where the page ends.
    if (height <= pdf.pageHeight - headerHeight) pdf.ensureRoom(height);
    for (let from = 0; from < count; ) {
      pdf.ensureRoom(lineHeight + 2 * PADDING);
      const fits = Math.min(count - from, Math.floor((pdf.room - 2 * PADDING) / lineHeight));
      drawLines(lines, from, fits);
      pdf.moveDown(fits * lineHeight + 2 * PADDING);
      from += fits;
    }
    separator();
  }
  stopRepeating();
  pdf.moveDown(4);
}

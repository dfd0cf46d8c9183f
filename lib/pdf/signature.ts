import { grayscale } from 'pdf-lib';
import { FONT_SIZE, lineHeightOf } from './page-setup';
import type { PdfWriter } from './pdf-writer';

const WIDTH = 170;
/** Room above the line for a handwritten signature. */
const SPACE_TO_SIGN = 42;

/** A line to sign on at the right, with the signer's name (and an optional second line) centred under it. */
export function signatureLine(pdf: PdfWriter, name: string, caption = ''): void {
  const lineHeight = lineHeightOf(FONT_SIZE.body);
  pdf.ensureRoom(SPACE_TO_SIGN + 2 * lineHeight + 4);
  pdf.moveDown(SPACE_TO_SIGN);
  const left = pdf.right - WIDTH;
  pdf.page.drawLine({ start: { x: left, y: pdf.y }, end: { x: pdf.right, y: pdf.y }, thickness: 0.75, color: grayscale(0.2) });
  pdf.moveDown(3);
  for (const [text, style] of [
    [name, { size: FONT_SIZE.body, bold: true }],
    [caption, { size: FONT_SIZE.small }],
  ] as const) {
    if (!text) continue;
    pdf.drawLine(text, left + (WIDTH - pdf.measure(text, style)) / 2, pdf.y, style);
    pdf.moveDown(lineHeightOf(style.size));
  }
}

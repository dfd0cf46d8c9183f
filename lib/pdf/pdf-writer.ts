import fontkit from '@pdf-lib/fontkit';
import { grayscale, PDFDocument, type PDFFont, type PDFPage, type RGB, type Grayscale } from 'pdf-lib';
import { fontBytes } from './fonts';
import { FONT_SIZE, lineHeightOf, MARGIN, PAGE_SIZE } from './page-setup';
import { printable, wrapText } from './wrap-text';

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB | Grayscale;
}

/**
 * fontkit, parsing each font file once per process: pdf-lib would parse the 750 kB file again for every
 * document (most of a PDF's time). A parsed font is only read when pdf-lib subsets it, so sharing it is safe.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(data, postscriptName) {
    if (postscriptName !== undefined || !(data instanceof Uint8Array)) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (!font) parsedFonts.set(data, (font = fontkit.create(data)));
    return font;
  },
};

export const MUTED = grayscale(0.35);
export const INK = grayscale(0);

/**
 * One PDF being written top to bottom: A4 pages with margins, a cursor (`y`, the top of the next thing to
 * draw) that moves down, and a new page whenever the next thing does not fit. The pieces (heading, facts,
 * table, signature) draw through it; `finish` numbers the pages and returns the bytes.
 */
export class PdfWriter {
  page!: PDFPage;
  /** The top of the free space on the current page, in PDF points from the bottom edge. */
  y = 0;
  /** Called after each page break (a table repeats its header here). */
  private pageStarts: Array<() => void> = [];

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.addPage();
  }

  /** A new document with the bundled font embedded (subset: only the glyphs used travel in the file). */
  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit);
    const bytes = fontBytes();
    const fonts = { regular: await doc.embedFont(bytes.regular, { subset: true }), bold: await doc.embedFont(bytes.bold, { subset: true }) };
    doc.setTitle(title);
    doc.setProducer('HMS');
    doc.setCreator('HMS');
    return new PdfWriter(doc, fonts);
  }

  get left() {
    return MARGIN;
  }
  get right() {
    return PAGE_SIZE[0] - MARGIN;
  }
  /** The width text may take between the margins. */
  get width() {
    return this.right - this.left;
  }
  /** The height of a whole page's free space: anything taller has to be split. */
  get pageHeight() {
    return PAGE_SIZE[1] - 2 * MARGIN;
  }
  /** The room left on the current page. */
  get room() {
    return this.y - MARGIN;
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  measure(text: string, style: TextStyle = {}): number {
    return this.font(style.bold).widthOfTextAtSize(printable(text), style.size ?? FONT_SIZE.body);
  }

  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    return wrapText(text, width, (piece) => this.measure(piece, style));
  }

  addPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
    for (const start of this.pageStarts) start();
  }

  /** Starts a new page unless `height` fits on this one. Returns whether it did. */
  ensureRoom(height: number): boolean {
    if (height <= this.room) return false;
    this.addPage();
    return true;
  }

  /** Runs `start` after every page break until the returned function is called (a table's header). */
  onPageStart(start: () => void): () => void {
    this.pageStarts.push(start);
    return () => {
      this.pageStarts = this.pageStarts.filter((other) => other !== start);
    };
  }

  moveDown(height: number): void {
    this.y -= height;
  }

  /** One line of text whose top is at `top` (the cursor by default); nothing is wrapped or moved here. */
  drawLine(text: string, x: number, top: number, style: TextStyle = {}): void {
    const size = style.size ?? FONT_SIZE.body;
    // The baseline sits below the top by the font's ascent (about 0.8 of the size for DejaVu Sans).
    this.page.drawText(printable(text), { x, y: top - size * 0.8 - (lineHeightOf(size) - size) / 2, size, font: this.font(style.bold), color: style.color ?? INK });
  }

  /** Text right-aligned to `right`. */
  drawLineRight(text: string, right: number, top: number, style: TextStyle = {}): void {
    this.drawLine(text, right - this.measure(text, style), top, style);
  }

  /** A horizontal rule at the cursor. */
  rule(thickness = 0.75, color: Grayscale = grayscale(0.2)): void {
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness, color });
  }

  /**
   * Wrapped text across the full width (or from `indent`), line by line, breaking onto a new page wherever it
   * runs out of room: a long advice never runs off the paper.
   */
  paragraph(text: string, style: TextStyle = {}, indent = 0): void {
    const lineHeight = lineHeightOf(style.size ?? FONT_SIZE.body);
    for (const line of this.wrap(text, this.width - indent, style)) {
      this.ensureRoom(lineHeight);
      this.drawLine(line, this.left + indent, this.y, style);
      this.moveDown(lineHeight);
    }
  }

  /** Numbers every page ("Page 1 of 2") at its foot, with the document's name on the left, and returns the file. */
  async finish(footer = ''): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const size = FONT_SIZE.small;
    const top = MARGIN / 2 + size;
    pages.forEach((page, index) => {
      this.page = page;
      if (footer) this.drawLine(footer, this.left, top, { size, color: MUTED });
      this.drawLineRight(`Page ${index + 1} of ${pages.length}`, this.right, top, { size, color: MUTED });
    });
    return this.doc.save();
  }
}

import { deflateSync } from 'node:zlib';
import { createPdf } from '@/mocks/pdf';
import { contentStreamText, pdfTextLines } from './pdf-text';

/** A one-stream PDF around `content`, compressed when asked. */
function pdfWith(content: string, compress: boolean): Uint8Array {
  const data = compress ? deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content, 'latin1');
  const head = Buffer.from(`%PDF-1.7\n4 0 obj\n<< /Length ${data.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1');
  const tail = Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1');
  return new Uint8Array(Buffer.concat([head, data, tail]));
}

describe('pdfTextLines', () => {
  it("reads the clinic's generated documents line by line", () => {
    const pdf = createPdf('Operation note: Appendectomy', ['Surgeon: Dr. Ada (Obi)', 'Back\\slash', 'Naïra ₦']);
    expect(pdfTextLines(pdf)).toEqual(['Operation note: Appendectomy', 'Surgeon: Dr. Ada (Obi)', 'Back\\slash', 'Na?ra ?']);
  });

  it('reads compressed streams, TJ arrays, hex strings and escapes', () => {
    const content = [
      'BT /F1 12 Tf 72 720 Td',
      '[(Haemo) -20 (globin)] TJ',
      '0 -14 Td <31322E30> Tj ( g/dL) Tj',
      "T* (Line\\040three\\nwrapped) '",
      '100 0 Td (same line) Tj',
      'ET',
    ].join('\n');
    const expected = ['Haemoglobin', '12.0 g/dL', 'Line three wrapped same line'];
    expect(pdfTextLines(pdfWith(content, true))).toEqual(expected);
    expect(pdfTextLines(pdfWith(content, false))).toEqual(expected);
  });

  it('gives nothing for unreadable or foreign content', () => {
    expect(pdfTextLines(pdfWith('BT <00030004> Tj ET', false))).toEqual([]);
    expect(pdfTextLines(new TextEncoder().encode('%PDF-1.4 but nothing else'))).toEqual([]);
    const image = new TextEncoder().encode('%PDF-1.4\n5 0 obj\n<< /Subtype /Image /Filter /DCTDecode >>\nstream\n(not text) Tj\nendstream\n');
    expect(pdfTextLines(image)).toEqual([]);
  });
});

describe('contentStreamText', () => {
  it('ignores names, numbers and comments', () => {
    expect(contentStreamText('% a comment (not text) Tj\nBT /Tj 1 0 0 1 50 50 Tm (Shown) Tj ET')).toEqual(['Shown']);
  });
});

// Test helper (run by tests/pdf-text.ts in a child Node process): prints a PDF's text, page by page, as JSON.
// pdfjs-dist ships as ES modules only; a plain Node process loads them as they are, whatever Jest's transform does.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  // One text run per line as drawn; a run that ends a line (hasEOL) is followed by a line break.
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { FONT_FILES, fontBytes } from './fonts';

describe('the bundled font', () => {
  it('has the naira sign and the Yoruba and Igbo letters the clinic writes, in both weights', () => {
    for (const bytes of Object.values(fontBytes())) {
      const font = fontkit.create(bytes);
      for (const letter of ['₦', 'Ọ', 'ọ', 'Ẹ', 'ẹ', 'Ṣ', 'ṣ', 'Ń', '—', '·']) expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!)).toBe(true);
    }
  });

  it('reaches production: next.config.mjs traces the font files for every route that writes a PDF', () => {
    const config = readFileSync(path.join(process.cwd(), 'next.config.mjs'), 'utf8');
    for (const route of ['doctor/transactions/receipt', 'doctor/prescription/prescriptionn-details/pdf']) {
      expect(existsSync(path.join(process.cwd(), 'app', route, 'route.ts'))).toBe(true);
      expect(config).toContain(`'/${route}': ['./lib/pdf/fonts/*']`);
    }
    for (const file of [...Object.values(FONT_FILES), 'LICENSE']) expect(existsSync(path.join(process.cwd(), 'lib', 'pdf', 'fonts', file))).toBe(true);
  });
});

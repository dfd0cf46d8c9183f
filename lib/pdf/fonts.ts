// Not `server-only`: the demo seed (`npm run db:seed`, plain Node) and the e2e tests write PDFs too.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// DejaVu Sans (lib/pdf/fonts/LICENSE: free to bundle and embed): the standard 14 PDF fonts have no naira sign
// (U+20A6) and no Yoruba/Igbo letters such as "Ọ"; this one has both, so every name and amount prints as typed.
//
// How the files reach production: they are read with `fs` at run time from the project folder, which no bundler
// follows, so next.config.mjs lists them in `outputFileTracingIncludes` for the routes that write PDFs (the
// receipt and the prescription). `.next/server/app/<route>/route.js.nft.json` then names them and a standalone
// build copies them; the demo seed (instrumentation, same server process) reads the same copied files.
const FONT_FOLDER = path.join(process.cwd(), 'lib', 'pdf', 'fonts');

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: FontBytes | undefined;

/** The two font files' bytes, read once per process (about 1.4 MB; each PDF embeds only the glyphs it uses). */
export function fontBytes(): FontBytes {
  cached ??= {
    regular: new Uint8Array(readFileSync(path.join(FONT_FOLDER, FONT_FILES.regular))),
    bold: new Uint8Array(readFileSync(path.join(FONT_FOLDER, FONT_FILES.bold))),
  };
  return cached;
}

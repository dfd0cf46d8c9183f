import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Both Jest and Playwright run from the project's folder.
const SCRIPT = path.join(process.cwd(), 'tests', 'pdf-text-extract.mjs');

/**
 * A PDF's text, one string per page, as a reader extracts it (pdfjs-dist): what a pharmacist's viewer or a
 * screen reader gets. pdfjs is ES modules only, so it runs in a child Node process (Jest and Playwright both
 * load CommonJS here).
 */
export function pdfPages(bytes: Uint8Array): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'file.pdf');
    writeFileSync(file, bytes);
    return JSON.parse(execFileSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' })) as string[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** All the pages' text in one string. */
export const pdfText = (bytes: Uint8Array): string => pdfPages(bytes).join('\n');

// V8's explicit compile hint on the browser's scripts, added after `next build`: less main-thread work at load.
//
// A script that starts with the magic comment `//# allFunctionsCalledOnLoad` has every function compiled while it
// downloads, on the browser's streaming thread (Chrome 136 and later; others ignore the comment). Without it V8
// compiles each function on the main thread the first time it runs: the modules Next runs to start a page (React,
// its router, the layout's components) cost 40–60 ms of main-thread compiling on this machine, four times that on
// Lighthouse's phone, the largest part of every screen's blocking time. See https://v8.dev/blog/explicit-compile-hints.
//
// Next and Turbopack have no option for a banner, so this step writes it into the built files (npm run build, the
// bench's build, the container's and Vercel's). A file's name is a hash of what Next wrote; the comment is added the
// same way by every build, so a name still stands for one content. A source map beside a chunk is moved down the
// one line the comment takes.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface SourceMapJson {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** The map moved one line down: a section map's sections start a line later; a plain map gets an empty first line. */
export function shiftSourceMap(map: SourceMapJson): SourceMapJson {
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** Adds the hint to one script (and moves its source map); false when it already has it. */
export function addCompileHint(file: string): boolean {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return false;
  writeFileSync(file, COMPILE_HINT + code);
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(file), mapName) : null;
  if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapJson)));
  return true;
}

/** Adds the hint to every browser script of a build (`<distDir>/static/chunks`); returns how many it changed. */
export function addCompileHints(distDir: string): number {
  const chunks = path.join(distDir, 'static', 'chunks');
  if (!existsSync(chunks)) throw new Error(`${chunks} is missing: next build must have run.`);
  let changed = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.js') && addCompileHint(path.join(entry.parentPath, entry.name))) changed += 1;
  }
  return changed;
}

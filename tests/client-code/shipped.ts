// What a screen makes the browser download and run, followed through the source's static imports from its
// client components. A dynamic import() is a chunk fetched later and a type import is erased, so
// neither is followed; nor is a 'use server' module, which reaches the browser as a reference to an action.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const USE_SERVER = /^\s*(?:\/\/[^\n]*\n\s*)*['"]use server['"]/;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return path.normalize(found);
}

/** Every project file (relative to the project) and package that the entries import, statically, transitively. */
export function shipped(entries: readonly string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (USE_SERVER.test(source)) return;
    for (const [, typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      const target = resolve(file, specifier);
      if (target) visit(target);
      else packages.add(specifier);
    }
  };
  entries.forEach(visit);
  return { files, packages };
}

/** The packages among `packages` whose name is one of `names` (a subpath counts: zod/v4 is zod). */
export const packagesNamed = (packages: Iterable<string>, names: readonly string[]): string[] =>
  [...packages].filter((specifier) => names.some((name) => specifier === name || specifier.startsWith(`${name}/`)));

const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/;

/**
 * The client components a server file (a page, a layout) renders, found through its static imports: the
 * server side is followed until a 'use client' file, which is where the browser's code begins.
 */
export function clientEntriesOf(serverFiles: readonly string[]): string[] {
  const entries = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (USE_CLIENT.test(source)) {
      entries.add(file);
      return;
    }
    if (USE_SERVER.test(source)) return;
    for (const [, typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  serverFiles.forEach(visit);
  return [...entries].sort();
}

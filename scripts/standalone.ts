// What npm run build (scripts/complete-standalone.ts) does after `next build`: it completes the standalone server (.next/standalone, or under
// NEXT_DIST_DIR) with what Next leaves out of it, so that the folder runs anywhere on its own, copied into a
// container or onto another machine, with no node_modules of the project beside it.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { standaloneFolder } from './server-command';

/**
 * What goes into the standalone folder, from the project folder, at the same relative path: the browser's files
 * (Next serves them from there but does not copy them), the migrations (the server applies them at start), and
 * the files the start command preloads (SERVER_NODE_FLAGS).
 */
export const standaloneCopies = (distDir: string): string[] => [
  'public',
  path.join(distDir, 'static'),
  'drizzle',
  'scripts/graceful-shutdown.cjs',
  'scripts/launch-folder.cjs',
  'scripts/config-check.cjs',
];

/** The configuration check that scripts/config-check.cjs preloads, as one CommonJS file beside the server. */
export const CONFIG_CHECK_BUNDLE = 'scripts/config-check.bundle.cjs';

/**
 * Bundles scripts/config-check.ts (the app's own lib/env.ts with zod) for plain Node. pino stays outside: the
 * standalone server's node_modules has it, and bundling it would split the one logger's output in two.
 */
function bundleConfigCheck(root: string, target: string): void {
  buildSync({
    absWorkingDir: root,
    entryPoints: ['scripts/config-check.ts'],
    outfile: path.join(target, CONFIG_CHECK_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    external: ['pino'],
    logLevel: 'warning',
  });
}

/** Copies standaloneCopies into the standalone folder of `distDir`; a build without one is an error. */
export function completeStandalone(root: string, distDir: string): string {
  const target = path.join(root, standaloneFolder(distDir));
  if (!existsSync(path.join(target, 'server.js'))) {
    throw new Error(`${path.relative(root, target)}/server.js is missing: next.config.mjs must say output: 'standalone', and next build must have run.`);
  }
  for (const item of standaloneCopies(distDir)) {
    const from = path.join(root, item);
    if (!existsSync(from)) throw new Error(`${item} is missing, so the standalone server could not be completed.`);
    const to = path.join(target, item);
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  bundleConfigCheck(root, target);
  return target;
}

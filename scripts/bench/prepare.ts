// What the bench needs before it starts a server: a seeded embedded database and a current build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from '../compile-hints';
import { completeStandalone } from '../standalone';

export const BENCH_DIR = '.bench';
export const BENCH_DIST_DIR = '.next-bench';

/** Environment variables; Next's typing of process.env makes NODE_ENV required, and the bench sets it per child. */
export type Env = Record<string, string | undefined>;

/** Runs a command with its output shown; rejects with its exit code. */
export function run(command: string, args: readonly string[], options: { cwd: string; env: Env }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv, stdio: 'inherit' });
    const forward = () => child.kill('SIGTERM');
    process.once('SIGINT', forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.removeListener('SIGINT', forward);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

interface SeedMarker {
  patients: number;
  seededAt: string;
  seconds: number;
}

/**
 * The embedded database of `patients` generated patients: `.bench/data-<patients>`, seeded once and kept.
 * A marker written after a successful seed says it is complete; a folder without one (an interrupted seed)
 * is removed and seeded again. Returns the folder's absolute path.
 */
export async function ensureSeededPglite(root: string, patients: number, env: Env): Promise<string> {
  const dataDir = path.join(root, BENCH_DIR, `data-${patients}`);
  const marker = `${dataDir}.seeded.json`;
  if (existsSync(marker)) {
    const seeded = JSON.parse(readFileSync(marker, 'utf8')) as SeedMarker;
    console.log(`Embedded database: ${path.relative(root, dataDir)} (${seeded.patients} generated patients, seeded ${seeded.seededAt}).`);
    return dataDir;
  }
  if (existsSync(dataDir)) {
    console.log(`Removing ${path.relative(root, dataDir)}: its seed did not finish.`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Seeding ${patients} patients into ${path.relative(root, dataDir)} (once; kept for later runs)…`);
  const started = performance.now();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  await run(tsx, ['scripts/db-seed.ts', '--patients', String(patients)], { cwd: root, env: { ...env, DATA_DIR: dataDir } });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const record: SeedMarker = { patients, seededAt: new Date().toISOString(), seconds };
  writeFileSync(marker, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Seeded in ${seconds} s.`);
  return dataDir;
}

/**
 * The bulk wards the bed board and the admission page are measured on, added to a database seeded before they existed
 * (scripts/bench/ward-fixtures.ts; nothing when they are there). Run before the servers start, with their environment.
 */
export async function ensureBenchWards(root: string, env: Env): Promise<void> {
  await run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/bench/ward-fixtures.ts'], { cwd: root, env });
}

/** What the server is built from; tests are not. */
const SOURCE_DIRS = ['app', 'lib', 'components', 'mocks'];
const SOURCE_FILES = ['next.config.mjs', 'proxy.ts', 'instrumentation.ts', 'package-lock.json', 'postcss.config.mjs'];

function newestMtime(target: string): number {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why a build is needed (no build, or a source newer than it), or null when the build is current. */
export function buildIsStale(root: string): string | null {
  const buildId = path.join(root, BENCH_DIST_DIR, 'BUILD_ID');
  if (!existsSync(buildId)) return `no build in ${BENCH_DIST_DIR}`;
  const built = statSync(buildId).mtimeMs;
  const newest = Math.max(...SOURCE_DIRS.map((dir) => newestMtime(path.join(root, dir))), ...SOURCE_FILES.map((file) => newestMtime(path.join(root, file))));
  return newest > built ? 'sources changed since the last build' : null;
}

/** Files `next build` rewrites for its dist dir; put back afterwards so that others' tools see no change. */
const GENERATED = ['tsconfig.json', 'next-env.d.ts'];

/** `text` without the lines that hold only an entry of the bench's dist dir (Next writes one entry a line). */
function withoutBenchLines(text: string): string {
  const entry = new RegExp(`^\\s*"${BENCH_DIST_DIR.replace('.', '\\.')}/[^"]*",?\\s*$`);
  const lines = text.split('\n');
  const kept = lines.filter((line) => !entry.test(line));
  // An entry taken from the end of a list leaves a comma before the closing bracket.
  for (let index = 0; index < kept.length - 1; index += 1) {
    if (/^\s*[\]}]/.test(kept[index + 1])) kept[index] = kept[index].replace(/,(\s*)$/, '$1');
  }
  return kept.join('\n');
}

const sameJson = (a: string, b: string) => {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
};

/**
 * tsconfig.json after the build, with only the entries the build added for .next-bench taken out. When the
 * rest is as it was, the file is restored byte for byte; otherwise (someone changed it meanwhile, say another
 * build) only the bench's lines are removed from the current text, and everything else is kept as it is.
 */
export function restoreTsconfig(before: string, after: string): string {
  if (before === after) return before;
  const cleaned = withoutBenchLines(after);
  if (sameJson(cleaned, before)) return before;
  if (!cleaned.includes(`"${BENCH_DIST_DIR}/`) && sameJson(cleaned, cleaned)) return cleaned;
  type Config = { include?: string[] } & Record<string, unknown>;
  const parsed = JSON.parse(after) as Config;
  return `${JSON.stringify({ ...parsed, include: parsed.include?.filter((item) => !item.startsWith(`${BENCH_DIST_DIR}/`)) }, null, 2)}\n`;
}

export async function buildIntoBenchDir(root: string, env: Env): Promise<void> {
  const saved = new Map(GENERATED.map((file) => [file, existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null]));
  try {
    await run(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: root,
      env: { ...env, NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    });
    // As npm run build does: the bench measures the server npm start runs.
    addCompileHints(path.join(root, BENCH_DIST_DIR));
    completeStandalone(root, BENCH_DIST_DIR);
  } finally {
    for (const [file, before] of saved) {
      const full = path.join(root, file);
      const after = existsSync(full) ? readFileSync(full, 'utf8') : null;
      if (before === null || after === null || before === after) continue;
      const restored = file === 'tsconfig.json' ? restoreTsconfig(before, after) : before;
      writeFileSync(full, restored);
      console.log(`Put back ${file} as it was before the build${restored === before ? '' : ' (without the build’s .next-bench entries)'}.`);
    }
  }
}

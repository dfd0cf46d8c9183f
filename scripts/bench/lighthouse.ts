// The bench's Lighthouse pass: Lighthouse's mobile preset (simulated slow 4G, a 4× slower CPU) over
// the doctor screens a doctor opens on a ward phone, signed in, driving the Chromium the end-to-end tests use
// (scripts/chromium.ts: Debian's headless shell where installed).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import type lighthouse from 'lighthouse';
import { findChromium } from '../chromium';
import { freePort } from './server';

/** The screens a doctor opens on a ward phone, in a fixed order. `{id}` is taken from a list measured before (see `resolveLighthousePaths`). */
export const LIGHTHOUSE_ROUTES = [
  '/doctor/dashboard',
  '/doctor/patients',
  '/doctor/appointments',
  '/doctor/patients/{patient}',
  '/doctor/appointment/{appointment}',
  '/doctor/prescription',
  '/doctor/prescription/create-prescription',
  '/doctor/transactions',
  '/doctor/reports',
] as const;

/** The screens of LIGHTHOUSE_ROUTES whose path contains one of `only`'s words; all of them when it is empty. */
export function lighthouseRoutes(only: readonly string[]): string[] {
  return LIGHTHOUSE_ROUTES.filter((route) => only.length === 0 || only.some((word) => route.includes(word)));
}

/** The targets on every route: performance ≥90, LCP ≤2.5 s, TBT ≤200 ms, CLS ≤0.1. */
export const LIGHTHOUSE_TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

/** One run's figures. */
interface OneRun {
  /** Performance, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes of JavaScript transferred (compressed, as sent). */
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed (its CPU slowdown assumes about 1 000–2 500). */
  benchmarkIndex: number;
}

/**
 * A route's figures: the median of each measure over its runs, taken measure by measure (as Lighthouse CI's
 * `aggregationMethod: 'median'` does), so that one run's slow paint does not stand for the screen, nor hide in it.
 */
export interface LighthouseFigures extends OneRun {
  route: string;
  /** The path measured, ids filled in. */
  path: string;
  /** Every run's score, to show the spread. */
  scores: number[];
  /** How many of the runs met every target on their own. */
  runsMet: number;
  /** Every run's figures, as measured. */
  runs: OneRun[];
  /** What went wrong, when Lighthouse could not measure the page. */
  error?: string;
}

/** Whether one route's figures meet every target. */
export function meetsLighthouseTargets(figures: Pick<OneRun, 'score' | 'lcpMs' | 'tbtMs' | 'cls'> & { error?: string }): boolean {
  return (
    !figures.error &&
    figures.score >= LIGHTHOUSE_TARGETS.score &&
    figures.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
    figures.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
    figures.cls <= LIGHTHOUSE_TARGETS.cls
  );
}

/** Fills `{patient}` and `{appointment}` with ids found on the patients and appointments screens. */
export function fillIds(route: string, ids: { patient?: string; appointment?: string }): string {
  return route.replace('{patient}', ids.patient ?? '1').replace('{appointment}', ids.appointment ?? '1');
}

/** The ids of the first patient card and the first appointment of the lists, read from their HTML. */
export function idsFromPages(patientsHtml: string, appointmentsHtml: string): { patient?: string; appointment?: string } {
  return {
    patient: /id="view-details-(\d+)"/.exec(patientsHtml)?.[1],
    appointment: /\/doctor\/appointment\/(\d+)/.exec(appointmentsHtml)?.[1],
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** The parts of a report that lighthouse-run.mjs sends back. */
export type LhrPart = Pick<Lhr, 'categories' | 'audits' | 'runtimeError'> & { environment?: Pick<Lhr['environment'], 'benchmarkIndex'> };

/** The figures of one Lighthouse report. */
export function figuresOf(lhr: LhrPart): OneRun {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}.`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    scriptBytes: script?.transferSize ?? 0,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/** The median of some numbers: the middle one, or the mean of the two middle ones of an even count. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** Each measure's median over the runs, with every run kept and how many of them met every target. */
export function medianFigures(runs: readonly OneRun[]): OneRun & Pick<LighthouseFigures, 'scores' | 'runsMet' | 'runs'> {
  if (runs.length === 0) throw new Error('No Lighthouse run to take a median of.');
  const of = (measure: keyof OneRun) => median(runs.map((run) => run[measure]));
  return {
    score: Math.round(of('score')),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    scriptBytes: of('scriptBytes'),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
    scores: runs.map((run) => run.score),
    runsMet: runs.filter((run) => meetsLighthouseTargets(run)).length,
    runs: [...runs],
  };
}

/** The bench runs from the project folder (bench.ts checks). */
const RUNNER = path.join(process.cwd(), 'scripts', 'bench', 'lighthouse-run.mjs');

/** One Lighthouse run in plain Node (see lighthouse-run.mjs for why not in this process). */
async function runOnce(url: string, port: number, cookie: string): Promise<LhrPart> {
  const { stdout } = await promisify(execFile)(process.execPath, [RUNNER, url, String(port), cookie], { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
  return JSON.parse(stdout) as LhrPart;
}

/**
 * Runs Lighthouse `runs` times on each path, one Chromium for all (a fresh tab each run, storage reset between
 * them as Lighthouse does), signed in by the session cookie sent with every request.
 */
export async function measureLighthouse(
  baseUrl: string,
  cookie: string,
  paths: readonly { route: string; path: string }[],
  runs: number,
  log: (line: string) => void = console.log,
): Promise<LighthouseFigures[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: LighthouseFigures[] = [];
  try {
    await warmAsAPhone(browser, baseUrl, cookie, paths);
    for (const { route, path: pathname } of paths) {
      const each: OneRun[] = [];
      let error: string | undefined;
      for (let run = 0; run < runs && !error; run += 1) {
        try {
          each.push(figuresOf(await runOnce(`${baseUrl}${pathname}`, port, cookie)));
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
      }
      const figures: LighthouseFigures = error
        ? { route, path: pathname, score: 0, lcpMs: 0, tbtMs: 0, cls: 0, fcpMs: 0, scriptBytes: 0, benchmarkIndex: 0, scores: [], runsMet: 0, runs: each, error }
        : { route, path: pathname, ...medianFigures(each) };
      log(
        error
          ? `  ${route}: Lighthouse failed: ${error}`
          : `  ${route}: performance ${figures.score} (${figures.scores.join(', ')}), LCP ${(figures.lcpMs / 1000).toFixed(2)} s ` +
              `(${figures.runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(', ')}), TBT ${Math.round(figures.tbtMs)} ms ` +
              `(${figures.runs.map((run) => Math.round(run.tbtMs)).join(', ')}), CLS ${figures.cls.toFixed(3)}, JS ${(figures.scriptBytes / 1024).toFixed(0)} KB, ` +
              `${figures.runsMet} of ${figures.runs.length} runs met every target`,
      );
      results.push(figures);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Each screen opened once in the browser as Lighthouse's phone (its mobile preset's screen and user agent, so that
 * the server draws what it draws for a phone) before anything is measured: the bench's warm-up fetches ask as a
 * desktop without running the page, so the server's first phone-sized render of a screen, and the requests the
 * page itself makes (its links' prefetches, the bell), would otherwise meet Lighthouse's first run, on the same two
 * cores as the browser.
 */
async function warmAsAPhone(browser: Browser, baseUrl: string, cookie: string, paths: readonly { path: string }[]): Promise<void> {
  const { screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, userAgent: userAgents.mobile, extraHTTPHeaders: { Cookie: cookie } });
  try {
    const page = await context.newPage();
    for (const { path: pathname } of paths) await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close();
  }
}

/** The Lighthouse table of the bench's report. */
export function formatLighthouseTable(figures: readonly LighthouseFigures[]): string {
  const header = ['route', 'perf', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'JS KB', 'scores', 'runs met', 'bench index', 'met'];
  const rows = figures.map((each) =>
    each.error
      ? [each.route, 'failed', '', '', '', '', '', '', '', '', 'no']
      : [
          each.route,
          String(each.score),
          (each.lcpMs / 1000).toFixed(2),
          String(Math.round(each.tbtMs)),
          each.cls.toFixed(3),
          (each.fcpMs / 1000).toFixed(2),
          (each.scriptBytes / 1024).toFixed(0),
          each.scores.join(' '),
          `${each.runsMet}/${each.runs.length}`,
          String(each.benchmarkIndex),
          meetsLighthouseTargets(each) ? 'yes' : 'NO',
        ],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const { score, lcpMs, tbtMs, cls } = LIGHTHOUSE_TARGETS;
  return [
    line(header),
    ...rows.map(line),
    `Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), the median of each measure over the runs; runs met: ` +
      `how many runs met every target on their own; JS KB transferred (compressed); ` +
      `bench index: Lighthouse's measure of the machine in that run (lower is slower: a busy machine scores lower). ` +
      `Targets: performance ≥${score}, LCP ≤${lcpMs / 1000} s, TBT ≤${tbtMs} ms, CLS ≤${cls}.`,
  ].join('\n');
}

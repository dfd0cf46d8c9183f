import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { commandOf, lastInstruction, readDockerfile } from '../scripts/dockerfile';
import { SERVER_NODE_FLAGS, serverArgs, standaloneFolder } from '../scripts/server-command';
import { freePort, SERVER_ENV } from './fixtures/app-server';
import { DEMO_DOCTOR, SIGNED_OUT } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';

// The container cannot be built here (no image registry can be reached), so this checks what it would
// hold and do: every file the Dockerfile copies is there after npm run build, and the standalone folder, copied
// away from the project (no node_modules of the project to fall back on), serves with the Dockerfile's command.

test.use({ storageState: SIGNED_OUT });

const root = process.cwd();
const stages = readDockerfile(root);
const standalone = path.join(root, standaloneFolder());

/**
 * A path of the Dockerfile's build stage (/src is the project folder there) as a path of this project, whose
 * build may be in another folder than .next (NEXT_DIST_DIR).
 */
const inProject = (source: string) => {
  const relative = path.relative('/src', path.resolve('/src', source));
  const distDir = path.dirname(standaloneFolder());
  return path.join(root, relative === '.next' || relative.startsWith('.next/') ? distDir + relative.slice('.next'.length) : relative);
};

test('every file the Dockerfile copies exists after the build, and the preloads are inside the standalone folder', () => {
  for (const stage of stages) {
    for (const copy of stage.copies) {
      for (const source of copy.sources) {
        // From the build context: the project's own files. From the build stage: what npm run build made.
        if (copy.from === null || copy.from === 'build') expect(existsSync(inProject(source)), `${stage.name}: COPY ${source}`).toBe(true);
      }
    }
  }
  // The container runs from the standalone folder: what its command names must be in it.
  const command = commandOf(stages);
  for (const [index, word] of command.entries()) {
    if (command[index - 1] === '--require' || word === 'server.js') expect(existsSync(path.join(standalone, word)), word).toBe(true);
  }
  for (const item of ['public', 'drizzle', path.join(path.basename(path.dirname(standalone)), 'static')]) {
    expect(existsSync(path.join(standalone, item)), item).toBe(true);
  }
});

test("the container's command is the e2e server's, run from the standalone folder", () => {
  expect(commandOf(stages)).toEqual(['node', ...SERVER_NODE_FLAGS, 'server.js']);
  expect(serverArgs()).toEqual([...SERVER_NODE_FLAGS, path.join(path.relative(root, standalone), 'server.js')]);
});

test('the standalone folder copied on its own serves: ready, sign-in, trigram search, a PDF with its fonts; SIGTERM ends it with 0', async ({ browser }) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(path.join(tmpdir(), 'hms-standalone-'));
  const app = path.join(work, 'app');
  cpSync(standalone, app, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The Dockerfile's environment, with the volume in the temporary folder and the e2e server's secrets.
  const dockerEnv = Object.fromEntries(
    (lastInstruction(stages[stages.length - 1], 'ENV') ?? '').split(/\s+/).map((pair) => pair.split('=') as [string, string]),
  );
  const [node, ...args] = commandOf(stages);
  expect(node).toBe('node');
  const env: Record<string, string> = { ...SERVER_ENV, ...dockerEnv, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: path.join(work, 'data'), APP_URL: baseURL };
  if (process.env.PATH) env.PATH = process.env.PATH;
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'close').then(([code]) => code as number | null);
  try {
    await expect
      .poll(async () => fetch(`${baseURL}/api/health/ready`).then((response) => response.status, () => 0), { timeout: 120_000 })
      .toBe(200);
    expect(await (await fetch(`${baseURL}/api/health/ready`)).json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);

    // The patient search is served by pg_trgm, an extension PGlite loads from its own package's files.
    await page.goto('/doctor/patients?search=okaf');
    await expect(page.getByRole('heading', { level: 2, name: /okafor/i }).first()).toBeVisible();

    // The PDF's font is read from lib/pdf/fonts at run time, which only the build's file tracing brings along.
    await page.goto('/doctor/prescription');
    const href = await page.getByRole('link', { name: /^View / }).first().getAttribute('href');
    const id = new URL(href!, baseURL).searchParams.get('id');
    const pdf = await page.request.get(`/doctor/prescription/prescriptionn-details/pdf?id=${id}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    // The database is where DATA_DIR said, not inside the copied folder.
    expect(existsSync(path.join(work, 'data', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(app, '.data'))).toBe(false);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
});

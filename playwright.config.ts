import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, e2eServers, SERVER_ENV } from './e2e/fixtures/servers';
import { findChromium } from './scripts/chromium';
import { postgresUnavailableReason } from './scripts/postgres-server';
import { serverCommand } from './scripts/server-command';

// One fresh folder of databases per run. Workers load this file again and inherit the variable, so they agree on it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hms-e2e-'));
// Each server's output is kept in its log (see webServer's command), which must have a folder to go in.
mkdirSync('test-results', { recursive: true });
const servers = e2eServers();

// Two servers on one PostgreSQL (e2e/two-instances.spec.ts) run wherever PostgreSQL can be had, as the
// PostgreSQL suites of `npm run test:pg` do; elsewhere that file is left out of the run, and the run says so.
const noPostgres = postgresUnavailableReason();
if (noPostgres && !process.env.E2E_NO_POSTGRES_SAID) {
  process.env.E2E_NO_POSTGRES_SAID = '1';
  const bar = '!'.repeat(100);
  console.warn(['', bar, '!!', '!!   WARNING: e2e/two-instances.spec.ts IS LEFT OUT OF THIS RUN: no PostgreSQL.', `!!   Why: ${noPostgres}`, '!!', bar, ''].join('\n'));
}

export default defineConfig({
  testDir: './e2e',
  testIgnore: noPostgres ? [/two-instances\.spec\.ts$/] : [],
  // One output folder per first server port, so that two runs side by side do not delete each other's files.
  outputDir: `test-results/${servers[0].port}`,
  // One server and database per worker (e2e/fixtures/servers.ts): the specs of a file run in order on one worker,
  // and two workers never share a server, so what a spec counts is what its own server holds.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Scans each server's log for patient data, the session cookie and credentials once every spec has run.
  globalTeardown: './e2e/global-teardown.ts',
  // Makes sure of the demo database that every server is a copy of (the first of the run's servers may have made it).
  globalSetup: './e2e/global-setup.ts',
  use: {
    // Each worker's own server's address and signed-in doctor come from e2e/fixtures/test.ts.
    baseURL: servers[0].baseURL,
    // Recording a trace of every test cost a quarter of the suite's time on two cores: off unless asked for
    // (E2E_TRACE=retain-on-failure npm run test:e2e). A failure still leaves its page's error-context.md.
    trace: process.env.E2E_TRACE === 'retain-on-failure' || process.env.E2E_TRACE === 'on' ? process.env.E2E_TRACE : 'off',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
    },
  ],
  // One per worker, each on a copy of the run's demo database (e2e/server-folder.ts).
  webServer: servers.map((server) => ({
    // Both streams go to the terminal and into the server's log, which e2e/global-teardown.ts scans.
    command: `node_modules/.bin/tsx e2e/server-folder.ts && ${serverCommand(server.port)} 2>&1 | tee ${server.log}`,
    url: `${server.baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    env: { ...SERVER_ENV, DATA_DIR: server.dataDir, APP_URL: server.baseURL },
  })),
});

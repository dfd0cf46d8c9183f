import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DOCTOR_STORAGE_STATE } from './e2e/fixtures/demo-doctor';
import { SERVER_LOG } from './e2e/fixtures/server-log';
import { findChromium } from './scripts/chromium';
import { postgresUnavailableReason } from './scripts/postgres-server';
import { serverCommand } from './scripts/server-command';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh database per run. Workers load this file again and inherit the variable, so they agree on it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hms-e2e-'));
// The server's output is kept in SERVER_LOG (see webServer.command), which must have a folder to go in.
mkdirSync('test-results', { recursive: true });

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
  // One output folder per server port, so that two runs side by side do not delete each other's files.
  outputDir: `test-results/${PORT}`,
  // The tests share one server and one database; running them one at a time keeps counts predictable.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Scans the server's log for patient data, the session cookie and credentials once every spec has run.
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
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
      use: { ...devices['Desktop Chrome'], storageState: DOCTOR_STORAGE_STATE },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    // Both streams go to the terminal as before and into SERVER_LOG, which e2e/global-teardown.ts scans.
    command: `${serverCommand(PORT)} 2>&1 | tee ${SERVER_LOG}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123',
      HOSPITAL_API_KEY: 'e2e-hospital-api-key',
      HOSPITAL_API_TOKEN: 'e2e-hospital-api-token',
      SITE_PHONE: '+234 803 555 0142',
      APP_URL: BASE_URL,
      // The spec's flow (signup signs in); e2e/signup-modes.spec.ts starts servers of its own for the others.
      SIGNUP_MODE: 'open',
      // The demo doctor is an administrator whom every spec signs in with the password alone;
      // e2e/security.spec.ts starts a server of its own for two-factor sign-in.
      MFA_REQUIRED: 'off',
      // Every spec works on the demo data and signs in as the demo doctor; production seeds them only when asked.
      // The servers of e2e/fixtures/app-server.ts inherit it (e2e/first-run-setup.spec.ts turns it off).
      DEMO_DATA: 'on',
    },
  },
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';
import { StaffPage } from './pages/staff-page';

// A production server's first run on a new embedded database, as a clinic installs it: no DEMO_DATA, so no
// demo doctor and no known password. The first account is made on /setup, once. A server of its own (the
// e2e server runs on the demo data).

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ADMINISTRATOR = { email: uniqueEmail('first-administrator'), password: 'first-administrator-password' };
const CREATE = 'Create administrator';

let server: AppServer;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-first-run-'));
  // The e2e environment says DEMO_DATA=on; an empty value is unset, as on a host that never set it.
  server = await startAppServer({ DATA_DIR: dataDir, DEMO_DATA: '' });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser) {
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
  return { context, page: await context.newPage() };
}

test('a first run without DEMO_DATA: /login leads to /setup, whose administrator lands signed in; then /setup is gone and the demo sign-in is refused', async ({ browser }) => {
  const { stdout, stderr } = server.output();
  expect(stdout).toContain('Open /setup');
  expect(`${stdout}${stderr}`).not.toContain('password printed in the README');

  const { context, page } = await newPage(browser);
  for (const entry of ['/login', '/signup', '/login?next=%2Fdoctor%2Fpatients']) {
    await page.goto(entry);
    await expect(page).toHaveURL(/\/setup$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Set up the clinic' })).toBeVisible();
  await expect(page.getByText("it becomes the clinic's administrator")).toBeVisible();
  // Not among e2e/accessibility.spec.ts's routes (on the e2e server, with its demo doctor, it does not exist).
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The signup form's rules, with its messages.
  await page.getByRole('button', { name: CREATE }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(ADMINISTRATOR.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: CREATE }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password').fill(ADMINISTRATOR.password);
  await page.getByRole('button', { name: CREATE }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeVisible();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Could not load/)).toHaveCount(0);

  // The only account, an active administrator: the Staff screen (administrators only) lists it so.
  const staff = new StaffPage(page);
  await staff.goto();
  await expect(staff.rows).toHaveCount(1);
  await expect(staff.cell(ADMINISTRATOR.email, 'role')).toHaveText('Administrator');
  await expect(staff.cell(ADMINISTRATOR.email, 'state')).toHaveText('Active');

  // Once an account exists, /setup is the app's not-found page, signed in or not.
  const again = await page.goto('/setup');
  expect(again?.status()).toBe(404);
  await expect(page.getByText('PageNotFound')).toBeVisible();
  await context.close();

  const signedOut = await newPage(browser);
  expect((await signedOut.page.goto('/setup'))?.status()).toBe(404);
  const login = new LoginPage(signedOut.page);
  await login.goto();
  await expect(signedOut.page).toHaveURL(/\/login$/);
  await login.attempt(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await expect(login.alert).toHaveText('Invalid email or password');
  await expect(signedOut.page).toHaveURL(/\/login$/);

  // And the administrator signs in with the password chosen on /setup.
  await login.signInAndWait(ADMINISTRATOR.email, ADMINISTRATOR.password);
  await signedOut.context.close();
});

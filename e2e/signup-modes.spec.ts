import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';

// SIGNUP_MODE=approval and =closed, each on a server of its own with a fresh database (the main e2e server
// runs open signup, which signs the new doctor in at once).

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function serverWith(signupMode: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hms-e2e-${signupMode}-`));
  const server = await startAppServer({ SIGNUP_MODE: signupMode, DATA_DIR: dataDir });
  return { server, dataDir, close: async () => (await server.stop(), rmSync(dataDir, { recursive: true, force: true })) };
}

async function newPage(browser: Browser, server: AppServer) {
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
  return { context, page: await context.newPage() };
}

test.describe('SIGNUP_MODE=approval', () => {
  let running: Awaited<ReturnType<typeof serverWith>>;
  test.beforeAll(async () => {
    running = await serverWith('approval');
  });
  test.afterAll(async () => running?.close());

  test('a new account waits for approval and reaches no patient data, page or attachment until an administrator approves it', async ({ browser }) => {
    const { server } = running;
    const email = uniqueEmail('waiting');
    const { context, page } = await newPage(browser, server);
    await page.goto('/signup');
    await expect(page.getByText('An administrator of the clinic approves new accounts')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('waiting-password-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // The answer signs nobody in: it is the one an email that already has an account gets too.
    await expect(page).toHaveURL(/\/signup\/received$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(email, 'waiting-password-1', /\/pending-approval$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    for (const path of ['/doctor/patients', '/doctor/dashboard', '/doctor/reports', '/doctor/settings/staff']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pending-approval$/);
    }
    for (const path of ['/doctor/reports/attachments/1', '/doctor/patients/export', '/doctor/avatar/1']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect([401, 307, 308]).toContain(response.status());
      expect(response.headers()['content-type'] ?? '').not.toMatch(/pdf|csv|image/);
    }

    // Signing in again lands on the same page.
    await context.clearCookies();
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(email, 'waiting-password-1', /\/pending-approval$/);

    // The demo doctor, an administrator, approves the account on the Staff screen.
    const admin = await newPage(browser, server);
    await new LoginPage(admin.page).goto();
    await new LoginPage(admin.page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await admin.page.goto('/doctor/settings/staff');
    const row = admin.page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Waiting for approval');
    await row.getByRole('button', { name: /^Open menu/ }).click();
    await admin.page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
    await expect(row).toContainText('Active');
    // The table shows the change at once, before the server has made it: read the server's word before closing the
    // administrator's page, which would end a request still on its way.
    await admin.page.reload();
    await expect(admin.page.getByRole('row').filter({ hasText: email })).toContainText('Active');
    await admin.context.close();

    await page.goto('/doctor/patients');
    await expect(page).toHaveURL(/\/doctor\/patients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    await page.goto('/pending-approval');
    await expect(page).toHaveURL(/\/doctor\/dashboard$/);
    await context.close();
  });
});

test.describe('SIGNUP_MODE=approval: no account enumeration', () => {
  let running: Awaited<ReturnType<typeof serverWith>>;
  test.beforeAll(async () => {
    running = await serverWith('approval');
  });
  test.afterAll(async () => running?.close());

  /** The mails the server wrote to `email` (no SMTP_URL: DATA_DIR/outbox), oldest first. */
  async function mailsTo(email: string): Promise<string[]> {
    const folder = path.join(running.dataDir, 'outbox');
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(email)).sort();
    return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  }

  test('an email that has an account gets the answer a new one gets, nobody is signed in, and its owner is told by mail', async ({ browser }) => {
    const answers: string[] = [];
    // The demo doctor's email has an account on this server.
    for (const [email, password] of [[uniqueEmail('newcomer'), 'newcomer-password-1'], [DEMO_DOCTOR.email.toUpperCase(), 'intruder-password-1']]) {
      const { context, page } = await newPage(browser, running.server);
      await page.goto('/signup');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/signup\/received$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
      answers.push(await page.getByRole('main').innerText());
      expect((await context.cookies()).filter((cookie) => cookie.name.endsWith('hms_session'))).toEqual([]);
      await page.goto('/doctor/dashboard');
      await expect(page).toHaveURL(/\/login\?next=/);
      await context.close();
    }
    expect(answers[1]).toBe(answers[0]);

    // The owner's password still works, and the owner got one mail saying what happened (sent after the answer).
    const { context, page } = await newPage(browser, running.server);
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await context.close();
    await expect.poll(async () => (await mailsTo(DEMO_DOCTOR.email)).length).toBe(1);
    const [notice] = await mailsTo(DEMO_DOCTOR.email);
    expect(notice).toContain('Subject: Someone tried to sign up to HMS with your email');
    expect(notice).toContain('Nothing was changed');
    expect(notice).not.toContain('intruder-password-1');
  });
});

test.describe('SIGNUP_MODE=closed', () => {
  let running: Awaited<ReturnType<typeof serverWith>>;
  test.beforeAll(async () => {
    running = await serverWith('closed');
  });
  test.afterAll(async () => running?.close());

  test('there is no signup page and no link to one; the demo doctor still signs in', async ({ browser }) => {
    const { context, page } = await newPage(browser, running.server);
    const response = await page.goto('/signup');
    expect(response?.status()).toBe(404);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await new LoginPage(page).goto();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await context.close();
  });
});

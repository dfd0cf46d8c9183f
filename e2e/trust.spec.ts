import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { workerServer } from './fixtures/servers';
import { SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { CategoryPage } from './pages/diagnosis-pages';
import { LoginPage } from './pages/login-page';
import { ReportsPage } from './pages/reports-page';
import { cellTexts } from './pages/shared';

// Holes once open, kept shut, against the production server: a forged host in reset mails and redirects,
// unthrottled resets and password guesses, and a second account deleting another doctor's records.

test.use({ storageState: SIGNED_OUT });

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await page.context().clearCookies();
}

async function mailsTo(email: string): Promise<string[]> {
  const folder = path.join(workerServer().dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(email)).sort();
  return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
}

/** The forgot-password form's server action, as the browser posts it: its id and body, to replay with other headers. */
async function captureResetAction(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/forgot-password'),
    page.getByRole('button', { name: 'Send reset link' }).click(),
  ]);
  await expect(page.getByRole('status')).toContainText('If an account exists for that email');
  return { actionId: (await request.allHeaders())['next-action'], body: request.postData()! };
}

test('a reset request with a forged host mails a link to the configured APP_URL, never to the forged host', async ({ page, request }) => {
  const email = uniqueEmail('victim');
  await signUp(page, email, 'victim-password-1');
  const { actionId, body } = await captureResetAction(page, email);
  expect(actionId).toBeTruthy();

  const forged = await request.post('/forgot-password', {
    headers: {
      'next-action': actionId,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
      origin: 'https://attacker.example',
    },
    data: body,
  });
  expect(forged.status()).toBeLessThan(500);

  // Mails are queued and sent just after each answer: wait for the form's, and the forged request's if it was taken.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(forged.status() < 400 ? 2 : 1);
  const mails = await mailsTo(email);
  for (const mail of mails) {
    const link = mail.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
    expect(link.startsWith(`${workerServer().baseURL}/reset-password?token=`)).toBe(true);
    expect(mail).not.toContain('attacker.example');
  }
});

test('the sign-in redirect of a signed-out request names no forged host: a path, or the address APP_URL configures', async ({ playwright }) => {
  const { baseURL } = workerServer();
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = '/login?next=%2Fdoctor%2Fdashboard';
  try {
    // Unforged, the redirect is to the request's own address, which Next writes as a path.
    const plain = await request.get('/doctor/dashboard', { maxRedirects: 0 });
    expect(plain.headers().location).toBe(login);
    // The proxy builds it on APP_URL (the server's baseURL here): a forged host may make Next write it whole, on
    // our own address, never on the forged one. Next writes a loopback address (127.0.0.1) as localhost.
    const app = new URL(baseURL);
    const forged: Array<Record<string, string>> = [{ host: 'attacker.example' }, { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' }];
    for (const headers of forged) {
      const response = await request.get('/doctor/dashboard', { headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = response.headers().location;
      expect(location).not.toContain('attacker.example');
      const to = new URL(location, baseURL);
      expect([to.protocol, ['127.0.0.1', 'localhost'].includes(to.hostname), to.port, `${to.pathname}${to.search}`]).toEqual([app.protocol, true, app.port, login]);
    }
  } finally {
    await request.dispose();
  }
});

test('reset mails are throttled per email, and the answer stays the same', async ({ page }) => {
  const email = uniqueEmail('flooded');
  await signUp(page, email, 'flooded-password-1');
  const answers: string[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    answers.push((await page.getByRole('status').textContent())!);
  }
  expect(new Set(answers).size).toBe(1);
  // The mails go just after the answers; only three were queued.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
});

test('rotating X-Forwarded-For buys no extra password guesses, and the right password is refused while held', async ({ page }) => {
  const email = uniqueEmail('guessed');
  await signUp(page, email, 'the-real-password');
  const login = new LoginPage(page);
  for (let guess = 1; guess <= 5; guess++) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${guess}`, 'x-real-ip': `203.0.113.${guess}` });
    await login.goto();
    await login.attempt(email, `wrong-guess-${guess}`);
    await expect(login.alert).toHaveText('Invalid email or password');
  }
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.77' });
  await login.goto();
  await login.attempt(email, 'the-real-password');
  await expect(login.alert).toHaveText(/^Too many attempts\. Try again in \d+ minutes\.$/);
  await expect(page).toHaveURL(/\/login$/);
});

test("a second doctor cannot delete the demo doctor's birth report or diagnosis category; both stay", async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('second'));
  await page.getByLabel('Password').fill('second-doctor-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);

  const reports = new ReportsPage(page);
  await reports.goto();
  // The open tab's table streams in after the page: wait for its first row before reading it.
  await expect(reports.rows('Birth').first().getByRole('cell').first()).toHaveText(/^BR-\d+$/);
  const caseId = (await cellTexts(reports.rows('Birth').first()))[0];
  await page.getByRole('button', { name: `Delete ${caseId}` }).click();
  await reports.confirmDelete();
  await expect(page.getByRole('alertdialog').getByRole('alert')).toHaveText('Only the doctor who wrote this report or an administrator can change it.');
  await page.reload();
  await expect(reports.row('Birth', caseId)).toHaveCount(1);

  const categories = new CategoryPage(page);
  await categories.goto();
  const row = await categories.find('Migraine');
  await row.getByRole('button', { name: 'Delete Migraine' }).click();
  await categories.deleteDialog.getByRole('button', { name: 'Yes, Delete' }).click();
  // The refusal is said in the dialog, which stays open.
  await expect(categories.deleteDialog.getByRole('alert')).toHaveText('Only the doctor who added this diagnosis category or an administrator can delete it.');
  await categories.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(await categories.find('Migraine')).toHaveCount(1);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';
import { AuditPage } from './pages/audit-page';
import { SecurityPage, totpCode } from './pages/security-page';
import { toast } from './pages/shared';
import { StaffPage } from './pages/staff-page';

// Two-factor sign-in and the Sessions list, for a doctor of their own on a server of its own: the shared
// server's signups are at their limit, and its demo doctor signs in with the password alone for every spec.

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'fresh-doctor-password';
let server: AppServer;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-security-'));
  server = await startAppServer({ DATA_DIR: dataDir, MFA_REQUIRED: 'off' });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
  return context.newPage();
}

/** A new doctor signed up (this server's SIGNUP_MODE is open: active and signed in at once), in a browser of its own. */
async function signUp(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  return page;
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Dr\. / }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?signedOut=1$/);
}

/** The password step; the "Authentication code" step comes next. */
async function passwordStep(page: Page, email: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, PASSWORD);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('two-factor sign-in: enrol, sign in with a code, a reused code refused, a recovery code once; ending another session signs it out at once', async ({ browser }) => {
  const email = uniqueEmail('security');
  const page = await signUp(browser, email);

  // Linked from the profile popup.
  await page.getByRole('banner').getByRole('button', { name: /^Dr\. / }).click();
  await page.getByRole('dialog', { name: 'Profile' }).getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/doctor\/settings\/security$/);
  const security = new SecurityPage(page);
  await security.goto();
  const { key, recoveryCodes } = await security.enrol(PASSWORD);
  await signOut(page);

  // The password alone opens nothing: the code of the next step does (the enrolment spent this one).
  await passwordStep(page, email);
  await page.goto('/doctor/dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);
  await passwordStep(page, email);
  const code = await totpCode(key, 1);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await signOut(page);

  // The same code again in its time step: refused. A recovery code: accepted, once.
  await passwordStep(page, email);
  await enterCode(page, code);
  await expect(page.getByText('Invalid authentication code').first()).toBeVisible();
  await enterCode(page, recoveryCodes[0]);
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await signOut(page);
  await passwordStep(page, email);
  await enterCode(page, recoveryCodes[0]);
  await expect(page.getByText('Invalid authentication code').first()).toBeVisible();
  await enterCode(page, recoveryCodes[1]);
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);

  // A second browser signs in; the first ends its session from the Sessions list.
  const other = await newPage(browser);
  await passwordStep(other, email);
  await enterCode(other, recoveryCodes[2]);
  await expect(other).toHaveURL(/\/doctor\/dashboard$/);

  await security.goto();
  await expect(security.sessionRows()).toHaveCount(2);
  const otherRow = security.sessionRows().filter({ hasNotText: 'This device' });
  await expect(security.sessionRows().filter({ hasText: 'This device' })).toHaveCount(1);
  await otherRow.getByRole('button', { name: 'End session' }).click();
  await expect(security.sessionRows()).toHaveCount(1);
  // The page sends no session id (the cookie's signed `sid`): only opaque handles.
  const sessionCookie = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('hms_session'));
  const sid = JSON.parse(Buffer.from(sessionCookie!.value.split('.')[1], 'base64url').toString()).sid as string;
  expect(sid.length).toBeGreaterThan(20);
  expect(await page.content()).not.toContain(sid);

  await other.goto('/doctor/patients');
  await expect(other).toHaveURL(/\/login\?next=/);
  await page.goto('/doctor/patients');
  await expect(page).toHaveURL(/\/doctor\/patients/);
});

test("an administrator ends another account's sessions and resets its second factor from Staff, without disabling it; both are audited", async ({ browser }) => {
  // The doctor signs up and enrols a second factor.
  const email = uniqueEmail('staff-reset');
  const doctor = await signUp(browser, email);
  const security = new SecurityPage(doctor);
  await security.goto();
  await security.enrol(PASSWORD);

  // The demo doctor, an administrator (this server asks no second factor of it), opens Staff.
  const admin = await newPage(browser);
  const login = new LoginPage(admin);
  await login.goto();
  await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  const staff = new StaffPage(admin);
  await staff.goto();

  // End sessions: the doctor is signed out at once, and stays active.
  await staff.choose(email, 'End sessions');
  await expect(staff.confirmDialog).toContainText('is signed out at once, on every device');
  await staff.confirmDialog.getByRole('button', { name: 'End sessions' }).click();
  await expect(staff.toast('signed out everywhere')).toBeVisible();
  await expect(staff.cell(email, 'state')).toHaveText('Active');
  await doctor.goto('/doctor/patients');
  await expect(doctor).toHaveURL(/\/login\?next=/);

  // Until the reset, the password alone opens nothing.
  await passwordStep(doctor, email);

  // Reset two-factor sign-in: the next sign-in needs the password alone.
  await staff.choose(email, 'Reset two-factor sign-in');
  await expect(staff.confirmDialog).toContainText('Their recovery codes stop working');
  await staff.confirmDialog.getByRole('button', { name: 'Reset' }).click();
  // The doctor's name holds "Reset" too, so the earlier toast would match a bare 'reset'.
  await expect(staff.toast(/^Two-factor sign-in of .+ reset$/)).toBeVisible();
  const doctorLogin = new LoginPage(doctor);
  await doctorLogin.goto();
  await doctorLogin.signInAndWait(email, PASSWORD);

  // Each change is a line of the audit trail, by the administrator.
  const audit = new AuditPage(admin);
  await audit.goto();
  for (const detail of ['ended sessions', 'reset second factor']) {
    await expect(audit.rows.filter({ hasText: detail }).first()).toBeVisible();
  }
});

test.describe('wrong authentication codes', () => {
  /** A code that is none of the three the server accepts now (one step either side). */
  async function wrongCode(key: string) {
    const right = await Promise.all([-1, 0, 1].map((step) => totpCode(key, step)));
    return ['000000', '111111', '222222', '333333'].find((code) => !right.includes(code))!;
  }

  /** One try of the "Authentication code" step, finished: resolves once the server has answered it. */
  async function codeAttempt(page: Page, code: string) {
    await page.getByLabel('Authentication code').fill(code);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/login'),
      page.getByRole('button', { name: 'Verify' }).click(),
    ]);
  }

  test("stop at the account's limit in another browser, not in its owner's, and show on its Security page", async ({ browser }) => {
    const email = uniqueEmail('ground-down');
    const owner = await signUp(browser, email);
    const security = new SecurityPage(owner);
    await security.goto();
    const { key, recoveryCodes } = await security.enrol(PASSWORD);
    await expect(security.refusedSignIns.getByText('None in the last 7 days.')).toBeVisible();
    // The owner completes a sign-in here: this browser is known to the account from now on.
    await signOut(owner);
    await passwordStep(owner, email);
    await enterCode(owner, recoveryCodes[0]);
    await expect(owner).toHaveURL(/\/doctor\/dashboard$/);

    // Someone else: a wrong password, then (with the right one) ten wrong codes over two pending sign-ins.
    const stranger = await newPage(browser);
    const login = new LoginPage(stranger);
    await login.goto();
    await login.attempt(email, 'not-the-password');
    await expect(login.alert).toHaveText('Invalid email or password');
    const wrong = await wrongCode(key);
    for (let signIn = 0; signIn < 2; signIn++) {
      await passwordStep(stranger, email);
      for (let n = 0; n < 5; n++) {
        await codeAttempt(stranger, wrong);
        await expect(stranger.getByText('Invalid authentication code').first()).toBeVisible();
      }
    }
    // Then the account's second step waits, for a new pending sign-in and the right code alike.
    await passwordStep(stranger, email);
    await codeAttempt(stranger, await totpCode(key, 1));
    await expect(login.alert).toHaveText(/^Too many attempts\. Try again in \d+ minutes\.$/);
    await expect(stranger).toHaveURL(/\/login$/);

    // The owner's browser is held by its own tries only: the password and the code sign in.
    await signOut(owner);
    await passwordStep(owner, email);
    await enterCode(owner, await totpCode(key, 1));
    await expect(owner).toHaveURL(/\/doctor\/dashboard$/);

    // The Security page shows what was tried, how often and from where; the refused right code was no wrong code.
    await security.goto();
    await expect(security.refusedSignIns.getByText('1 wrong password and 10 wrong authentication codes.')).toBeVisible();
    await expect(security.refusedSignInRows()).toHaveCount(2);
    await expect(security.refusedSignInRows().first()).toContainText(/^10 wrong authentication codes from \S+/);
    await expect(security.refusedSignInRows().nth(1)).toContainText(/^1 wrong password from \S+/);
  });
});

test.describe('old password-reset links', () => {
  /** The reset mails this server wrote to `email` (no SMTP_URL: DATA_DIR/outbox), oldest first. */
  async function resetMailsTo(email: string): Promise<string[]> {
    const folder = path.join(dataDir, 'outbox');
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(email)).sort();
    return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  }

  /** Asks for a reset on the form and gives the path of the link it mailed (the mail goes just after the answer). */
  async function askForLink(page: Page, email: string): Promise<string> {
    const before = (await resetMailsTo(email)).length;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that email');
    await expect.poll(async () => (await resetMailsTo(email)).length).toBe(before + 1);
    const url = new URL((await resetMailsTo(email)).at(-1)!.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);
    return `${url.pathname}${url.search}`;
  }

  async function setPassword(page: Page, link: string, password: string) {
    await page.goto(link);
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set new password' }).click();
  }

  const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

  test('a completed reset ends the other links of the account, and a password change in Settings ends them all', async ({ browser }) => {
    const email = uniqueEmail('old-links');
    const page = await signUp(browser, email);
    await signOut(page);

    const older = await askForLink(page, email);
    const newer = await askForLink(page, email);
    await setPassword(page, newer, 'second-password-2');
    await expect(page).toHaveURL(/\/login$/);
    await setPassword(page, older, 'attacker-password-3');
    await expect(page.getByTestId('form-alert')).toHaveText(INVALID);

    // A link asked for, then the password changed in Settings: the link opens nothing.
    const beforeChange = await askForLink(page, email);
    const login = new LoginPage(page);
    await login.goto();
    await login.signInAndWait(email, 'second-password-2');
    await page.goto('/doctor/settings/change-password');
    await page.getByLabel('Current password').fill('second-password-2');
    await page.getByLabel('New password').fill('changed-password-4');
    await page.getByLabel('Confirm password').fill('changed-password-4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await signOut(page);
    await setPassword(page, beforeChange, 'attacker-password-5');
    await expect(page.getByTestId('form-alert')).toHaveText(INVALID);

    // The password of the change is the one that signs in.
    await login.goto();
    await login.signInAndWait(email, 'changed-password-4');
  });
});

test.describe('recovery codes', () => {
  test('are copied to the clipboard with a toast, and downloaded as a text file named by the clinic’s date', async ({ browser }) => {
    const page = await signUp(browser, uniqueEmail('codes-copy'));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
    const security = new SecurityPage(page);
    await security.goto();
    const { recoveryCodes } = await security.enrolUpToCodes(PASSWORD);

    await security.twoFactor.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Recovery codes copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'));

    const [download] = await Promise.all([page.waitForEvent('download'), security.twoFactor.getByRole('button', { name: 'Download' }).click()]);
    const clinicToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`hms-recovery-codes-${clinicToday}.txt`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\n').filter((line) => recoveryCodes.includes(line))).toEqual(recoveryCodes);
    expect(text).toMatch(/^HMS recovery codes\n/);
    // The codes still work as before: the file is only a copy.
    await security.twoFactor.getByRole('button', { name: 'I have saved them' }).click();
    await expect(security.twoFactor.getByText('On', { exact: true })).toBeVisible();
  });

  test('a clipboard the browser refuses leaves the codes selected, and the page says how to copy them', async ({ browser }) => {
    const page = await signUp(browser, uniqueEmail('codes-refused'));
    // As a browser that refuses the page the clipboard (no permission) answers.
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
    });
    const security = new SecurityPage(page);
    await security.goto();
    const { recoveryCodes } = await security.enrolUpToCodes(PASSWORD);
    await security.twoFactor.getByRole('button', { name: 'Copy' }).click();
    await expect(security.twoFactor.getByRole('status')).toHaveText(/^The browser did not let this page copy\. The codes are selected/);
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    for (const code of recoveryCodes) expect(selected).toContain(code);
  });
});

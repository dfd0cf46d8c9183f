import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { workerServer } from './fixtures/servers';
import { expect, test } from './fixtures/test';
import { isRed, textRgb } from './fixtures/colors';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';

test.use({ storageState: SIGNED_OUT });

const SESSION_COOKIE = '__Host-hms_session';

async function signUp(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  return { context, page };
}

test.describe('login form', () => {
  test('says what is missing, in red under each field', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    const emailError = page.getByText('Email is required');
    await expect(emailError).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(isRed(await textRgb(emailError))).toBe(true);
    await expect(login.email).toHaveAttribute('aria-invalid', 'true');
  });

  test('signs the demo doctor in: Loading..., then the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    // The sign-in request is held until the button has been seen saying Loading...: on a busy machine it can
    // otherwise finish before the check.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/login*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await login.signIn(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/doctor\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password says so and stays', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_DOCTOR.email, 'not-the-password');
    await expect(page.getByTestId('form-alert')).toHaveText('Invalid email or password');
    await expect(page.getByTestId('form-alert')).toHaveAttribute('role', 'alert');
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.submit).toHaveText('Login');
  });

  test('goes back to the doctor page it was sent from', async ({ page }) => {
    await page.goto('/doctor/patients?page=2');
    await expect(page).toHaveURL(/\/login\?next=%2Fdoctor%2Fpatients%3Fpage%3D2$/);
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password, /\/doctor\/patients\?page=2$/);
  });

  test('refuses an outside URL in next', async ({ page }) => {
    const login = new LoginPage(page);
    for (const next of ['https://evil.example/phish', '//evil.example']) {
      await page.context().clearCookies();
      await login.goto(next);
      await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    }
  });

  test('refuses the sixth wrong attempt without checking the password', async ({ page, browser }) => {
    const email = uniqueEmail('brute');
    const { context } = await signUp(browser, email, 'right-password-1');
    await context.close();
    const login = new LoginPage(page);
    await login.goto();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login.attempt(email, `wrong-${attempt}`);
      await expect(page.getByTestId('form-alert')).toHaveText('Invalid email or password');
    }
    // Even the right password is refused now.
    await login.attempt(email, 'right-password-1');
    await expect(page.getByTestId('form-alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('signup form', () => {
  test('says what is missing or wrong', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('creates an account and signs in; a taken email says so', async ({ page, browser }) => {
    const email = uniqueEmail('signup');
    const { context } = await signUp(browser, email, 'a-good-password');
    await context.close();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
  });
});

test.describe('forgot password', () => {
  test('requires the email', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
  });

  test('answers the same for a known and an unknown email, and the link sets a new password once', async ({ page, browser }) => {
    const email = uniqueEmail('reset');
    const { context } = await signUp(browser, email, 'first-password');
    await context.close();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const unknownAnswer = await page.getByRole('status').textContent();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(unknownAnswer!);

    const link = await readResetLink(email);
    await page.goto(link);
    await page.getByLabel('New password').fill('second-password');
    await page.getByLabel('Confirm password').fill('second-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).signInAndWait(email, 'second-password');

    // Single use.
    await page.goto(link);
    await page.getByLabel('New password').fill('third-password');
    await page.getByLabel('Confirm password').fill('third-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByTestId('form-alert')).toHaveText('This reset link is invalid or has expired. Ask for a new one.');
  });
});

async function readResetLink(email: string): Promise<string> {
  const folder = path.join(workerServer().dataDir, 'outbox');
  // The mail is queued and sent just after the answer, which never waits for it: wait for its file.
  let names: string[] = [];
  await expect
    .poll(async () => (names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(email)).sort()).length)
    .toBeGreaterThan(0);
  const text = await readFile(path.join(folder, names.at(-1)!), 'utf8');
  const url = new URL(text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);
  return `${url.pathname}${url.search}`;
}

test.describe('sessions', () => {
  test('logout ends the session: a replayed copy of the old cookie opens nothing', async ({ page, browser }) => {
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    await page.getByRole('banner').getByRole('button', { name: /^Dr\. / }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    await page.goto('/doctor/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);

    const replay = await browser.newContext({ storageState: SIGNED_OUT });
    await replay.addCookies([cookie!]);
    const replayPage = await replay.newPage();
    await replayPage.goto('/doctor/dashboard');
    await expect(replayPage).toHaveURL(/\/login/);
    await replay.close();
  });

  test('a cookie with one byte altered lands on /login', async ({ page, browser }) => {
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const i = cookie.value.length - 10;
    const altered = { ...cookie, value: cookie.value.slice(0, i) + (cookie.value[i] === 'a' ? 'b' : 'a') + cookie.value.slice(i + 1) };
    const context = await browser.newContext({ storageState: SIGNED_OUT });
    await context.addCookies([altered]);
    const other = await context.newPage();
    await other.goto('/doctor/patients');
    await expect(other).toHaveURL(/\/login\?next=%2Fdoctor%2Fpatients$/);
    await context.close();
  });

  test('changing the password checks the current one, ends other sessions, and swaps old for new', async ({ browser }) => {
    const email = uniqueEmail('change');
    const { context, page } = await signUp(browser, email, 'old-password-1');
    const elsewhere = await browser.newContext({ storageState: SIGNED_OUT });
    const elsewherePage = await elsewhere.newPage();
    await new LoginPage(elsewherePage).goto();
    await new LoginPage(elsewherePage).signInAndWait(email, 'old-password-1');

    await page.goto('/doctor/settings/change-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('New password is required')).toBeVisible();
    await expect(page.getByText('Confirm password is required')).toBeVisible();

    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password').fill('new-password-2');
    await page.getByLabel('Confirm password').fill('new-password-3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill('new-password-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill('old-password-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page.getByText('Every other device signed in to this account was signed out.')).toBeVisible();

    // This session goes on; the other one is over.
    await page.goto('/doctor/dashboard');
    await expect(page).toHaveURL(/\/doctor\/dashboard$/);
    await elsewherePage.goto('/doctor/dashboard');
    await expect(elsewherePage).toHaveURL(/\/login/);
    await elsewhere.close();
    await context.close();

    const fresh = await browser.newContext({ storageState: SIGNED_OUT });
    const freshPage = await fresh.newPage();
    const login = new LoginPage(freshPage);
    await login.goto();
    await login.signIn(email, 'old-password-1');
    await expect(freshPage.getByTestId('form-alert')).toHaveText('Invalid email or password');
    await login.signInAndWait(email, 'new-password-2');
    await fresh.close();
  });
});

test.describe('the guard', () => {
  const headerTricks: Array<[string, Record<string, string>, string]> = [
    ['x-middleware-subrequest', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }, ''],
    ['RSC: 1', { RSC: '1' }, ''],
    ['?_rsc=', {}, '?_rsc=abc'],
    ['a prefetch', { 'next-router-prefetch': '1', purpose: 'prefetch' }, ''],
  ];
  for (const [name, headers, query] of headerTricks) {
    test(`a request with ${name} and no session is sent to /login`, async ({ request }) => {
      const response = await request.get(`/doctor/patients${query}`, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()['location']).toMatch(/^\/login\?next=/);
    });
  }

  test('a request with a forged, well-formed cookie is sent to /login', async ({ request }) => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl';
    const response = await request.get('/doctor/dashboard', { headers: { cookie: `${SESSION_COOKIE}=${forged}` }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
  });
});

test.describe('security headers', () => {
  test('every response carries them; the CSP has a nonce and no unsafe-eval', async ({ request }) => {
    for (const path of ['/', '/login', '/no/such/page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  test('the nonce changes with every response', async ({ request }) => {
    const first = (await request.get('/')).headers()['content-security-policy'];
    const second = (await request.get('/')).headers()['content-security-policy'];
    expect(first).not.toBe(second);
  });
});

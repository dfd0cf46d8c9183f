import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';
import { NotificationsBell } from './pages/notifications-bell';

// The seed gives the demo doctor visits ahead today, but none in the evening once the day's visits are past:
// what the bell lists depends on the clock, so these tests check that
// the badge and the list agree and follow a listed appointment when there is one. The empty state is checked
// in components/layout/notifications-bell.test.tsx.

/** The badge says what the list holds: each section's total (appointments, accounts, lab results), and up to five rows of each. */
async function expectBadgeMatchesList(bell: NotificationsBell) {
  const badge = await bell.count();
  await bell.open();
  const appointments = await bell.total(bell.appointments);
  const accounts = await bell.total(bell.accounts);
  const labResults = await bell.total(bell.labResults);
  expect(appointments + accounts + labResults).toBe(badge);
  await expect(bell.appointments.getByRole('listitem')).toHaveCount(Math.min(appointments, 5));
  await expect(bell.accounts.getByRole('listitem')).toHaveCount(Math.min(accounts, 5));
  await expect(bell.labResults.getByRole('listitem')).toHaveCount(Math.min(labResults, 5));
  if (badge === 0) await expect(bell.popover).toContainText('Nothing needs you right now.');
  else await expect(bell.button.getByTestId('notifications-badge')).toHaveText(badge > 9 ? '9+' : String(badge));
  return { appointments, accounts };
}

/** Follows the first listed appointment to its page. */
async function followFirstAppointment(page: Page, bell: NotificationsBell) {
  const link = bell.appointments.getByRole('link').first();
  const name = (await link.locator('span').nth(1).textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/doctor\/appointment\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(bell.popover).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(name);
}

test('the bell counts what it lists, opens a listed appointment, and Escape gives the focus back', async ({ page }) => {
  await page.goto('/doctor/dashboard');
  const bell = new NotificationsBell(page);
  const { appointments } = await expectBadgeMatchesList(bell);
  await expect.poll(() => bell.popover.evaluate((popover) => popover.contains(document.activeElement))).toBe(true);

  // Escape closes it and the focus returns to the bell.
  await page.keyboard.press('Escape');
  await expect(bell.popover).toHaveCount(0);
  await expect(bell.button).toBeFocused();

  // From the keyboard: Enter opens it, Tab reaches its first link (the lab results to review come first).
  await page.keyboard.press('Enter');
  await expect(bell.popover).toBeVisible();
  await expect(bell.popover.getByRole('status')).toHaveCount(0);
  if (appointments > 0) {
    await page.keyboard.press('Tab');
    await expect(bell.popover.getByRole('link').first()).toBeFocused();
    await followFirstAppointment(page, bell);
  } else {
    await expect(bell.appointments).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bell.button).toBeFocused();
  }
});

test('at 390 px the bell opens inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/doctor/dashboard');
  const bell = new NotificationsBell(page);
  await bell.open();
  const box = (await bell.popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

// Accounts wait for approval only under SIGNUP_MODE=approval: a server of its own, with a fresh database.
test.describe('with an account waiting for approval', () => {
  test.use({ storageState: SIGNED_OUT });
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let server: AppServer;
  let dataDir: string;
  test.beforeAll(async () => {
    // A server's first start creates and seeds its database: longer than a hook's default time under load.
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-bell-'));
    server = await startAppServer({ SIGNUP_MODE: 'approval', DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an administrator's bell lists it and leads to the Staff screen", async ({ browser }) => {
    const email = uniqueEmail('bell-waiting');
    const waiting = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
    const signup = await waiting.newPage();
    await signup.goto('/signup');
    await expect(async () => {
      await signup.getByLabel('Email').fill(email);
      await signup.getByLabel('Password').fill('waiting-password-1');
      await signup.getByRole('button', { name: 'Sign up' }).click();
      // Under approval a sign-up answers the same page for a new and a taken email: no account enumeration.
      await expect(signup).toHaveURL(/\/signup\/received$/, { timeout: 5_000 });
    }).toPass();
    await waiting.close();

    const admin = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
    const page = await admin.newPage();
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    // A page load of its own: the bell's count is read when the page loads.
    await page.goto('/doctor/dashboard');
    const bell = new NotificationsBell(page);
    await expect(bell.button).toHaveAccessibleName(/^Notifications, (\d+|9\+) waiting( \(\d+\))?$/);
    const { accounts } = await expectBadgeMatchesList(bell);
    expect(accounts).toBe(1);
    await expect(bell.accounts.getByRole('listitem')).toContainText(email);

    await bell.accounts.getByRole('link', { name: 'Review on the Staff screen' }).click();
    await expect(page).toHaveURL(/\/doctor\/settings\/staff$/);
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Waiting for approval');
    await admin.close();
  });
});

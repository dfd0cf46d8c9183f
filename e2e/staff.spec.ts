import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { workerServer } from './fixtures/servers';
import { expect, test } from './fixtures/test';
import { seriousViolations } from './fixtures/axe';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';
import { signUpFreshDoctor, toast } from './pages/shared';
import { StaffPage } from './pages/staff-page';

const FRESH_PASSWORD = 'fresh-doctor-password';

test('Settings leads an administrator to Staff, which lists the demo doctor as its administrator', async ({ page }) => {
  await page.goto('/doctor/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /^Staff/ }).click();
  const staff = new StaffPage(page);
  await expect(page).toHaveURL(/\/doctor\/settings\/staff$/);
  await expect(staff.heading).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'State', 'Created', 'Two-factor', 'Last sign-in', 'Actions']);

  await expect(staff.row(DEMO_DOCTOR.email)).toHaveCount(1);
  await expect(staff.cell(DEMO_DOCTOR.email, 'name')).toContainText('Dr. Adaeze Nwankwo');
  await expect(staff.cell(DEMO_DOCTOR.email, 'name')).toContainText('You');
  await expect(staff.cell(DEMO_DOCTOR.email, 'role')).toHaveText('Administrator');
  await expect(staff.cell(DEMO_DOCTOR.email, 'state')).toHaveText('Active');
  // This run's server asks no second factor (MFA_REQUIRED=off); the demo doctor signed in for the run.
  await expect(staff.cell(DEMO_DOCTOR.email, 'twoFactor')).toHaveText('Off');
  await expect(staff.cell(DEMO_DOCTOR.email, 'lastSignIn')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
});

test('the demo doctor cannot disable itself, nor remove the last administrator', async ({ page }) => {
  const staff = new StaffPage(page);
  await staff.goto();
  // The demo doctor is the only administrator of this run's database (every account fits on one page).
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(staff.rows.getByRole('cell', { name: 'Administrator', exact: true })).toHaveCount(1);

  // Keyboard: the menu opens from its button and its own Disable is switched off.
  await staff.menuButton(DEMO_DOCTOR.email).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu')).toContainText('Only another administrator can disable it.');
  await expect(staff.menuItem('Disable')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await staff.choose(DEMO_DOCTOR.email, 'Remove administrator');
  await expect(staff.confirmDialog).toContainText('Remove your administrator role?');
  await staff.confirmDialog.getByRole('button', { name: 'Remove' }).click();
  // The refusal is said in the dialog, which stays open until Cancel.
  await expect(staff.confirmDialog.getByRole('alert')).toContainText('There must be at least one administrator.');
  await staff.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(staff.confirmDialog).toHaveCount(0);
  await page.reload();
  await expect(staff.cell(DEMO_DOCTOR.email, 'role')).toHaveText('Administrator');
});

test('an administrator makes and unmakes a signed-up doctor administrator, disables it (signing it out at once) and enables it', async ({ page, browser }) => {
  // Four changes, each seen from both sides and after a reload, and three sign-ins: 22–31 s on two cores.
  test.slow();
  // The e2e server runs SIGNUP_MODE=open: the new account is active and signed in, in its own browser.
  const { context: other, page: otherPage, email } = await signUpFreshDoctor(browser, 'staff');
  try {
    // To a doctor who is not an administrator the screen does not exist, and Settings does not offer it.
    const otherStaff = new StaffPage(otherPage);
    await otherStaff.goto();
    await expect(otherPage.getByText('PageNotFound', { exact: true })).toBeVisible();
    await expect(otherStaff.heading).toHaveCount(0);
    await otherPage.goto('/doctor/settings');
    await expect(otherPage.getByRole('link', { name: /^Change Password/ })).toBeVisible();
    await expect(otherPage.getByRole('link', { name: /^Staff/ })).toHaveCount(0);

    const staff = new StaffPage(page);
    await staff.goto();
    await expect(staff.cell(email, 'role')).toHaveText('Doctor');
    await expect(staff.cell(email, 'state')).toHaveText('Active');

    await staff.choose(email, 'Make administrator');
    await expect(staff.toast('is now an administrator')).toBeVisible();
    await expect(staff.cell(email, 'role')).toHaveText('Administrator');
    await page.reload();
    await expect(staff.cell(email, 'role')).toHaveText('Administrator');
    // Now the screen is theirs too.
    await otherStaff.goto();
    await expect(otherStaff.heading).toBeVisible();

    await staff.choose(email, 'Remove administrator');
    await expect(staff.toast('is no longer an administrator')).toBeVisible();
    await page.reload();
    await expect(staff.cell(email, 'role')).toHaveText('Doctor');
    await otherStaff.goto();
    await expect(otherPage.getByText('PageNotFound', { exact: true })).toBeVisible();

    await staff.choose(email, 'Disable');
    await expect(staff.confirmDialog).toContainText('signed out at once');
    await staff.confirmDialog.getByRole('button', { name: 'Disable' }).click();
    await expect(staff.toast('disabled and signed out')).toBeVisible();
    await page.reload();
    await expect(staff.cell(email, 'state')).toHaveText('Disabled');

    // Its session ended with the change: the next page it asks for is the login.
    await otherPage.goto('/doctor/dashboard');
    await expect(otherPage).toHaveURL(/\/login(\?|$)/);
    const login = new LoginPage(otherPage);
    await login.goto();
    await login.signIn(email, FRESH_PASSWORD);
    await expect(login.alert).toBeVisible();
    await expect(otherPage).toHaveURL(/\/login$/);

    await staff.choose(email, 'Enable');
    await expect(staff.toast(/ enabled$/)).toBeVisible();
    await page.reload();
    await expect(staff.cell(email, 'state')).toHaveText('Active');
    await login.goto();
    await login.signInAndWait(email, FRESH_PASSWORD);
  } finally {
    await other.close();
  }
});

test.describe('invitations', () => {
  /** The path and query of the invitation link mailed to `email` (no SMTP_URL: DATA_DIR/outbox), once its mail has gone. */
  async function invitationLink(email: string): Promise<string> {
    const folder = path.join(workerServer().dataDir, 'outbox');
    let names: string[] = [];
    // The mail is queued and sent just after the answer: wait for its file.
    await expect.poll(async () => (names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(email)).sort()).length).toBeGreaterThan(0);
    const text = await readFile(path.join(folder, names.at(-1)!), 'utf8');
    const url = new URL(text.match(/https?:\/\/\S+\/invitation\?token=\S+/)![0]);
    return `${url.pathname}${url.search}`;
  }

  test('an administrator invites a colleague, who opens the mailed link, chooses a name and password and signs in at once; the link works once', async ({ page, browser }) => {
    test.slow();
    const email = uniqueEmail('invited');
    const staff = new StaffPage(page);
    await staff.goto();
    await staff.invite(email);
    await expect(staff.toast(`Invitation sent to ${email}. Its link works once, for 7 days.`)).toBeVisible();
    await expect(staff.invitation(email)).toContainText('Pending');
    await expect(staff.invitation(email)).toContainText(/Until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    const link = await invitationLink(email);

    const context = await browser.newContext({ storageState: SIGNED_OUT });
    try {
      const guest = await context.newPage();
      await guest.goto(link);
      await expect(guest.getByRole('heading', { level: 1, name: 'Join the clinic' })).toBeVisible();
      await expect(guest.getByText(/^Dr\. Adaeze Nwankwo invited you as a doctor\./)).toBeVisible();
      await expect(guest.getByLabel('Email')).toHaveValue(email);
      expect(await seriousViolations(guest)).toEqual([]);
      await guest.getByLabel('First name').fill('Kelechi');
      await guest.getByLabel('Last name').fill('Invited');
      await guest.getByLabel('New password').fill('invited-password-1');
      await guest.getByLabel('Confirm password').fill('invited-password-1');
      await guest.getByRole('button', { name: 'Create my account' }).click();
      await expect(guest).toHaveURL(/\/login$/);
      await expect(toast(guest, 'Your account is ready. Sign in with your email and new password.')).toBeVisible();
      // Active at once: no approval to wait for.
      await new LoginPage(guest).signInAndWait(email, 'invited-password-1');
      await expect(guest.getByRole('banner')).toContainText('Dr. Kelechi Invited');

      // Once used, the link opens nothing.
      await guest.goto(link);
      // The page's own alert (Next's route announcer is one too, empty).
      await expect(guest.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This invitation has been used already. Sign in with its email and the password chosen then.');
    } finally {
      await context.close();
    }

    await page.reload();
    await expect(staff.invitation(email)).toContainText('Used');
    await expect(staff.cell(email, 'name')).toContainText('Dr. Kelechi Invited');
    await expect(staff.cell(email, 'role')).toHaveText('Doctor');
    await expect(staff.cell(email, 'state')).toHaveText('Active');
    await expect(staff.cell(email, 'lastSignIn')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  });

  test('an invitation revoked opens nothing, and an email that has an account is not invited', async ({ page, browser }) => {
    const email = uniqueEmail('revoked');
    const staff = new StaffPage(page);
    await staff.goto();
    await staff.invite(email, 'Administrator');
    await expect(staff.invitation(email)).toContainText('Administrator');
    const link = await invitationLink(email);

    await staff.invitation(email).getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
    await expect(staff.confirmDialog).toContainText('Its link will open nothing');
    await staff.confirmDialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(staff.toast(`Invitation of ${email} revoked`)).toBeVisible();
    await page.reload();
    await expect(staff.invitation(email)).toContainText('Revoked');
    await expect(staff.invitation(email).getByRole('button')).toHaveCount(0);

    const context = await browser.newContext({ storageState: SIGNED_OUT });
    try {
      const guest = await context.newPage();
      await guest.goto(link);
      await expect(guest.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This invitation was revoked. Ask an administrator of the clinic for a new one.');
      await expect(guest.getByLabel('New password')).toHaveCount(0);
    } finally {
      await context.close();
    }

    const dialog = await staff.invite(DEMO_DOCTOR.email);
    await expect(dialog.getByText('An account with this email already exists. That colleague signs in, or resets the password.').first()).toBeVisible();
  });
});

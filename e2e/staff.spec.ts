import { expect, test } from '@playwright/test';
import { DEMO_DOCTOR } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';
import { signUpFreshDoctor } from './pages/shared';
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

import { expect, test } from './fixtures/test';
import { DoctorShell } from './pages/doctor-shell';
import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_OPEN_PX } from '@/lib/constants';

const LINKS = [
  ['Dashboard', '/doctor/dashboard'],
  ['Patients', '/doctor/patients'],
  ['Appointments', '/doctor/appointments'],
  ['Wards', '/doctor/wards'],
  ['Diagnosis', '/doctor/diagnosis'],
  ['Transactions', '/doctor/transactions'],
  ['Reports', '/doctor/reports'],
  ['Schedules', '/doctor/schedule'],
  ['Prescription', '/doctor/prescription'],
  // The lab's worklist, for the lab's staff and administrators (the demo doctor is one), before Settings.
  ['Lab', '/doctor/lab'],
  ['Settings', '/doctor/settings'],
] as const;

test.describe('doctor layout', () => {
  test('the sidebar has the ten links, with Lab for an administrator, and highlights the active one', async ({ page }) => {
    const shell = new DoctorShell(page);
    await page.goto('/doctor/dashboard');
    await expect(shell.nav.getByRole('link')).toHaveText(LINKS.map(([name]) => name));
    for (const [name, href] of LINKS) {
      await expect(shell.navLink(name)).toHaveAttribute('href', href);
    }
    await expect(shell.navLink('Dashboard')).toHaveAttribute('aria-current', 'page');
    await shell.navLink('Reports').click();
    await expect(page).toHaveURL(/\/doctor\/reports$/);
    await expect(shell.navLink('Reports')).toHaveAttribute('aria-current', 'page');
    await expect(shell.navLink('Dashboard')).not.toHaveAttribute('aria-current', 'page');
  });

  test("a link whose page is slow to come says Loading... over the page being left, then shows its page", async ({ page }) => {
    const shell = new DoctorShell(page);
    await page.goto('/doctor/dashboard');
    // The page's server answer (and its prefetch) is held until the feedback has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/doctor/transactions**', async (route) => {
      if (route.request().headers()['rsc'] === '1') await held;
      await route.continue();
    });
    await shell.navLink('Transactions').click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await expect(loading).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  test('the sidebar starts open, collapses to icons with names and tooltips, and stays so across reloads', async ({ page }) => {
    const shell = new DoctorShell(page);
    await page.goto('/doctor/dashboard');
    await expect(shell.sidebar).toHaveAttribute('data-state', 'open');
    await expect(shell.navLink('Patients').getByText('Patients')).not.toHaveClass(/sr-only/);
    expect((await shell.sidebar.boundingBox())!.width).toBe(SIDEBAR_WIDTH_OPEN_PX);

    await shell.collapseButton.click();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'collapsed');
    // Icons only: the name stays for screen readers.
    await expect(shell.navLink('Patients').getByText('Patients')).toHaveClass(/sr-only/);
    // The width narrows over a short transition: wait until it ends, or the pointer below would land on a link
    // still shrinking out from under it.
    await expect.poll(async () => (await shell.sidebar.boundingBox())!.width).toBe(SIDEBAR_WIDTH_COLLAPSED_PX);
    await shell.navLink('Patients').hover();
    await expect(page.getByRole('tooltip', { name: 'Patients' })).toBeVisible();
    // Escape hides it where it is (WCAG 1.4.13); the next link pointed at shows its own.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip', { name: 'Patients' })).toBeHidden();
    await shell.navLink('Appointments').hover();
    await expect(page.getByRole('tooltip', { name: 'Appointments' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'Patients' })).toBeHidden();

    await shell.navLink('Patients').click();
    await expect(page).toHaveURL(/\/doctor\/patients$/);
    await expect(shell.sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.reload();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'collapsed');

    await shell.expandButton.click();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'open');
    await page.reload();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'open');
  });

  test('the top bar has the logo, the bell and the profile picture link', async ({ page }) => {
    await page.goto('/doctor/dashboard');
    const bar = page.getByRole('banner');
    await expect(bar.getByText('HMS', { exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await bar.getByRole('link', { name: 'Profile page' }).click();
    await expect(page).toHaveURL(/\/doctor\/settings\/profile-page$/);
  });

  test('the doctor-name button toggles the 300 by 400 profile popup; Escape and a click outside close it', async ({ page }) => {
    const shell = new DoctorShell(page);
    await page.goto('/doctor/dashboard');
    const nameButton = page.getByRole('banner').getByRole('button', { name: /^Dr\. / });
    await nameButton.click();
    await expect(shell.popup).toBeVisible();
    const box = (await shell.popup.boundingBox())!;
    expect(Math.round(box.width)).toBe(300);
    expect(Math.round(box.height)).toBe(400);
    await expect(shell.popup.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/doctor/settings/edit-profile');
    await expect(shell.popup.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/doctor/settings/change-password');
    await expect(shell.popup.getByText('Logout')).toBeVisible();

    await nameButton.click();
    await expect(shell.popup).toBeHidden();

    await nameButton.click();
    await page.keyboard.press('Escape');
    await expect(shell.popup).toBeHidden();

    await nameButton.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(shell.popup).toBeHidden();
  });

  test('below the md breakpoint the sidebar becomes a slide-over sheet', async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 800 });
    await page.goto('/doctor/dashboard');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/doctor\/transactions$/);
    await expect(sheet).toBeHidden();
  });
});

import { expect, test } from './fixtures/test';
import { AXE_WIDTHS, NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { AppointmentsPage } from './pages/appointments-page';
import { NotificationsBell } from './pages/notifications-bell';
import { PatientsPage } from './pages/patients-page';
import { TransactionsPage } from './pages/transactions-page';

// axe-core on what opens over a screen, at a desktop and a phone width: no serious or critical violation. (Every
// route as it loads: e2e/every-screen.spec.ts; every dialog, menu and popup: accessibility-dialogs.spec.ts.)

test.describe('axe at desktop and phone widths', () => {
  test.use({ viewport: { width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height } });

  test('the add-appointment dialog, with its errors shown', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await list.submitEmptyForm();
    await expect(list.dialog.getByText('Fullname is required')).toBeVisible();
    expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  });

  test('the patient sheet', async ({ page }) => {
    const patients = new PatientsPage(page);
    await page.goto('/doctor/patients');
    await patients.cards.first().getByRole('button', { name: /^View Details/ }).click();
    await expect(patients.sheet).toBeVisible();
    // The sheet as the doctor reads it: filled with the server's answer to ?patient=, not its loading skeleton.
    await expect(page).toHaveURL(/patient=\d+/);
    await expect(patients.sheet.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await expect(patients.sheet.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  });

  test('the open notifications bell', async ({ page }) => {
    const bell = new NotificationsBell(page);
    await page.goto('/doctor/dashboard');
    await bell.open();
    expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  });

  test('the transaction sheet', async ({ page }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto();
    await transactions.rows.first().getByRole('cell').nth(2).click();
    await expect(transactions.sheet).toBeVisible();
    expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  });
});

import { expect, test } from '@playwright/test';
import { AXE_WIDTHS, NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { DOCTOR_ROUTES, PUBLIC_ROUTES } from './fixtures/routes';
import { controlsWithoutVisibleFocus } from './fixtures/visible-focus';
import { AppointmentsPage } from './pages/appointments-page';
import { NotificationsBell } from './pages/notifications-bell';
import { PatientsPage } from './pages/patients-page';
import { TransactionsPage } from './pages/transactions-page';

// axe-core on every route of the spec, at a desktop and a phone width: no serious or critical violation; and on
// every route, every control Tab reaches looks different focused (fixtures/visible-focus.ts).

test.describe('axe at desktop and phone widths', () => {
  test.use({ viewport: { width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height } });

  for (const [path, title] of DOCTOR_ROUTES) {
    test(`doctor ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
      await page.setViewportSize({ width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height });
      expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
    });
  }

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

  test.describe('signed out', () => {
    test.use({ storageState: SIGNED_OUT });
    for (const path of PUBLIC_ROUTES) {
      test(`public ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
        await page.setViewportSize({ width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height });
        expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
      });
    }
  });
});

import { expect, test } from '@playwright/test';
import { DEMO_DOCTOR_NAME } from './pages/shared';

test.describe('prescription details', () => {
  test('an unknown id says Prescription not found', async ({ page }) => {
    for (const id of ['999999', 'abc', '']) {
      await page.goto(`/doctor/prescription/prescriptionn-details?id=${id}`);
      await expect(page.getByText('Prescription not found', { exact: true })).toBeVisible();
      await expect(page.getByTestId('prescription-sheet')).toHaveCount(0);
    }
  });

  test('Print opens the print dialog; printed, the sidebar, top bar and buttons are hidden', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/doctor/prescription/prescriptionn-details?id=1');
    const print = page.getByRole('button', { name: 'Print' });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(print).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back' })).toBeHidden();
    await expect(page.getByTestId('prescription-sheet')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
  });

  test('demo shows the same layout with a sample prescription by the signed-in doctor', async ({ page }) => {
    await page.goto('/doctor/prescription/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Details' })).toBeVisible();
    const sheet = page.getByTestId('prescription-sheet');
    await expect(sheet).toContainText('Chinedu Okafor');
    await expect(sheet).toContainText(DEMO_DOCTOR_NAME);
    await expect(sheet.getByRole('table', { name: 'Medicines' }).locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});

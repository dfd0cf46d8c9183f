import { expect, test } from '@playwright/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { DOCTOR_ROUTES, PUBLIC_ROUTES } from './fixtures/routes';
import { controlsWithoutVisibleFocus } from './fixtures/visible-focus';

// Keyboard: every control that Tab reaches shows where the focus is (an outline or a ring) on every route.

test.describe('visible focus', () => {
  test('the check finds a control that looks the same focused', async ({ page }) => {
    await page.goto('/doctor/dashboard');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const bare = document.createElement('button');
      bare.textContent = 'Bare';
      bare.style.outline = 'none';
      document.querySelector('main')!.append(bare);
    });
    expect(await controlsWithoutVisibleFocus(page)).toEqual(['button "Bare"']);
  });

  for (const [path, title] of DOCTOR_ROUTES) {
    test(`doctor ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
    });
  }

  test.describe('signed out', () => {
    test.use({ storageState: SIGNED_OUT });
    for (const path of PUBLIC_ROUTES) {
      test(`public ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
      });
    }
  });
});

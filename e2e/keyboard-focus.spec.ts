import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { DOCTOR_ROUTES, PUBLIC_ROUTES } from './fixtures/routes';

// Keyboard: every control that Tab reaches shows where the focus is (an outline or a ring).

const TABS = 60;

/** Tabs through the page and answers each focused control that shows no outline and no ring. */
async function controlsWithoutVisibleFocus(page: Page): Promise<string[]> {
  const unseen = new Set<string>();
  for (let index = 0; index < TABS; index++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      if (outline || ring) return null;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
    });
    if (problem) unseen.add(problem);
  }
  return [...unseen];
}

test.describe('visible focus', () => {
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

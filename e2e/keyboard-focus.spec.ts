import { expect, test } from './fixtures/test';
import { controlsWithoutVisibleFocus } from './fixtures/visible-focus';

// Keyboard: every control that Tab reaches shows where the focus is. accessibility.spec.ts runs the check on every
// route; this shows that the check itself catches a control that looks the same focused.

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
});

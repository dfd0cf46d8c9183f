import { type Response } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { COMPILE_HINT } from '../scripts/compile-hints';

// Every script the browser gets from the build starts with V8's compile hint (scripts/compile-hints.ts,
// added by npm run build), so that Chrome compiles it while it downloads instead of on the main thread.

test("a doctor screen's scripts, those of its first load and those fetched later, carry V8's compile hint", async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/chunks/') && response.url().endsWith('.js')) scripts.push(response);
  });
  await page.goto('/doctor/dashboard');
  await page.waitForLoadState('networkidle');
  const atLoad = scripts.length;
  // The command palette's code comes when it is first opened.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(atLoad).toBeGreaterThan(3);
  expect(scripts.length).toBeGreaterThan(atLoad);
  for (const response of scripts) expect((await response.text()).startsWith(COMPILE_HINT), response.url()).toBe(true);
});

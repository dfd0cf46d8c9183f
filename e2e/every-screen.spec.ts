import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { AXE_WIDTHS, NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { NO_CONSOLE_PROBLEMS, watchConsole } from './fixtures/console-problems';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { DOCTOR_ROUTES, PUBLIC_ROUTES } from './fixtures/routes';
import { controlsWithoutVisibleFocus } from './fixtures/visible-focus';

// Every route of the spec, opened once each, fresh:
// - it answers 200, and a doctor screen shows its title as its heading;
// - nothing is written to the browser's console and nothing breaks the Content-Security-Policy, up to
//   the moment the network is quiet (whatever loads after the heading, the bell and lazy parts, has loaded);
// - axe-core finds no serious or critical violation at a desktop and at a phone width (fixtures/axe.ts);
// - every control Tab reaches looks different focused (fixtures/visible-focus.ts).
// (Fresh loads at a phone's width are e2e/phone-layout.spec.ts's; dialogs and sheets, accessibility*.spec.ts's.)

const DESKTOP = { width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height };
test.use({ viewport: DESKTOP });

/** Opens `path` fresh and checks it as the header above says; a doctor screen's heading is `title`. */
async function expectSoundScreen(page: Page, path: string, title?: string) {
  const problems = await watchConsole(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (title) await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual(NO_CONSOLE_PROBLEMS);
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  await page.setViewportSize(DESKTOP);
  expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
}

test.describe('signed in, every doctor screen', () => {
  for (const [path, title] of DOCTOR_ROUTES) {
    test(`${path} shows ${title}: no console error or CSP violation, no serious axe violation, visible focus`, async ({ page }) => {
      await expectSoundScreen(page, path, title);
    });
  }
});

test.describe('signed out, every public screen', () => {
  test.use({ storageState: SIGNED_OUT });
  for (const path of PUBLIC_ROUTES) {
    test(`${path} answers: no console error or CSP violation, no serious axe violation, visible focus`, async ({ page }) => {
      await expectSoundScreen(page, path);
    });
  }
});

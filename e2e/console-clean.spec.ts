import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { DOCTOR_ROUTES, PUBLIC_ROUTES } from './fixtures/routes';

// Issue 30: no screen writes an error to the browser's console or breaks its Content-Security-Policy. Each route
// is opened fresh; what the console and the page report is collected from before the first script runs.

interface Problems {
  errors: string[];
  violations: string[];
}

/** Collects console errors, uncaught page errors and CSP violations (seen by the page itself) of `page`. */
async function watch(page: Page): Promise<() => Promise<Problems>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => ({
    errors,
    violations: await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  });
}

async function expectClean(page: Page, route: string, heading: string | RegExp) {
  const problems = await watch(page);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  // Whatever the page loads after its heading (the bell, lazy parts) has loaded once the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual({ errors: [], violations: [] });
}

test.describe('signed in, every doctor screen', () => {
  for (const [route, title] of DOCTOR_ROUTES) {
    test(`${route}: no console error, no CSP violation`, async ({ page }) => {
      await expectClean(page, route, title);
    });
  }
});

test.describe('signed out, every public screen', () => {
  test.use({ storageState: SIGNED_OUT });
  for (const route of PUBLIC_ROUTES) {
    test(`${route}: no console error, no CSP violation`, async ({ page }) => {
      await expectClean(page, route, /./);
    });
  }
});

import { expect, test } from './fixtures/test';
import { seriousViolations } from './fixtures/axe';

// The axe fixture every accessibility check relies on still finds what it must: a page of its own with known
// violations, without frames (axe's legacy mode) and with one (the default mode, which looks inside it).

const UNNAMED_BUTTON = '<button><img src="data:,"></button>';

test('finds the violations of a page without frames', async ({ page }) => {
  await page.setContent(`<main>${UNNAMED_BUTTON}</main>`);
  const found = await seriousViolations(page);
  expect(found.some((line) => line.startsWith('button-name:'))).toBe(true);
  expect(found.some((line) => line.startsWith('image-alt:'))).toBe(true);
});

test('finds the violations inside a frame', async ({ page }) => {
  await page.setContent(`<html lang="en"><title>t</title><main><iframe title="Inside" srcdoc="<html lang=en><title>f</title><input></html>"></iframe></main></html>`);
  await expect(page.frameLocator('iframe').locator('input')).toBeAttached();
  expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^label: .*\(iframe input\)$/)]);
});

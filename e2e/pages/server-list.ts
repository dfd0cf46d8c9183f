import { expect, type Locator, type Page } from '@playwright/test';

// The lists paged and searched by the server (useTableUrl): what is typed reaches the URL after a pause,
// and the page the server answers replaces the rows. A check of the rows must wait for that answer.

/** The value of a URL key of the page, '' when absent. */
export const urlParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key) ?? '';

/** Waits until the URL carries `value` under `key` and no table is waiting for a page from the server. */
export async function settledOn(page: Page, key: string, value: string) {
  await expect.poll(() => urlParam(page, key)).toBe(value);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Types into a list's search box and waits for the server's page of what it finds. */
export async function searchServerList(page: Page, box: Locator, text: string) {
  await box.fill(text);
  await settledOn(page, 'q', text.trim());
}

/** "Page X of Y" of the pagination, as [X, Y]. */
export async function pageNumbers(page: Page): Promise<[number, number]> {
  const [, current, count] = /^Page (\d+) of (\d+)$/.exec(await page.getByText(/^Page \d+ of \d+$/).innerText())!;
  return [Number(current), Number(count)];
}

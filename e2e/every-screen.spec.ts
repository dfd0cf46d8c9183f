import { type Locator, type Page } from '@playwright/test';
import { AXE_WIDTHS, NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { NO_CONSOLE_PROBLEMS, watchConsole } from './fixtures/console-problems';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { cutFields, overflowOf, pageOverflow } from './fixtures/layout';
import { LIST_SCREENS, type ListScreen } from './fixtures/list-screens';
import { DOCTOR_ROUTES, PUBLIC_ROUTES } from './fixtures/routes';
import { SCREEN_PARTS, type ScreenPart } from './fixtures/screen-parts';
import { expect, test } from './fixtures/test';
import { controlsWithoutVisibleFocus } from './fixtures/visible-focus';
import { cardField, cardList, cardTitle, cardsOf } from './pages/data-cards';

// Every screen, loaded once, fresh, at a phone's width, then looked at the way each width needs, in place:
// - it answers 200, and a doctor screen shows its title as its heading;
// - at 390×844 nothing scrolls sideways, a table's rows are cards with their controls in view, a list's first card
//   shows its title and key fields, no card's field or screen part is cut;
// - nothing is written to the browser's console and nothing breaks the Content-Security-Policy, up to the moment
//   the network is quiet (whatever loads after the heading, the bell and lazy parts, has loaded);
// - axe-core finds no serious or critical violation at a desktop and at a phone width (fixtures/axe.ts);
// - at 1280×800 a list is a table with its column headers and no cards; at 1440×900 it fits beside the sidebar
//   with no cell cut, and the screen's parts read whole;
// - every control Tab reaches looks different focused (fixtures/visible-focus.ts).
// (Dialogs and sheets: accessibility*.spec.ts; layouts that need a click or a booking first: phone-layout.spec.ts.)

const PHONE = { width: 390, height: 844 };
const NARROW_DESKTOP = { width: 1280, height: 800 };
const DESKTOP = { width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height };

/** What a doctor reads on a list's card: its title and the value of each field. */
const CARD_FIELDS = '[data-slot="data-table-card"] [id], [data-slot="data-table-card"] dd';

/** Whether an element is visible and lies wholly within the phone's width. */
async function expectOnPhone(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE.width);
}

/** At a phone's width: nothing scrolls sideways, and the screen's tables are cards with their controls in view. */
async function expectPhoneScreen(page: Page, path: string) {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  const table = page.locator('[data-slot="data-table"]').first();
  if ((await table.count()) === 0) return;
  // Once hydrated, no table is drawn: each row is a card.
  await expect(table.locator('table')).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  const firstCard = table.locator('[data-slot="data-table-card"]').first();
  if ((await firstCard.count()) === 0) return;
  for (const control of await firstCard.locator('a, button, [role="switch"]').all()) {
    await expectOnPhone(control, `a control of the first card of ${path}`);
  }
}

/** At a phone's width: the list's first card shows its title and key fields on screen, and no card's field is cut. */
async function expectPhoneList(page: Page, { list, keys }: ListScreen) {
  const first = cardsOf(cardList(page, list)).first();
  await expect(first).toBeVisible();
  await expect(page.locator('[data-slot="data-table"] table')).toHaveCount(0);
  // Named by its title, which comes first.
  const title = await cardTitle(first);
  await expectOnPhone(title, 'the title');
  const name = (await title.innerText()).trim();
  expect(name).not.toBe('');
  // (Its last line: a person's name shows over their email, and an avatar's initials are not part of the name.)
  const lastLine = name.split('\n').pop()!.trim();
  await expect(first).toHaveAccessibleName(new RegExp(lastLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  for (const key of keys) {
    const value = cardField(first, key);
    await expectOnPhone(value, key);
    expect((await value.innerText()).trim(), key).not.toBe('');
  }
  for (const control of await first.locator('button, a').all()) await expectOnPhone(control, 'a control');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // Every card of the page: no title or value cut short (an ellipsis) or pushed past the card's edge.
  expect(await cutFields(cardList(page, list), CARD_FIELDS)).toEqual([]);
}

/** A part of a screen (not a list) reads whole: nothing cut, nothing scrolled sideways. */
async function expectWholePart(page: Page, { find, fields }: ScreenPart, { ownOverflow }: { ownOverflow: boolean }) {
  const scope = find(page);
  await expect(scope.locator(fields).first()).toBeVisible();
  if (ownOverflow) expect(await overflowOf(scope)).toBeLessThanOrEqual(0);
  expect(await cutFields(scope, fields)).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
}

/** At a desktop's width the list is a table with its column headers, and no cards. */
async function expectDesktopTable(page: Page, { list }: ListScreen) {
  const table = page.getByRole('table', { name: list, exact: true });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1);
  await expect(page.locator('[data-slot="data-table-card"]')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Sort by' })).toHaveCount(0);
}

/** At 1440 px the list's table fits beside the sidebar without scrolling sideways, and no cell is cut. */
async function expectTableFits(page: Page, { list }: ListScreen) {
  const area = page.getByRole('region', { name: `${list}, scrolls sideways`, exact: true });
  expect(await overflowOf(area)).toBeLessThanOrEqual(0);
  expect(await cutFields(area, 'td, th')).toEqual([]);
}

/** Every doctor screen once: the routes, and the list screens reached by a query (the reports' tabs). */
const DOCTOR_SCREENS: Array<[string, string]> = [
  ...DOCTOR_ROUTES,
  ...LIST_SCREENS.filter(({ path }) => !DOCTOR_ROUTES.some(([route]) => route === path)).map(({ path }): [string, string] => {
    const [, title] = DOCTOR_ROUTES.find(([route]) => route === path.split('?')[0])!;
    return [path, title];
  }),
];

test.describe('signed in, every doctor screen', () => {
  test.use({ viewport: PHONE });

  for (const [path, title] of DOCTOR_SCREENS) {
    const list = LIST_SCREENS.find((screen) => screen.path === path);
    const parts = SCREEN_PARTS.filter((part) => part.path === path);
    test(`${path} shows ${title}, fits a phone, and keeps to the console, axe and focus rules at both widths`, async ({ page }) => {
      const problems = await watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible();

      await expectPhoneScreen(page, path);
      if (list) await expectPhoneList(page, list);
      for (const part of parts) await test.step(`${part.part} at 390 px`, () => expectWholePart(page, part, { ownOverflow: true }));

      await page.waitForLoadState('networkidle');
      expect(await problems()).toEqual(NO_CONSOLE_PROBLEMS);
      expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);

      if (list) {
        await page.setViewportSize(NARROW_DESKTOP);
        await expectDesktopTable(page, list);
      }
      await page.setViewportSize(DESKTOP);
      if (list) await expectTableFits(page, list);
      for (const part of parts) await test.step(`${part.part} at 1440 px`, () => expectWholePart(page, part, { ownOverflow: false }));
      expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
    });
  }
});

test.describe('signed out, every public screen', () => {
  test.use({ storageState: SIGNED_OUT, viewport: DESKTOP });
  for (const path of PUBLIC_ROUTES) {
    test(`${path} answers: no console error or CSP violation, no serious axe violation, visible focus`, async ({ page }) => {
      const problems = await watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await problems()).toEqual(NO_CONSOLE_PROBLEMS);
      expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
      await page.setViewportSize(DESKTOP);
      expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
    });
  }
});

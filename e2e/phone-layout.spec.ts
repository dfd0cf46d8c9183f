import { expect, test } from '@playwright/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { isInside, overflowOf, pageOverflow, placeholderRoom } from './fixtures/layout';
import { DOCTOR_ROUTES } from './fixtures/routes';
import { LandingPage } from './pages/landing-page';
import { PatientsPage } from './pages/patients-page';

// Phones (390×844): no screen scrolls sideways as a whole, tables keep their actions in view, nothing is cut.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  for (const [path, title] of DOCTOR_ROUTES) {
    test(`${path} does not scroll sideways, and its tables keep their actions in view`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      const table = page.locator('[data-slot="data-table"]').first();
      if ((await table.count()) === 0) return;
      // The first row's last cell holds its actions (pinned at the right): each of its controls is on screen.
      const firstRow = table.locator('tbody tr').first();
      await expect(firstRow).toBeVisible();
      const actions = firstRow.locator('td').last().locator('a, button');
      for (const control of await actions.all()) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
    });
  }

  test('an appointment row’s Open menu button is inside the viewport and opens its menu', async ({ page }) => {
    await page.goto('/doctor/appointments');
    // The top bar has an Open menu button of its own (the sidebar's): a row's names its appointment.
    const openMenu = page.getByRole('button', { name: /^Open menu for / }).first();
    await expect(openMenu).toBeVisible();
    const box = (await openMenu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await openMenu.click();
    await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  });

  for (const [path, placeholder] of [
    ['/doctor/appointments', 'Search patients'],
    ['/doctor/prescription', 'Search by patient name'],
    ['/doctor/patients', 'Search patients'],
  ] as const) {
    test(`the search placeholder '${placeholder}' of ${path} shows whole`, async ({ page }) => {
      await page.goto(path);
      const search = page.getByPlaceholder(placeholder, { exact: true });
      await expect(search).toBeVisible();
      expect(await placeholderRoom(search)).toBeGreaterThanOrEqual(0);
    });
  }

  test.describe('the landing page', () => {
    test.use({ storageState: SIGNED_OUT });

    test('does not scroll sideways; a menu button lists the header links, and Escape gives focus back', async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await expect(landing.header.getByRole('navigation', { name: 'Site', exact: true })).toBeHidden();
      const button = landing.header.getByRole('button', { name: 'Open menu' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      // While the menu is open Radix hides the rest of the page (the banner too) from assistive technology: find it by CSS.
      await expect(page.locator('header button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');
      const links = menu.getByRole('navigation', { name: 'Site menu' }).getByRole('link');
      await expect(links).toHaveText(['Home', 'Services', 'About', 'Contact', 'Register']);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('a link of the menu goes there and closes the menu', async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto();
      await landing.header.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Register', exact: true }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });
  });
});

test.describe('the landing page at 1440×900', () => {
  test.use({ viewport: DESKTOP, storageState: SIGNED_OUT });

  test('shows its header links and no menu button', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.headerLink('Home')).toBeVisible();
    await expect(landing.header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

for (const [name, viewport] of [['1440×900', DESKTOP], ['390×844', PHONE]] as const) {
  test.describe(`the patient sheet at ${name}`, () => {
    test.use({ viewport });

    test('fits its content to its width; the reports table scrolls on its own; nothing is cut', async ({ page }) => {
      const patients = new PatientsPage(page);
      await patients.goto();
      await patients.cards.first().getByRole('button', { name: /^View Details/ }).click();
      const sheet = patients.sheet;
      await expect(sheet).toBeVisible();
      const reports = sheet.getByRole('region', { name: 'Medical reports, scrolls sideways' });
      await expect(reports.locator('tbody tr').first()).toBeVisible();

      // Nothing of the sheet's content reaches past its width, and the sheet is on screen.
      expect(await overflowOf(sheet.locator('[data-slot="scroll-area-viewport"]'))).toBeLessThanOrEqual(0);
      expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
      expect(await isInside(sheet.getByRole('heading', { name: 'Patient', exact: true }), sheet)).toBe(true);
      for (const label of ['Last name', 'Phone', 'Age', 'Ongoing surgeries', 'Last visited']) {
        const term = sheet.locator('dt').getByText(label, { exact: true });
        await term.scrollIntoViewIfNeeded();
        expect(await isInside(term.locator('xpath=following-sibling::dd[1]'), sheet), label).toBe(true);
      }

      // The table is wider than the sheet: its own region scrolls sideways, the sheet does not.
      await reports.scrollIntoViewIfNeeded();
      expect(await isInside(reports, sheet)).toBe(true);
      expect(await overflowOf(reports)).toBeGreaterThan(0);
      // The keyboard scrolls it (the region takes focus), and at its right end the Status column shows whole.
      await reports.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => reports.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
      await reports.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      await expect.poll(() => isInside(reports.getByRole('columnheader', { name: 'Status' }), reports)).toBe(true);
      expect(await overflowOf(sheet.locator('[data-slot="scroll-area-viewport"]'))).toBeLessThanOrEqual(0);

      const pageText = sheet.getByText(/^Page 1 of \d+$/);
      await pageText.scrollIntoViewIfNeeded();
      expect(await isInside(pageText, sheet)).toBe(true);
      expect(await overflowOf(pageText)).toBeLessThanOrEqual(0);
    });
  });
}

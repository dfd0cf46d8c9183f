import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { cutFields, isInside, overflowOf, pageOverflow, placeholderRoom } from './fixtures/layout';
import { chartTabs } from './fixtures/screen-parts';
import { cardField, cardList, cardTitle, cardsOf } from './pages/data-cards';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { LandingPage } from './pages/landing-page';
import { PatientsPage } from './pages/patients-page';
import { VisitPage } from './pages/visit-page';
import { AppointmentsPage } from './pages/appointments-page';
import { toast } from './pages/shared';
import { CHART_TABS } from '@/lib/patients/rules/chart-tabs';

// Phones (390×844): what a fresh load of each screen cannot show (e2e/every-screen.spec.ts checks that, at
// every width): a table's rows as cards once sorted or opened, parts that need a booking first, the landing
// page's menu, the patient sheet; and a few desktop layouts of the same parts.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Whether an element is visible and lies wholly within the phone's width. */
async function expectOnScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE.width);
}

/**
 * A stacked table's row on a phone: its first `titles` cells make its first line; every cell after them is on a
 * line of its own below the one before, showing its column's name (`labels`, in order) before its value.
 */
async function expectCardRows(cells: Locator, titles: number, labels: string[]) {
  const shown = await cells.evaluateAll((nodes) =>
    nodes.map((node) => ({ top: node.getBoundingClientRect().top, label: getComputedStyle(node, '::before').content })),
  );
  expect(shown).toHaveLength(titles + labels.length);
  for (const [index, label] of labels.entries()) {
    const [above, cell] = [shown[titles + index - 1], shown[titles + index]];
    expect(cell.top, label).toBeGreaterThan(above.top);
    expect(cell.label, label).toContain(`"${label}"`);
  }
}

/** What Chromium's accessibility tree makes of a table: its role, its column headers' names, how many cells. */
async function accessibilityRoles(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const [self, headers, cells] = await Promise.all([
    cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false }),
    cdp.send('Accessibility.queryAXTree', { nodeId, role: 'columnheader' }),
    cdp.send('Accessibility.queryAXTree', { nodeId, role: 'cell' }),
  ]);
  await cdp.detach();
  return {
    table: self.nodes.find((node) => !node.ignored)?.role?.value,
    columnheaders: headers.nodes.map((node) => node.name?.value),
    cells: cells.nodes.length,
  };
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  test("today's queue shows each patient's whole name and number; the mark, state and Check in follow", async ({ page }) => {
    await page.goto('/doctor/dashboard');
    const rows = page.getByRole('list', { name: "Today's appointments" }).getByTestId('queue-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const patient = row.getByRole('link');
      await expect(patient).toHaveText(/\S \S.* P-\d{6}$/);
      await expectOnScreen(patient.getByText(/^P-\d{6}$/), 'the patient number');
      for (const control of await row.getByRole('button').all()) await expectOnScreen(control, 'Check in');
    }
  });

  test("the chart's tabs wrap within the width: every part in sight, reached by Tab in order, and opened", async ({ page }) => {
    await page.goto('/doctor/patients/1');
    const tabs = chartTabs(page);
    const links = tabs.getByRole('link');
    await expect(links).toHaveText(Object.values(CHART_TABS).map(({ label }) => new RegExp(`^${label}\\s*[\\d,]*\\s*$`)));
    // No sideways scroll hides a part: each tab lies whole inside the bar and the screen.
    expect(await overflowOf(tabs)).toBeLessThanOrEqual(0);
    for (const link of await links.all()) {
      await expectOnScreen(link, 'a tab');
      expect(await isInside(link, tabs)).toBe(true);
    }
    await links.first().focus();
    for (const link of (await links.all()).slice(1)) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/doctor\/patients\/1\/access-history$/);
    await expect(links.last()).toHaveAttribute('aria-current', 'page');
  });

  test("the Access history is a list of cards: each event's time first, then each column's name and value; still a table to a screen reader", async ({ page }) => {
    await page.goto('/doctor/patients/1/access-history');
    const events = page.getByRole('region', { name: 'Access history events' });
    const first = events.locator('tbody tr').first();
    await expect(first).toBeVisible();
    // The demo doctor is an administrator: the Address column is theirs.
    const columns = ['When', 'Who', 'Action', 'What', 'Address', 'Outcome'];
    await expect(events.getByRole('columnheader')).toHaveText(columns);
    const cells = first.getByRole('cell');
    await expect(cells).toHaveCount(columns.length);
    await expectCardRows(cells, 1, columns.slice(1));
    // And in the browser's own accessibility tree, which screen readers read, laid out as cards or not.
    const tree = await accessibilityRoles(page, '[aria-label="Access history events"] table');
    expect(tree.table).toBe('table');
    expect(tree.columnheaders).toEqual(columns);
    expect(tree.cells).toBeGreaterThanOrEqual(columns.length);
  });

  test("a prescription's medicines are cards: the number and name first, then each column's name and value", async ({ page }) => {
    await page.goto('/doctor/prescription/prescriptionn-details?id=1');
    const medicines = page.getByRole('table', { name: 'Medicines' });
    const first = medicines.locator('tbody tr').first();
    await expect(first).toBeVisible();
    const columns = ['#', 'Medicine', 'Dose', 'Route', 'Frequency', 'Duration', 'Quantity', 'Time', 'Comment'];
    await expect(medicines.getByRole('columnheader')).toHaveText(columns);
    const cells = first.getByRole('cell');
    await expect(cells).toHaveCount(columns.length);
    // The number and the name share the card's first line.
    const [number, name] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
    expect(Math.abs(number.y - name.y)).toBeLessThan(2);
    expect(name.x).toBeGreaterThan(number.x);
    await expectCardRows(cells, 2, columns.slice(2));
  });

  test('the doctor shell fits: the top bar within the width, the sidebar a drawer behind the menu button', async ({ page }) => {
    await page.goto('/doctor/appointments');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    const banner = page.getByRole('banner');
    await expectOnScreen(banner, 'the top bar');
    for (const control of await banner.getByRole('button').all()) await expectOnScreen(control, 'a button of the top bar');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await drawer.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/doctor\/transactions$/);
    await expect(cardsOf(cardList(page, 'Transactions')).first()).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('an appointment’s card reads time, name and status first; a sortable column sorts the cards', async ({ page }) => {
    await page.goto('/doctor/appointments');
    const list = cardList(page, 'Appointments');
    const first = cardsOf(list).first();
    await expect(first).toBeVisible();
    // Named by the patient's name alone (the avatar's initials are hidden from screen readers).
    const name = (await first.getByTestId('appointment-name').innerText()).trim();
    await expect(first).toHaveAccessibleName(name);
    await expect(cardField(first, 'Time')).toHaveText(/^\d{2}:\d{2}/);
    await expect(cardField(first, 'Status')).toHaveText(/^(Pending|Confirmed|Arrived|Completed|Cancelled|No-show)/i);
    // The other fields follow, labelled.
    await expect(cardField(first, 'Mobile')).toBeVisible();
    await expect(first.locator('dt').filter({ hasText: /^Mobile$/ })).toBeVisible();

    // The Name column's header menu sorts by the server: the URL keeps it.
    await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: /^Name/ }).click();
    await page.getByRole('menuitem', { name: 'Desc' }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc|dir=desc&sort=name/);
    await expect(cardsOf(list).first()).toBeVisible();
  });

  test("a prescription's card names its drugs on one line, cut short with an ellipsis; the whole names stay for screen readers", async ({ page, request }) => {
    // Written on a desktop's width (the form is not what this checks), with four medicines: the newest card.
    await page.setViewportSize(DESKTOP);
    const { id: visitId } = await bookTomorrow(request, { namePrefix: 'Amaka Phone', label: 'phone-medicines', time: '12:45' });
    const visit = new VisitPage(page);
    await visit.goto(visitId);
    const id = await visit.writePrescription(
      visitId,
      { search: 'amlo', option: 'Amlodipine 5 mg tablet' },
      { search: 'metf', option: 'Metformin 500 mg tablet' },
      { search: 'paras', option: 'Parastamol 500 mg tablet' },
      { search: 'unidox', option: 'Unidox 100 mg tablet' },
    );
    await page.setViewportSize(PHONE);
    await page.goto('/doctor/prescription');
    const card = cardsOf(cardList(page, 'Prescriptions')).filter({ has: page.locator(`a[href$="id=${id}"]`) });
    const names = cardField(card, 'Medicines').getByTestId('medicine-names');
    await expect(names).toHaveText('Amlodipine 5 mg, Metformin 500 mg, Parastamol 500 mg, Unidox 100 mg');
    await expectOnScreen(names, 'the medicines');
    const shown = await names.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
        cut: element.scrollHeight > element.clientHeight,
        // A line clamp ends its last line with an ellipsis.
        clamp: style.getPropertyValue('-webkit-line-clamp'),
      };
    });
    expect(shown.height).toBeLessThan(shown.lineHeight * 1.5);
    expect(shown.cut).toBe(true);
    expect(shown.clamp).toBe('1');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('an appointment row’s Open menu button is inside the viewport and opens its menu', async ({ page }) => {
    await page.goto('/doctor/appointments');
    // The server draws the table; the cards replace it once the page runs: the button is the card's.
    await expect(cardsOf(cardList(page, 'Appointments')).first()).toBeVisible();
    // The top bar has an Open menu button of its own (the sidebar's): a row's names its appointment.
    const openMenu = cardList(page, 'Appointments').getByRole('button', { name: /^Open menu for / }).first();
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

    /** Opens the first patient's sheet; checks that its content fits its width and its details show whole. */
    async function openSheet(page: Page) {
      const patients = new PatientsPage(page);
      await patients.goto();
      await patients.cards.first().getByRole('button', { name: /^View Details/ }).click();
      const sheet = patients.sheet;
      await expect(sheet).toBeVisible();
      expect(await overflowOf(sheet.locator('[data-slot="scroll-area-viewport"]'))).toBeLessThanOrEqual(0);
      expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
      expect(await isInside(sheet.getByRole('heading', { name: 'Patient', exact: true }), sheet)).toBe(true);
      for (const label of ['Last name', 'Phone', 'Age', 'Ongoing surgeries', 'Last visited']) {
        const term = sheet.locator('dt').getByText(label, { exact: true });
        await term.scrollIntoViewIfNeeded();
        expect(await isInside(term.locator('xpath=following-sibling::dd[1]'), sheet), label).toBe(true);
      }
      return sheet;
    }

    async function expectPageLabelInside(sheet: Locator) {
      const pageText = sheet.getByText(/^Page 1 of \d+$/);
      await pageText.scrollIntoViewIfNeeded();
      expect(await isInside(pageText, sheet)).toBe(true);
      expect(await overflowOf(pageText)).toBeLessThanOrEqual(0);
    }

    if (viewport.width >= 640) {
      test('fits its content to its width; the reports table scrolls on its own; nothing is cut', async ({ page }) => {
        const sheet = await openSheet(page);
        const reports = sheet.getByRole('region', { name: 'Medical reports, scrolls sideways' });
        await expect(reports.locator('tbody tr').first()).toBeVisible();

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
        await expectPageLabelInside(sheet);
      });
    } else {
      // Below sm the reports are cards: nothing in the sheet scrolls sideways, each field shows whole.
      test('fits its content to its width; the reports are cards with their fields inside the sheet; nothing is cut', async ({ page }) => {
        const sheet = await openSheet(page);
        const first = cardsOf(cardList(sheet, 'Medical reports')).first();
        await expect(first).toBeVisible();
        await expect(sheet.getByRole('table')).toHaveCount(0);
        await first.scrollIntoViewIfNeeded();
        expect(await isInside(await cardTitle(first), sheet)).toBe(true);
        for (const label of ['Date', 'Kind', 'Status']) {
          const value = cardField(first, label);
          await value.scrollIntoViewIfNeeded();
          expect(await isInside(value, sheet), label).toBe(true);
        }
        expect(await overflowOf(sheet.locator('[data-slot="scroll-area-viewport"]'))).toBeLessThanOrEqual(0);
        await expectPageLabelInside(sheet);
      });
    }
  });
}

// At a desktop's width nothing is cut either: each list's table fits beside the sidebar without scrolling sideways,
// and no cell is cut short or hidden under the Actions column.
test.describe('at 1440×900', () => {
  test.use({ viewport: DESKTOP });

  test("the appointments list: a checked-in patient's arrival note shows whole beside Actions, never under it", async ({ page, request }) => {
    const { id, name } = await bookTomorrow(request, { namePrefix: 'Kelechi Layout', label: 'arrival', time: '11:15' });
    const list = new AppointmentsPage(page);
    await list.goto(`?show=upcoming&q=${encodeURIComponent(name)}`);
    await expect(list.rows).toHaveCount(1);
    await list.openFirstRowMenu();
    await page.getByRole('menuitem', { name: 'Check in' }).click();
    await expect(toast(page, `Appointment ${id} is now arrived`)).toBeVisible();
    const row = list.rows.first();
    const note = row.getByTestId('appointment-arrival');
    await expect(note).toHaveText(/^Arrived \d{2}:\d{2} · waiting \d+ min$/);
    // The table does not scroll sideways, so no column passes under the pinned Actions.
    const area = page.getByRole('region', { name: 'Appointments, scrolls sideways', exact: true });
    expect(await overflowOf(area)).toBeLessThanOrEqual(0);
    const [shown, actions] = [(await note.boundingBox())!, (await row.getByRole('cell').last().boundingBox())!];
    expect(shown.x + shown.width).toBeLessThanOrEqual(actions.x);
    expect(await isInside(note, area)).toBe(true);
    expect(await cutFields(area, 'td, th')).toEqual([]);
  });
});

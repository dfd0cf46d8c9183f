import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { TOKEN } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { toast } from './pages/shared';

const startOfToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() - 24 * 3600 * 1000; // a day's slack for time zones
};

test.describe('appointments list', () => {
  test('has the Show dropdown, the title and the columns Sr no. to Actions, 4 rows a page', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await expect(list.show).toHaveText('Today');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    const headers = list.table.getByRole('columnheader');
    await expect(headers).toHaveText([/^Sr no\./, /^Name/, /^Mobile/, /^Email/, 'Date', 'Time', 'Doctor', 'Status', 'Actions']);
    await expect(list.rows).toHaveCount(4);
    await expect(list.pageLabel).toHaveText(/^Page 1 of \d+$/);
    const first = await list.rows.first().locator('td').first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(list.pageLabel).toHaveText(/^Page 2 of/);
    await expect(list.rows.first().locator('td').first()).not.toHaveText(first!);
  });

  test('shows dates in long US form and, for Today, nothing before today', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const dates = await list.rows.locator('td:nth-child(5)').allTextContents();
    for (const date of dates) {
      expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(new Date(date).getTime()).toBeGreaterThanOrEqual(startOfToday());
    }
  });

  test("Today lists today's appointments only, in time order; Upcoming from now on, earliest first; Last year the newest first", async ({ page }) => {
    const list = new AppointmentsPage(page);
    const clinicToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const clinicNow = () => `${clinicToday} ${new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date())}`;
    /** Every row of every page of the list as it is now. */
    const everyPage = async () => {
      const rows = [...(await list.whens())];
      const pages = await list.pageCount();
      for (let index = 2; index <= pages; index += 1) {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(list.pageLabel).toHaveText(new RegExp(`^Page ${index} of`));
        rows.push(...(await list.whens()));
      }
      return rows;
    };
    await list.goto();
    // The demo data books six appointments for today (the clinic's day, in Africa/Lagos), and more on later days.
    const today = await everyPage();
    expect(today.length).toBeGreaterThanOrEqual(6);
    expect(today.every((when) => when.startsWith(clinicToday))).toBe(true);
    expect(today).toEqual([...today].sort());

    const before = clinicNow();
    await list.goto('?show=upcoming');
    await expect(list.show).toHaveText('Upcoming');
    const upcoming = await everyPage();
    expect(upcoming.some((when) => !when.startsWith(clinicToday))).toBe(true);
    expect(upcoming.every((when) => when >= before.slice(0, 16))).toBe(true);
    expect(upcoming).toEqual([...upcoming].sort());

    await list.goto('?show=last-year');
    const lastYear = await list.whens();
    expect(lastYear).toEqual([...lastYear].sort().reverse());
  });

  test('Mine / All doctors and Today / Upcoming live in the URL: an administrator starts on All, and a reload keeps the choice', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await expect(list.doctorView('All doctors')).toHaveAttribute('aria-current', 'true');
    // All doctors: the demo's colleagues' visits too, each row naming its doctor.
    const everyone = await list.doctors();
    expect(everyone.every((name) => /^Dr\. \S+/.test(name))).toBe(true);
    const allTotal = await list.pageCount();

    await list.doctorView('Mine').click();
    await expect(page).toHaveURL(/[?&]doctor=mine\b/);
    await expect(list.doctorView('Mine')).toHaveAttribute('aria-current', 'true');
    const mine = await list.doctors();
    expect(new Set(mine).size).toBeLessThanOrEqual(1);
    expect(await list.pageCount()).toBeLessThanOrEqual(allTotal);

    await list.choose('Upcoming');
    await expect(page).toHaveURL(/[?&]show=upcoming\b/);
    await expect(page).toHaveURL(/[?&]doctor=mine\b/);
    await page.reload();
    await expect(list.show).toHaveText('Upcoming');
    await expect(list.doctorView('Mine')).toHaveAttribute('aria-current', 'true');
    expect(new Set([...mine, ...(await list.doctors())]).size).toBeLessThanOrEqual(1);

    // Back to every doctor's: Show stays Upcoming.
    await list.doctorView('All doctors').click();
    await expect(page).toHaveURL(/[?&]doctor=all\b/);
    await expect(page).toHaveURL(/[?&]show=upcoming\b/);
    await expect(list.show).toHaveText('Upcoming');
  });

  test('Show reaches further back: Last year lists appointments before today', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const todayPages = Number((await list.pageLabel.textContent())!.match(/of (\d+)/)![1]);
    await list.choose('Last year');
    await expect(page).toHaveURL(/show=last-year/);
    await expect(list.show).toHaveText('Last year');
    await expect(list.pageLabel).not.toHaveText(`Page 1 of ${todayPages}`);
    const yearPages = Number((await list.pageLabel.textContent())!.match(/of (\d+)/)![1]);
    expect(yearPages).toBeGreaterThan(todayPages);
  });

  test('header menus: Name sorts but does not hide; Mobile and Email hide but do not sort; the rest have no menu', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await list.header('Name').getByRole('button').click();
    await expect(page.getByRole('menuitem', { name: 'Asc' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Desc' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hide' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await list.header('Mobile').getByRole('button').click();
    await expect(page.getByRole('menuitem', { name: 'Hide' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Asc' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    for (const name of ['Sr no.', 'Date', 'Time', 'Doctor', 'Status', 'Actions']) {
      await expect(list.header(name.replace('.', '\\.')).getByRole('button')).toHaveCount(0);
    }
  });

  test('Desc sorts by name and says so; Hide removes the Email column', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto('?show=last-year');
    await expect(list.header('Name')).toContainText('Not sorted');
    await list.header('Name').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Desc' }).click();
    await expect(list.header('Name')).toContainText('Sorted descending');
    const names = await list.rows.locator('[data-testid=appointment-name]').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    await list.header('Email').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Hide' }).click();
    await expect(list.header('Email')).toHaveCount(0);
    await expect(list.header('Mobile')).toBeVisible();
  });

  test('search filters on the name, and Reset shows only while filtering', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto('?show=last-year');
    await expect(list.reset).toHaveCount(0);
    const name = (await list.rows.first().locator('[data-testid=appointment-name]').textContent())!.trim();
    const word = name.split(/\s+/).at(-1)!;
    await list.search.fill(word.toLowerCase());
    await expect(list.reset).toBeVisible();
    // The server filters once the typing pauses and the search reaches the URL.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word.toLowerCase())}(&|$)`));
    for (const cell of await list.rows.locator('[data-testid=appointment-name]').allTextContents()) {
      expect(cell.toLowerCase()).toContain(word.toLowerCase());
    }
    await list.reset.click();
    await expect(list.search).toHaveValue('');
    await expect(list.reset).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]q=/);
  });

  test('paging, sorting and search run on the server, live in the URL and survive a reload', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto('?show=last-year');
    await expect(list.pageLabel).toHaveText(/^Page 1 of \d+$/);
    const pages = await list.pageCount();
    expect(pages).toBeGreaterThan(2);
    const firstPage = await list.ids();
    expect(firstPage).toHaveLength(4);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page).toHaveURL(/[?&]show=last-year\b/);
    await expect(list.pageLabel).toHaveText(`Page 2 of ${pages}`);
    const secondPage = await list.ids();
    expect(secondPage).toHaveLength(4);
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
    await page.reload();
    await expect(list.pageLabel).toHaveText(`Page 2 of ${pages}`);
    expect(await list.ids()).toEqual(secondPage);

    // The last page, and a page past the end, which serves the last page.
    await list.goto(`?show=last-year&page=${pages}`);
    await expect(list.pageLabel).toHaveText(`Page ${pages} of ${pages}`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const lastPage = await list.ids();
    expect(lastPage.length).toBeGreaterThan(0);
    expect(lastPage.length).toBeLessThanOrEqual(4);
    await list.goto(`?show=last-year&page=${pages + 10}`);
    await expect(list.pageLabel).toHaveText(`Page ${pages} of ${pages}`);
    expect(await list.ids()).toEqual(lastPage);

    // Sorting by name runs over every page: page 1 descending starts with the last name ascending.
    await list.goto('?show=last-year&page=2');
    await list.header('Name').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Asc' }).click();
    await expect(page).toHaveURL(/[?&]sort=name&dir=asc\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(list.header('Name')).toContainText('Sorted ascending');
    const ascending = await list.names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await list.goto(`?show=last-year&sort=name&dir=asc&page=${pages}`);
    const lastAscending = (await list.names()).at(-1)!;
    await list.goto('?show=last-year&sort=name&dir=desc');
    await expect(list.header('Name')).toContainText('Sorted descending');
    expect((await list.names())[0]).toBe(lastAscending);
    await page.reload();
    await expect(list.header('Name')).toContainText('Sorted descending');
    expect((await list.names())[0]).toBe(lastAscending);

    // The search finds a name on any page, keeps the sort, and reads from the URL after a reload.
    const word = lastAscending.trim().split(/\s+/)[0].toLowerCase();
    await list.search.fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}\\b`));
    await expect(page).toHaveURL(/[?&]sort=name&dir=desc\b/);
    await expect(list.rows.first()).toContainText(new RegExp(word, 'i'));
    for (const name of await list.names()) expect(name.toLowerCase()).toContain(word);
    await page.reload();
    await expect(list.search).toHaveValue(word);
    await expect(list.reset).toBeVisible();
    for (const name of await list.names()) expect(name.toLowerCase()).toContain(word);

    // Show keeps the search and the sort and starts again at page 1.
    await list.choose('Last month');
    await expect(page).toHaveURL(/[?&]show=last-month\b/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}\\b`));
    await expect(page).not.toHaveURL(/[?&]page=/);

    await list.search.fill('no such patient at all');
    await expect(list.table).toContainText('No record found');
    await expect(list.pageLabel).toHaveText('Page 1 of 1');
  });

  test('View opens the appointment; an unknown id is not found', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const id = (await list.rows.first().locator('td').first().textContent())!.trim();
    const name = (await list.rows.first().locator('[data-testid=appointment-name]').textContent())!.trim();
    // Each row's menu button has a name of its own, beginning with "Open menu".
    const menuNames = await list.rows.getByRole('button', { name: /^Open menu/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(menuNames[0]).toBe(`Open menu for ${name}, appointment ${id}`);
    expect(new Set(menuNames).size).toBe(menuNames.length);
    await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Doctor Profile' })).toBeVisible();
    await expect(page.getByText(`Appointment with ${name}`)).toBeVisible();

    const response = await page.goto('/doctor/appointment/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PageNotFound', { exact: true })).toBeVisible();
  });
});

test.describe('add appointment', () => {
  test('the plus button opens the modal with every field; the close button closes it', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await list.addButton.click();
    await expect(list.dialog).toBeVisible();
    for (const label of ['Full name', 'Email', 'Phone', 'Age', 'Gender', 'Date', 'Time', 'Type']) {
      await expect(list.field(label)).toBeVisible();
    }
    await expect(list.field('Age')).toHaveValue('10');
    await expect(list.field('Gender')).toHaveText('Male');
    await expect(list.field('Type')).toHaveText('Checkup');
    await list.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(list.dialog).toBeHidden();
  });

  test('says every validation message of the booking form', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const add = await list.submitEmptyForm();
    for (const message of ['Fullname is required', 'Email is required', 'Phone number is required', 'Age is required', 'Date is required', 'Time is required']) {
      await expect(list.dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await list.field('Full name').fill('Ada');
    await list.field('Email').fill('not-an-email');
    await list.field('Phone').fill('0803');
    await list.field('Age').fill('0');
    await add.click();
    for (const message of ['Fullname is too short', 'Invalid email', 'Phone is too short', 'Number must be greater than 0']) {
      await expect(list.dialog.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('the modal scrolls within a 375×667 screen: with every error shown, Type and Add can still be reached', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const list = new AppointmentsPage(page);
    await list.goto();
    const add = await list.submitEmptyForm();
    await expect(list.dialog.getByText('Time is required', { exact: true })).toBeVisible();
    for (const control of [list.field('Type'), add, list.field('Full name')]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
    }
  });

  test('adds the appointment: the row shows at once, a toast confirms, and it survives a reload', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const name = `Tamuno Briggs ${Date.now().toString(36)}`;
    const phone = uniquePhone();
    await list.addButton.click();
    await list.fill({ fullName: name, email: uniqueEmail('appt'), phone, age: '42', date: '2099-03-04', time: '14:15' });
    await list.field('Type').click();
    await page.getByRole('option', { name: 'Surgery' }).click();
    await list.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(list.dialog).toBeHidden();
    await expect(page.getByText(`Appointment added for ${name} on 4 Mar 2099`)).toBeVisible();
    // The list opens the page where the booking lands, with the booking highlighted.
    await expect(list.table.locator('tbody tr[data-highlighted=true]')).toContainText(name);

    await list.search.fill(name);
    await expect(list.rows).toHaveCount(1);
    await expect(list.rows.first()).toContainText('March 4, 2099');
    await expect(list.rows.first()).toContainText('14:15');
    await expect(list.rows.first()).toContainText('Pending');

    await page.reload();
    await list.search.fill(name);
    await expect(list.rows).toHaveCount(1);
    // The phone in the app's one format (international, spaced), however it was typed.
    await expect(list.rows.first()).toContainText(`+234 ${phone.slice(1)}`);
  });

  test('?add=1 opens the modal (the profile page’s Make Appointments)', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await page.goto('/doctor/appointments?add=1');
    await expect(list.dialog).toBeVisible();
  });

  test('closing the ?add=1 modal keeps the list where it was', async ({ page }) => {
    const list = new AppointmentsPage(page);
    // Not list.goto: once the modal is open, the table behind it is hidden from the accessibility tree.
    await page.goto('/doctor/appointments?show=last-year&page=2&sort=name&dir=desc&add=1');
    await expect(list.dialog).toBeVisible();
    await list.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(list.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]add=/);
    await expect(page).toHaveURL(/\?show=last-year&page=2&sort=name&dir=desc$/);
    await expect(list.pageLabel).toHaveText(/^Page 2 of \d+$/);
    await expect(list.header('Name')).toContainText('Sorted descending');
  });
});

test.describe('reschedule from the row menu', () => {
  interface Booked {
    id: number;
    doctorId: number;
    date: string;
    time: string;
  }

  /** Books through the hospital API for a new patient, with `doctorId` when given (the first free time offered if taken). */
  async function book(request: APIRequestContext, body: { fullName: string; date: string; time: string; doctorId?: number }): Promise<Booked> {
    const full = { ...body, email: uniqueEmail('moved'), phone: uniquePhone(), age: 41, gender: 'male', type: 'checkup' };
    let response = await request.post('/api/v1/appointments', { headers: TOKEN, data: full });
    if (response.status() === 409) {
      const [slot] = ((await response.json()) as { nextFreeSlots: Array<{ date: string; time: string; doctorId: number }> }).nextFreeSlots;
      response = await request.post('/api/v1/appointments', { headers: TOKEN, data: { ...full, ...slot } });
    }
    expect(response.status()).toBe(201);
    return ((await response.json()) as { data: Booked }).data;
  }

  test('moves a visit: the dialog opens on its time, a clash offers its doctor’s next free times, and the move survives a reload and shows in the History', async ({ page, request }) => {
    const name = `Femi Moved ${Date.now().toString(36)}`;
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + 24 * 3600 * 1000);
    const moving = await book(request, { fullName: name, date: tomorrow, time: '10:30' });
    // A colleague's booking later that day (or the next free time after), for the same doctor: the clash.
    const other = await book(request, { fullName: `Chidi Holds ${Date.now().toString(36)}`, date: moving.date, time: '14:15', doctorId: moving.doctorId });

    const list = new AppointmentsPage(page);
    await list.goto(`?show=upcoming&q=${encodeURIComponent(name)}`);
    await expect(list.rows).toHaveCount(1);
    await list.openFirstRowMenu();
    await page.getByRole('menuitem', { name: 'Reschedule…' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule appointment ${moving.id}` });
    await expect(dialog).toContainText(`${name} with Dr. `);
    const [y, m, d] = moving.date.split('-');
    await expect(dialog.getByLabel('New date')).toHaveValue(`${d}/${m}/${y}`);
    await expect(dialog.getByLabel('New time')).toHaveValue(moving.time.slice(0, 5));

    const [oy, om, od] = other.date.split('-');
    await dialog.getByLabel('New date').fill(`${od}/${om}/${oy}`);
    await dialog.getByLabel('New time').fill(other.time.slice(0, 5));
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`already has an appointment at `);
    const free = dialog.getByRole('group', { name: 'Next free times' }).getByRole('button');
    await expect(free.first()).toBeVisible();
    const [, takenDay, takenTime] = (await free.first().getAttribute('aria-label'))!.match(/^Take \w+, (.+) at (\d{2}:\d{2})$/)!;
    await free.first().click();
    await expect(dialog.getByLabel('New time')).toHaveValue(takenTime);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(toast(page, `Appointment ${moving.id} moved to ${takenDay} at ${takenTime}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(list.rows.first().locator('td:nth-child(6)')).toHaveText(takenTime);

    await page.reload();
    await expect(list.rows.first().locator('td:nth-child(6)')).toHaveText(takenTime);
    await page.goto(`/doctor/appointment/${moving.id}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      new RegExp(`Rescheduled from .+ at ${moving.time.slice(0, 5)} to ${takenDay} at ${takenTime}, .+, by Dr\\. `),
    );
    await expect(page.getByText(takenTime, { exact: true })).toBeVisible();
  });

  test('the visit page reschedules too; a visit not yet begun keeps Mark no-show in the row menu, switched off, saying from when', async ({ page, request }) => {
    const name = `Ife Early ${Date.now().toString(36)}`;
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + 24 * 3600 * 1000);
    const booked = await book(request, { fullName: name, date: tomorrow, time: '11:00' });
    const list = new AppointmentsPage(page);
    await list.goto(`?show=upcoming&q=${encodeURIComponent(name)}`);
    await list.openFirstRowMenu();
    const noShow = page.getByRole('menuitem', { name: /^Mark no-show/ });
    await expect(noShow).toHaveAttribute('aria-disabled', 'true');
    await expect(noShow).toHaveText(new RegExp(`^Mark no-show From .+ at ${booked.time.slice(0, 5)}, once the visit has begun$`));
    await page.keyboard.press('Escape');

    await page.goto(`/doctor/appointment/${booked.id}`);
    await page.getByRole('button', { name: 'Reschedule…' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule appointment ${booked.id}` });
    // The time it already has is no move.
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog.getByRole('alert')).toContainText('is already on');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reschedule…' })).toBeFocused();
  });
});

import { expect, test } from '@playwright/test';
import { uniqueEmail } from './fixtures/demo-doctor';
import { AppointmentsPage } from './pages/appointments-page';

const startOfToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() - 24 * 3600 * 1000; // a day's slack for time zones
};

test.describe('appointments list', () => {
  test('has the Show dropdown, the title and the spec columns, 4 rows a page', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await expect(list.show).toHaveText('Today');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    const headers = list.table.getByRole('columnheader');
    await expect(headers).toHaveText([/^Sr no\./, /^Name/, /^Mobile/, /^Email/, 'Date', 'Time', 'Status', 'Actions']);
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

    for (const name of ['Sr no.', 'Date', 'Time', 'Status', 'Actions']) {
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
    for (const cell of await list.rows.locator('[data-testid=appointment-name]').allTextContents()) {
      expect(cell.toLowerCase()).toContain(word.toLowerCase());
    }
    await list.reset.click();
    await expect(list.search).toHaveValue('');
    await expect(list.reset).toHaveCount(0);
  });

  test('View opens the appointment; an unknown id is not found', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const id = (await list.rows.first().locator('td').first().textContent())!.trim();
    const name = (await list.rows.first().locator('[data-testid=appointment-name]').textContent())!.trim();
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

  test('says every validation message of the spec', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    await list.addButton.click();
    await list.field('Age').fill('');
    const add = list.dialog.getByRole('button', { name: 'Add' });
    await add.click();
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

  test('adds the appointment: the row shows at once, a toast confirms, and it survives a reload', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto();
    const name = `Tamuno Briggs ${Date.now().toString(36)}`;
    await list.addButton.click();
    await list.fill({ fullName: name, email: uniqueEmail('appt'), phone: '+2348035550199', age: '42', date: '2099-03-02', time: '14:15' });
    await list.field('Type').click();
    await page.getByRole('option', { name: 'Surgery' }).click();
    await list.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(list.dialog).toBeHidden();
    await expect(page.getByText(`Appointment added for ${name} on March 2, 2099`)).toBeVisible();

    await list.search.fill(name);
    await expect(list.rows).toHaveCount(1);
    await expect(list.rows.first()).toContainText('March 2, 2099');
    await expect(list.rows.first()).toContainText('14:15');
    await expect(list.rows.first()).toContainText('Pending');

    await page.reload();
    await list.search.fill(name);
    await expect(list.rows).toHaveCount(1);
    await expect(list.rows.first()).toContainText('+2348035550199');
  });

  test('?add=1 opens the modal (the profile page’s Make Appointments)', async ({ page }) => {
    const list = new AppointmentsPage(page);
    await list.goto('?add=1');
    await expect(list.dialog).toBeVisible();
  });
});

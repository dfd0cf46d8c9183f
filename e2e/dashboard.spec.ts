import { expect, test } from './fixtures/test';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { AppointmentsPage } from './pages/appointments-page';
import { PatientsPage } from './pages/patients-page';

const CARDS = ['All Users', 'Active Users', 'Pending Users', 'Total Earnings', 'Completed Appointments', 'Pending Appointments'];

async function figure(page: import('@playwright/test').Page, key: string) {
  return Number((await page.getByTestId(`stat-${key}`).textContent())!.replace(/[^\d.]/g, ''));
}

test.describe('dashboard', () => {
  test('shows the six cards with figures from the database', async ({ page }) => {
    await page.goto('/doctor/dashboard');
    for (const title of CARDS) await expect(page.getByText(title, { exact: true })).toBeVisible();
    expect(await figure(page, 'allPatients')).toBeGreaterThan(0);
    expect(await figure(page, 'pendingAppointments')).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-totalEarnings')).toHaveText(/^₦[\d,]+\.\d\d$/);
    expect(await figure(page, 'totalEarnings')).toBeGreaterThan(0);
  });

  test('the figures follow a new appointment of a new patient', async ({ page }) => {
    await page.goto('/doctor/dashboard');
    const before = {
      all: await figure(page, 'allPatients'),
      pendingPatients: await figure(page, 'pendingPatients'),
      pending: await figure(page, 'pendingAppointments'),
    };

    const appointments = new AppointmentsPage(page);
    await appointments.goto();
    await appointments.addButton.click();
    await appointments.fill({ fullName: 'Kelechi Nnamdi', email: uniqueEmail('dash'), phone: uniquePhone(), date: '2099-01-15', time: '10:30' });
    await appointments.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(appointments.dialog).toBeHidden();

    await page.goto('/doctor/dashboard');
    expect(await figure(page, 'allPatients')).toBe(before.all + 1);
    expect(await figure(page, 'pendingPatients')).toBe(before.pendingPatients + 1);
    expect(await figure(page, 'pendingAppointments')).toBe(before.pending + 1);
  });

  test('each patient card opens the list it counts, and Total Earnings says its period and opens the successful payments', async ({ page }) => {
    const patients = new PatientsPage(page);
    for (const [key, title, query] of [
      ['allPatients', 'All Users', ''],
      ['activePatients', 'Active Users', '?visits=active'],
      ['pendingPatients', 'Pending Users', '?visits=pending'],
    ] as const) {
      await page.goto('/doctor/dashboard');
      const shown = await figure(page, key);
      await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/doctor/patients${query.replace('?', '\\?')}$`));
      await expect(patients.total).toHaveText(`${shown.toLocaleString('en-NG')} ${shown === 1 ? 'patient' : 'patients'}`);
    }
    // The filter says what narrows the list: the Visits choice is applied.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await expect(page.getByLabel('Visits')).toHaveText('Pending: a visit still to be seen');
    await page.keyboard.press('Escape');

    await page.goto('/doctor/dashboard');
    // Every figure says what it counts and over which period.
    for (const [key, words] of [
      ['allPatients', 'Patients registered, all time'],
      ['activePatients', 'Patients with a visit completed in the last 12 months'],
      ['pendingPatients', 'Patients with a visit still to be seen'],
      ['totalEarnings', 'All time, successful payments'],
      ['completedAppointments', 'Every doctor’s, all time'],
      ['pendingAppointments', 'Every doctor’s, still to be seen'],
    ] as const) {
      await expect(page.getByTestId(`stat-${key}-period`)).toHaveText(words);
    }
    await page.getByRole('link', { name: /^Total Earnings/ }).click();
    await expect(page).toHaveURL(/\/doctor\/transactions\?status=success$/);
    await expect(page.getByLabel('Status')).toHaveText('Success');
    const statuses = page.getByRole('table', { name: 'Transactions' }).getByRole('row').locator('td').filter({ hasText: /^(Success|Pending|Failed)$/ });
    await expect(statuses.first()).toBeVisible();
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Success']));
  });

  test("the appointment cards open every doctor's appointments of all dates in the state they count", async ({ page }) => {
    for (const [key, title, status, label] of [
      ['completedAppointments', 'Completed Appointments', 'completed', 'Completed'],
      ['pendingAppointments', 'Pending Appointments', 'to-be-seen', 'Still to be seen'],
    ] as const) {
      await page.goto('/doctor/dashboard');
      const shown = await figure(page, key);
      await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/doctor/appointments\\?show=all&status=${status}&doctor=all$`));
      await expect(page.getByLabel('Show')).toHaveText('All dates');
      await expect(page.getByLabel('Status')).toHaveText(label);
      // Four rows a page: the pages hold exactly the card's count.
      await expect(page.getByText(`Page 1 of ${Math.max(1, Math.ceil(shown / 4))}`, { exact: true })).toBeVisible();
    }
  });
});

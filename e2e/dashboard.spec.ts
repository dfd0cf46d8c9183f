import { expect, test } from '@playwright/test';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { AppointmentsPage } from './pages/appointments-page';

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
});

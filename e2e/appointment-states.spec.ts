import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookTomorrow, TOKEN } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { toast } from './pages/shared';

/** Books a visit for tomorrow through the hospital API for a new patient (the first free time offered if taken). */
const book = (request: APIRequestContext, label: string) => bookTomorrow(request, { namePrefix: 'Ebere States', label: `states-${label}`, time: '10:30' });

test('the row menu confirms a pending appointment, offers only the moves left, and the change survives a reload', async ({ page, request }) => {
  const { id, name } = await book(request, 'menu');
  const list = new AppointmentsPage(page);
  await list.goto(`?q=${encodeURIComponent(name)}`);
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Pending');
  await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Confirm', 'Cancel appointment', 'Mark no-show']);
  await page.getByRole('menuitem', { name: 'Confirm' }).click();
  await expect(toast(page, `Appointment ${id} is now confirmed`)).toBeVisible();
  await expect(list.rows.first()).toContainText('Confirmed');
  // A toast never prints: on paper, the toast still on screen is hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('display', 'none');
  await page.emulateMedia({ media: 'screen' });

  await page.reload();
  await expect(list.rows.first()).toContainText('Confirmed');
  await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Complete', 'Cancel appointment', 'Mark no-show']);
});

test("the appointment's page completes it, shows who changed what, and a completed visit is never reopened", async ({ page, request }) => {
  const { id } = await book(request, 'page');
  await page.goto(`/doctor/appointment/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Profile' })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Change status' });
  await expect(actions.getByRole('button')).toHaveText(['Confirm', 'Cancel appointment', 'Mark no-show']);
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Complete', 'Cancel appointment', 'Mark no-show']);
  await actions.getByRole('button', { name: 'Complete' }).click();
  // Tomorrow's visit has not begun: completing it asks first (e2e/visit.spec.ts has the rest of that rule).
  await page.getByRole('alertdialog', { name: /^This visit starts on .+\. Mark it completed now\?$/ }).getByRole('button', { name: 'Complete now' }).click();
  await expect(toast(page, `Appointment ${id} is now completed`)).toBeVisible();
  await expect(actions).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(actions).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Booked');
  await expect(history.nth(1)).toContainText(/Pending → Confirmed, .+, by Dr\. /);
  await expect(history.nth(2)).toContainText(/Confirmed → Completed, .+, by Dr\. /);

  const reopen = await request.patch(`/api/v1/appointments/${id}`, { headers: TOKEN, data: { status: 'pending' } });
  expect(reopen.status()).toBe(409);
  expect(await reopen.json()).toEqual({ error: 'A completed appointment cannot become pending: it cannot change any more.' });
});

test('a change through the API shows in the history as made by the hospital API', async ({ page, request }) => {
  const { id } = await book(request, 'api');
  const response = await request.patch(`/api/v1/appointments/${id}`, { headers: TOKEN, data: { status: 'cancelled' } });
  expect(response.status()).toBe(200);
  await page.goto(`/doctor/appointment/${id}`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Pending → Cancelled');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('by the hospital API');
  await expect(page.getByRole('group', { name: 'Change status' })).toHaveCount(0);
});

test('cancelling from the row menu and marking a no-show on the page ask first; Keep it changes nothing', async ({ page, request }) => {
  const cancelled = await book(request, 'cancel');
  const list = new AppointmentsPage(page);
  await list.goto(`?q=${encodeURIComponent(cancelled.name)}`);
  await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Cancel appointment' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await expect(ask).toContainText(`Appointment ${cancelled.id} becomes cancelled: this cannot be undone, and its time becomes free for another booking.`);
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toBeHidden();
  await expect(list.rows.first()).toContainText('Pending');

  await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Cancel appointment' }).click();
  await ask.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page, `Appointment ${cancelled.id} is now cancelled`)).toBeVisible();
  await expect(list.rows.first()).toContainText('Cancelled');
  await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View']);
  await page.keyboard.press('Escape');

  const missed = await book(request, 'no-show');
  await page.goto(`/doctor/appointment/${missed.id}`);
  await page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Mark no-show' }).click();
  await page.getByRole('alertdialog', { name: 'Mark this appointment as a no-show?' }).getByRole('button', { name: 'Mark no-show' }).click();
  await expect(page.getByRole('group', { name: 'Change status' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No-show', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/Pending → No-show, .+, by Dr\. /);
});

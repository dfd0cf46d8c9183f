import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { bookTomorrow, TOKEN } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { toast } from './pages/shared';

/** Books a visit for tomorrow through the hospital API for a new patient (the first free time offered if taken). */
const book = (request: APIRequestContext, label: string) => bookTomorrow(request, { namePrefix: 'Ebere States', label: `states-${label}`, time: '10:30' });

test('the row menu confirms a pending appointment, offers only the moves left (a no-show before the start switched off), and the change survives a reload', async ({ page, request }) => {
  const { id, name } = await book(request, 'menu');
  const list = new AppointmentsPage(page);
  await list.goto(`?show=upcoming&q=${encodeURIComponent(name)}`);
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Pending');
  await list.rows.first().getByRole('button', { name: 'Open menu' }).click();
  // Tomorrow's visit has not begun: nobody can have missed it yet, so Mark no-show is switched off, saying from when.
  // A pending or confirmed visit can be rescheduled (e2e/appointments.spec.ts).
  const notYet = /^Mark no-show From .+, once the visit has begun$/;
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Reschedule…', 'Confirm', 'Check in', 'Cancel appointment', notYet]);
  await expect(page.getByRole('menuitem', { name: notYet })).toHaveAttribute('aria-disabled', 'true');
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
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Reschedule…', 'Check in', 'Complete', 'Cancel appointment', notYet]);
});

test('checking in from the row menu shows Arrived with its time and the wait, on the list and the visit page, until completed', async ({ page, request }) => {
  const { id, name } = await book(request, 'check-in');
  const list = new AppointmentsPage(page);
  await list.goto(`?show=upcoming&q=${encodeURIComponent(name)}`);
  await expect(list.rows).toHaveCount(1);
  const clock = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
  const before = clock();
  await list.openFirstRowMenu();
  await page.getByRole('menuitem', { name: 'Check in' }).click();
  await expect(toast(page, `Appointment ${id} is now arrived`)).toBeVisible();
  const arrival = list.rows.first().getByTestId('appointment-arrival');
  await expect(list.rows.first()).toContainText('Arrived');
  await expect(arrival).toHaveText(/^Arrived \d{2}:\d{2} · waiting \d+ min$/);
  const at = (await arrival.textContent())!.match(/Arrived (\d{2}:\d{2})/)![1];
  // The time of the check-in, by the clinic's 24-hour clock.
  expect(at >= before && at <= clock()).toBe(true);
  await list.openFirstRowMenu();
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Complete', 'Cancel appointment']);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(list.rows.first().getByTestId('appointment-arrival')).toContainText(`Arrived ${at}`);
  await page.goto(`/doctor/appointment/${id}`);
  await expect(page.getByTestId('appointment-arrival')).toHaveText(new RegExp(`^Arrived ${at} · waiting \\d+ min$`));
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/Pending → Arrived, .+, by Dr\. /);
  const actions = page.getByRole('group', { name: 'Change status' });
  await expect(actions.getByRole('button')).toHaveText(['Complete', 'Cancel appointment']);
  await actions.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('alertdialog', { name: /^This visit starts on .+\. Mark it completed now\?$/ }).getByRole('button', { name: 'Complete now' }).click();
  await expect(toast(page, `Appointment ${id} is now completed`)).toBeVisible();
  await expect(page.getByTestId('appointment-arrival')).toHaveCount(0);

  // The API's rows carry it.
  const listed = await request.get(`/api/v1/appointments?search=${encodeURIComponent(name)}`, { headers: TOKEN });
  expect((await listed.json()).data).toEqual([expect.objectContaining({ id, status: 'completed', arrivedAt: expect.any(String) })]);
});

test("the appointment's page completes it, shows who changed what, and a completed visit is never reopened", async ({ page, request }) => {
  const { id } = await book(request, 'page');
  await page.goto(`/doctor/appointment/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Profile' })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Change status' });
  await expect(actions.getByRole('button')).toHaveText(['Confirm', 'Check in', 'Cancel appointment']);
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Check in', 'Complete', 'Cancel appointment']);
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

test('cancelling from the row menu asks first, Keep it changes nothing; a no-show before the visit is neither offered nor accepted', async ({ page, request }) => {
  const cancelled = await book(request, 'cancel');
  const list = new AppointmentsPage(page);
  await list.goto(`?show=upcoming&q=${encodeURIComponent(cancelled.name)}`);
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

  // Nobody can have missed a visit that has not begun. The page offers no no-show, the API refuses it.
  const missed = await book(request, 'no-show');
  await page.goto(`/doctor/appointment/${missed.id}`);
  await expect(page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
  const early = await request.patch(`/api/v1/appointments/${missed.id}`, { headers: TOKEN, data: { status: 'no-show' } });
  expect(early.status()).toBe(409);
  expect(await early.json()).toEqual({ error: expect.stringMatching(/^This visit starts on .+ at \d{2}:\d{2}\. It cannot be marked a no-show before then\.$/) });
  await page.reload();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
});

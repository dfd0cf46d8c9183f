import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { AppointmentsPage } from './pages/appointments-page';
import { signUpFreshDoctor, toast } from './pages/shared';
import { SchedulePage } from './pages/schedule-page';

// Booking follows the signed-in doctor's week. Each test books with a doctor of its own (a fresh sign-up
// works the default week: Monday 08:00–08:05, Tuesday 15:00–16:00, Wednesday–Sunday 09:00–16:00,
// 45 minutes a patient), on dates far ahead, so that no other test's bookings are in the way.
// 2099-03-02 is a Monday, 2099-03-04 a Wednesday.

const TOKEN = { Authorization: 'Bearer e2e-hospital-api-token' };

async function openForm(page: Page, values: { name: string; date: string; time: string }) {
  const list = new AppointmentsPage(page);
  await list.goto();
  await list.addButton.click();
  await list.fill({ fullName: values.name, email: uniqueEmail('booking'), phone: uniquePhone(), date: values.date, time: values.time });
  return list;
}

test('a time outside the hours is refused with the reason and the next free times; a click takes one, and the list shows the booking highlighted', async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'booking-hours');
  const name = `Boma Hours ${Date.now().toString(36)}`;
  const list = await openForm(page, { name, date: '2099-03-02', time: '10:00' });
  // A plain doctor books with themself: no choice of doctor.
  await expect(list.field('Doctor')).toHaveCount(0);
  await list.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(list.dialog.getByRole('alert')).toContainText("Monday, 2 Mar 2099 at 10:00 is outside Dr. ");
  await expect(list.dialog.getByRole('alert')).toContainText('(Monday 08:00–08:05, 00:45:00 a patient)');
  const slots = list.dialog.getByRole('group', { name: 'Next free times' }).getByRole('button');
  await expect(slots).toHaveCount(5);
  // Tuesday's one visit (15:00) comes first, then Wednesday from 09:00.
  await expect(slots.first()).toHaveAccessibleName('Take Tuesday, 3 Mar 2099 at 15:00');
  await expect(slots.nth(1)).toHaveAccessibleName('Take Wednesday, 4 Mar 2099 at 09:00');

  await slots.nth(1).click();
  // Shown day first, as every date field (the form sends 2099-03-04).
  await expect(list.field('Date')).toHaveValue('04/03/2099');
  await expect(list.field('Time')).toHaveValue('09:00');
  await expect(list.dialog.getByRole('alert')).toHaveCount(0);
  await list.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(list.dialog).toBeHidden();
  await expect(toast(page, `Appointment added for ${name} on 4 Mar 2099`)).toBeVisible();

  // The list jumps to the page of Upcoming the booking lands on, among the doctor's own, and shows it highlighted.
  await expect(page).toHaveURL(/[?&]highlight=\d+/);
  await expect(page).toHaveURL(/[?&]show=upcoming\b/);
  await expect(page).toHaveURL(/[?&]doctor=mine\b/);
  const highlighted = list.table.locator('tbody tr[data-highlighted=true]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(name);
  await expect(highlighted).toContainText('09:00');
  await expect(highlighted).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('an administrator books with another doctor: the hours and free times are that doctor’s, and the row names them', async ({ page }) => {
  // The demo doctor is an administrator. Dr. Musa Danjuma (a demo colleague) works Monday, Wednesday, Friday and
  // Sunday, 10:00–18:00, 45 minutes a patient; 2099-03-07 is a Saturday.
  const name = `Tamara Colleague ${Date.now().toString(36)}`;
  const list = await openForm(page, { name, date: '2099-03-07', time: '10:00' });
  const doctor = list.dialog.getByRole('combobox', { name: 'Doctor' });
  await expect(doctor).toHaveText(/^Dr\. /);
  await doctor.click();
  await page.getByRole('option', { name: 'Dr. Musa Danjuma' }).click();
  await expect(doctor).toHaveText('Dr. Musa Danjuma');
  await list.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(list.dialog.getByRole('alert')).toContainText("Saturday, 7 Mar 2099 at 10:00 is outside Dr. Musa Danjuma's hours (no hours on Saturday).");
  const slots = list.dialog.getByRole('group', { name: 'Next free times' }).getByRole('button');
  await expect(slots.first()).toHaveAccessibleName('Take Sunday, 8 Mar 2099 at 10:00');
  await slots.first().click();
  await list.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(list.dialog).toBeHidden();
  await expect(toast(page, `Appointment added for ${name} on 8 Mar 2099`)).toBeVisible();
  // Not the administrator's own: the list opens among all doctors', with the row naming its doctor.
  await expect(page).toHaveURL(/[?&]doctor=all\b/);
  const highlighted = list.table.locator('tbody tr[data-highlighted=true]');
  await expect(highlighted).toContainText(name);
  await expect(highlighted).toContainText('Dr. Musa Danjuma');
});

test('a second booking of a taken time names the clash; a free time is taken with a click; the past is refused on the date', async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'booking-clash');
  const first = await openForm(page, { name: `Ibim First ${Date.now().toString(36)}`, date: '2099-03-04', time: '11:15' });
  await first.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(first.dialog).toBeHidden();

  const name = `Ibim Second ${Date.now().toString(36)}`;
  const second = await openForm(page, { name, date: '2099-03-04', time: '11:30' });
  await second.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(second.dialog.getByRole('alert')).toContainText('already has an appointment at Wednesday, 4 Mar 2099 at 11:30.');
  const slots = second.dialog.getByRole('group', { name: 'Next free times' }).getByRole('button');
  // The day runs in 45-minute times from 09:00 (… 10:30, 11:15, 12:00); 11:15–12:00 is taken, so 12:00 is next.
  await expect(slots.first()).toHaveAccessibleName('Take Wednesday, 4 Mar 2099 at 12:00');
  await slots.first().click();
  await second.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(second.dialog).toBeHidden();
  await expect(second.table.locator('tbody tr[data-highlighted=true]')).toContainText('12:00');

  const past = await openForm(page, { name: `Ibim Past ${Date.now().toString(36)}`, date: '2020-01-01', time: '10:00' });
  await past.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(past.dialog.getByText('Wednesday, 1 Jan 2020 at 10:00 has passed: choose a time from now on.')).toBeVisible();
  await expect(past.field('Date')).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('over the API: 201 with the doctor, 409 with the next free times for a clash, 400 for the past', async ({ request }) => {
  const body = { fullName: 'Tonye Api Booking', email: uniqueEmail('api-booking'), phone: uniquePhone(), age: 33, gender: 'female', date: '2099-03-05', time: '13:00', type: 'checkup' };
  const created = await request.post('/api/v1/appointments', { headers: TOKEN, data: body });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { doctorId: number; time: string; endTime: string } };
  expect(data.doctorId).toBeGreaterThan(0);
  expect(data.time).toBe('13:00:00');

  // Another person (a phone of their own) at the same time with the same doctor.
  const clash = await request.post('/api/v1/appointments', { headers: TOKEN, data: { ...body, fullName: 'Tonye Api Clash', doctorId: data.doctorId, email: uniqueEmail('api-clash'), phone: uniquePhone() } });
  expect(clash.status()).toBe(409);
  const refusal = (await clash.json()) as { error: string; nextFreeSlots: Array<{ date: string; time: string; doctorId: number }> };
  expect(refusal.error).toMatch(/already has an appointment at Thursday, 5 Mar 2099 at 13:00\.$/);
  expect(refusal.nextFreeSlots.length).toBeGreaterThan(0);
  expect(refusal.nextFreeSlots.length).toBeLessThanOrEqual(5);
  expect(refusal.nextFreeSlots.every((slot) => slot.doctorId === data.doctorId && `${slot.date} ${slot.time}` >= '2099-03-05 13:00')).toBe(true);

  const past = await request.post('/api/v1/appointments', { headers: TOKEN, data: { ...body, date: '2020-01-01' } });
  expect(past.status()).toBe(400);
  expect(await past.json()).toMatchObject({ error: expect.stringContaining('has passed'), issues: [{ path: ['date'] }] });
});

test('a schedule change keeps the bookings and lists those outside the new hours', async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'booking-schedule');
  const name = `Soye Friday ${Date.now().toString(36)}`;
  const list = await openForm(page, { name, date: '2099-03-06', time: '14:00' });
  await list.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(list.dialog).toBeHidden();

  const schedule = new SchedulePage(page);
  await schedule.goto();
  await expect(page.getByRole('region', { name: 'Booked appointments outside your hours' })).toHaveCount(0);
  await schedule.setTime(schedule.to('Friday'), '12:00');
  await schedule.save.click();
  await expect(toast(page, '1 booked appointment falls outside the new hours')).toBeVisible();
  const outside = page.getByRole('region', { name: 'Booked appointments outside your hours' });
  await expect(outside.getByRole('listitem')).toHaveCount(1);
  await expect(outside.getByRole('link')).toHaveText(`${name}, Friday, 6 Mar 2099 at 14:00`);

  // The booking is still there: its page opens, and cancelling it empties the list.
  await outside.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Profile' })).toBeVisible();
  await page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click();
  // The toast says the server saved it; the buttons alone vanish as soon as the question covers them, and a
  // navigation then could cut the action short.
  await expect(toast(page, /Appointment \d+ is now cancelled/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Change status' })).toHaveCount(0);
  await schedule.goto();
  await expect(page.getByRole('region', { name: 'Booked appointments outside your hours' })).toHaveCount(0);
  await context.close();
});

import { expect, test } from './fixtures/test';
import { bookTomorrow, TOKEN } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { toast } from './pages/shared';
import { SchedulePage } from './pages/schedule-page';

// One clock: every time the app shows or asks for is 24-hour, on the clinic's clock, and an instant
// reads "25 Nov 2026, 15:04". The transaction sheet's pay date is checked in transactions.spec.ts.

/** "25 Nov 2026, 15:04": the app's one style for an instant. */
const INSTANT = /\d{1,2} [A-Z][a-z]{2} \d{4}, ([01]\d|2[0-3]):[0-5]\d/;
const TWELVE_HOUR = /\b(AM|PM)\b/i;
const CLOCK_MESSAGE = (label: string) => `${label} must be a 24-hour time written HH:MM, such as 15:30`;

test("the visit's history writes each change at its 24-hour time", async ({ page, request }) => {
  const { id } = await bookTomorrow(request, { namePrefix: 'Oyin Clock', label: 'clock-history', time: '15:00' });
  const confirmed = await request.patch(`/api/v1/appointments/${id}`, { headers: TOKEN, data: { status: 'confirmed' } });
  expect(confirmed.status()).toBe(200);

  await page.goto(`/doctor/appointment/${id}`);
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(new RegExp(`^Booked ${INSTANT.source}, pending$`));
  await expect(history.nth(1)).toContainText(new RegExp(`Pending → Confirmed, ${INSTANT.source}, by the hospital API`));
  for (const line of await history.allInnerTexts()) expect(line).not.toMatch(TWELVE_HOUR);
  // Each time is marked up with the instant itself, for assistive technology and copying.
  await expect(history.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test("the schedule form's times are typed on the 24-hour clock: 15:30 is taken as typed, 3 PM is refused", async ({ page }) => {
  // The demo doctor's own week (every signup counts against the shared server's limit of 20 an hour), put back
  // as it was at the end: Wednesday to Friday 09:00–16:00 (the default week).
  const schedule = new SchedulePage(page);
  await schedule.goto();
  await expect(schedule.to('Wednesday')).toHaveValue('16:00');
  await expect(schedule.to('Friday')).toHaveValue('16:00');
  // A text field of our own, never the browser's time input (which writes 03:30 PM in an en-US browser).
  await expect(schedule.to('Wednesday')).toHaveAttribute('type', 'text');
  await expect(schedule.to('Wednesday')).toHaveAttribute('placeholder', 'HH:MM');
  await expect(schedule.to('Wednesday')).toHaveAccessibleDescription(/24-hour clock, HH:MM/);

  await schedule.to('Wednesday').fill('15:30');
  await expect(schedule.to('Wednesday')).toHaveValue('15:30');
  await schedule.from('Thursday').fill('3 PM');
  // Digits alone are tidied on leaving the field, as a phone's number pad types them.
  await schedule.to('Friday').fill('1730');
  await schedule.to('Friday').blur();
  await expect(schedule.to('Friday')).toHaveValue('17:30');
  await schedule.save.click();
  await expect(page.getByText(CLOCK_MESSAGE('From'))).toBeVisible();
  await expect(schedule.from('Thursday')).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Schedule saved successfully')).toHaveCount(0);

  await schedule.from('Thursday').fill('09:00');
  await schedule.save.click();
  await expect(toast(page, 'Schedule saved successfully')).toBeVisible();
  await page.reload();
  await expect(schedule.to('Wednesday')).toHaveValue('15:30');
  await expect(schedule.to('Friday')).toHaveValue('17:30');

  await schedule.to('Wednesday').fill('16:00');
  await schedule.to('Friday').fill('16:00');
  await schedule.save.click();
  await expect(toast(page, 'Schedule saved successfully')).toBeVisible();
  await page.reload();
  await expect(schedule.to('Wednesday')).toHaveValue('16:00');
  await expect(schedule.to('Friday')).toHaveValue('16:00');
});

test("the booking form's time is 24-hour: 3 PM is refused with how to write it", async ({ page }) => {
  const list = new AppointmentsPage(page);
  await list.goto();
  await list.addButton.click();
  await expect(list.field('Time')).toHaveAttribute('type', 'text');
  await list.field('Time').fill('3 PM');
  await list.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(list.dialog.getByText(CLOCK_MESSAGE('Time'), { exact: true })).toBeVisible();
  await expect(list.field('Time')).toHaveAccessibleDescription(new RegExp(CLOCK_MESSAGE('Time')));
  await list.field('Time').fill('930');
  await list.field('Time').blur();
  await expect(list.field('Time')).toHaveValue('09:30');
});

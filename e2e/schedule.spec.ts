import { expect, test } from './fixtures/test';
import { signUpFreshDoctor, toast } from './pages/shared';
import { SchedulePage } from './pages/schedule-page';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// Each test edits the week of a doctor of its own, so that none depends on another's saves.

test('a new doctor sees the default week and per-patient time, with a remove button on every row but the first', async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'schedule-defaults');
  const schedule = new SchedulePage(page);
  await schedule.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Schedule' })).toBeVisible();
  // The default 00:45:00, written as every duration of the app is (H:MM).
  await expect(schedule.perPatientTime).toHaveValue('0:45');
  expect(await schedule.dayNames()).toEqual(WEEK);
  await expect(schedule.from('Monday')).toHaveValue('08:00');
  await expect(schedule.to('Monday')).toHaveValue('08:05');
  await expect(schedule.from('Tuesday')).toHaveValue('15:00');
  await expect(schedule.to('Tuesday')).toHaveValue('16:00');
  for (const day of WEEK.slice(2)) {
    await expect(schedule.from(day)).toHaveValue('09:00');
    await expect(schedule.to(day)).toHaveValue('16:00');
  }
  await expect(schedule.remove('Monday')).toHaveCount(0);
  for (const day of WEEK.slice(1)) await expect(schedule.remove(day)).toBeVisible();
  await expect(schedule.addDay).toHaveCount(0);
  await context.close();
});

test("the default week saves as it is, with a warning under a day that fits no appointment; 'to' before 'from' is refused", async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'schedule-rules');
  const schedule = new SchedulePage(page);
  await schedule.goto();
  // The default Monday (08:00-08:05) is shorter than the default per-patient time (0:45).
  const mondayWarning = page.getByText('Monday fits no appointment: it is shorter than one per-patient time (0:45).');
  await expect(mondayWarning).toBeVisible();
  await expect(schedule.to('Monday')).toHaveAccessibleDescription(/Monday fits no appointment/);

  await schedule.setTime(schedule.from('Tuesday'), '17:00');
  await schedule.save.click();
  await expect(page.getByText("Tuesday: 'to' must be later than 'from'")).toBeVisible();
  await expect(schedule.to('Tuesday')).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Schedule saved successfully')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('The default hours: nothing is saved yet.')).toBeVisible();

  await schedule.save.click();
  await expect(toast(page, 'Schedule saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText('The default hours: nothing is saved yet.')).toHaveCount(0);
  await expect(schedule.to('Monday')).toHaveValue('08:05');
  await expect(mondayWarning).toBeVisible();

  // The warning follows the hours as they are typed.
  await schedule.setTime(schedule.to('Monday'), '09:00');
  await expect(mondayWarning).toHaveCount(0);
  await schedule.setPerPatientTime('1:30');
  await expect(page.getByText('Monday fits no appointment: it is shorter than one per-patient time (1:30).')).toBeVisible();
  await context.close();
});

test('saves the doctor\'s week, toasts, and shows it after a reload at both addresses; a removed day can come back', async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'schedule-save');
  const schedule = new SchedulePage(page);
  await schedule.goto();
  // Typed HH:MM:SS, as the database keeps it; saved and shown H:MM.
  await schedule.setPerPatientTime('00:30:00');
  await schedule.setTime(schedule.to('Monday'), '10:00');
  await schedule.remove('Wednesday').click();
  await schedule.remove('Sunday').click();
  expect(await schedule.dayNames()).toEqual(['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday']);
  await schedule.save.click();
  await expect(toast(page, 'Schedule saved successfully')).toBeVisible();

  for (const path of ['/doctor/schedule', '/doctor/Schedule']) {
    await schedule.goto(path);
    await expect(schedule.perPatientTime).toHaveValue('0:30');
    expect(await schedule.dayNames()).toEqual(['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday']);
    await expect(schedule.to('Monday')).toHaveValue('10:00');
  }

  // Wednesday comes back at its place in the week, with its default hours, and is saved again.
  await schedule.addDay.click();
  await page.getByRole('menuitem', { name: 'Wednesday' }).click();
  expect(await schedule.dayNames()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  await expect(schedule.from('Wednesday')).toHaveValue('09:00');
  await schedule.save.click();
  await expect(toast(page, 'Schedule saved successfully')).toBeVisible();
  await page.reload();
  expect(await schedule.dayNames()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  await context.close();
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { SIGNED_OUT, uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { AppointmentsPage } from './pages/appointments-page';
import { SchedulePage } from './pages/schedule-page';
import { stamp, toast } from './pages/shared';
import { VisitPage } from './pages/visit-page';

// The home screen's day, for a doctor of their own (a fresh account: no sample visit in their queue), on a server
// of its own (the shared one's accounts and signups per hour stay as the other specs expect). They work every
// minute of today (00:00–23:59, one minute a patient), so a visit can be booked two minutes from now whatever the
// time of the run; only the last minutes of the clinic's day leave no time to book today.

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ timeout: 120_000 });

let server: AppServer;
let dataDir: string;
test.beforeAll(async () => {
  // A server's first start creates and seeds its database: longer than a hook's default time under load.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-home-'));
  server = await startAppServer({ DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The clinic's date and a time `minutesAhead` from now, as the booking form takes them (Africa/Lagos). */
function clinicNow(minutesAhead = 0) {
  const at = new Date(Date.now() + minutesAhead * 60_000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'long' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: parts.weekday };
}

const queueRow = (page: Page, name: string) => page.getByTestId('queue-row').filter({ hasText: name });

test("the home screen's queue follows a check-in and a completion", async ({ browser }) => {
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('home-queue'));
  await page.getByLabel('Password').fill('fresh-doctor-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  const today = clinicNow();
  const schedule = new SchedulePage(page);
  await schedule.goto();
  await schedule.setPerPatientTime('00:01:00');
  await schedule.from(today.weekday).fill('00:00');
  await schedule.to(today.weekday).fill('23:59');
  await schedule.save.click();
  await expect(toast(page, 'Schedule saved successfully')).toBeVisible();

  await page.goto('/doctor/dashboard');
  await expect(page.getByRole('region', { name: "Today's appointments" })).toContainText('No appointments today.');
  await expect(page.getByRole('region', { name: 'Waiting' })).toContainText('Nobody is waiting.');

  const name = `Home Queue ${stamp()}`;
  const visitAt = clinicNow(2);
  expect(visitAt.date, 'the run is in the last minutes of the clinic day: nothing can be booked today').toBe(today.date);
  const appointments = new AppointmentsPage(page);
  await appointments.goto();
  await appointments.addButton.click();
  await appointments.fill({ fullName: name, email: uniqueEmail('home-queue'), phone: uniquePhone(), date: visitAt.date, time: visitAt.time });
  await appointments.dialog.getByRole('button', { name: 'Add' }).click();
  await expect(appointments.dialog).toBeHidden();

  // Booked: the next patient, pending, one click from its visit.
  await page.goto('/doctor/dashboard');
  const row = queueRow(page, name);
  await expect(row).toHaveAttribute('data-mark', 'next');
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', /^\/doctor\/appointment\/\d+$/);

  // Checked in from the home screen: waiting, with how long.
  await row.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(toast(page, /is now arrived$/)).toBeVisible();
  await expect(row).toContainText('Arrived');
  await expect(row.getByTestId('queue-mark')).toHaveText(/^Next · Waiting \d+ min$/);
  await expect(page.getByRole('region', { name: 'Waiting' }).getByTestId('waiting-row')).toContainText(name);

  // Completed at the visit (before its start time, it asks first): the queue says so and nobody waits.
  await row.getByRole('link', { name: new RegExp(name) }).click();
  const visit = new VisitPage(page);
  await visit.status.getByRole('button', { name: 'Complete' }).click();
  const completeNow = page.getByRole('alertdialog').getByRole('button', { name: 'Complete now' });
  const completed = toast(page, /is now completed$/);
  await expect(completeNow.or(completed)).toBeVisible();
  if (await completeNow.isVisible()) await completeNow.click();
  await expect(completed).toBeVisible();
  await page.goto('/doctor/dashboard');
  await expect(queueRow(page, name)).toContainText('Completed');
  await expect(queueRow(page, name)).not.toHaveAttribute('data-mark');
  await expect(page.getByRole('region', { name: 'Waiting' })).toContainText('Nobody is waiting.');
  await context.close();
});

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';

// Reminders go out only where configured, so this spec runs a server of its own (the shared e2e server sends
// nothing): its SMS gateway is a fake webhook started here, its in-process loop is off (REMINDER_POLL_SECONDS=0)
// so that only this spec's calls of /api/jobs/reminders send. The lead is 72 hours: whatever the day of the
// week, some doctor of the demo data has a free time within it.

const CRON_SECRET = 'e2e-reminders-cron-secret';
const WEBHOOK_TOKEN = 'e2e-sms-webhook-token';
const API_TOKEN = { Authorization: 'Bearer e2e-hospital-api-token' };

interface ReceivedSms {
  authorization: string | undefined;
  to: string;
  text: string;
}

test.describe('appointment reminders', () => {
  test.use({ storageState: SIGNED_OUT });
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let gateway: Server;
  const received: ReceivedSms[] = [];
  let server: AppServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { to, text } = JSON.parse(body) as { to: string; text: string };
        received.push({ authorization: request.headers.authorization, to, text });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-reminders-'));
    server = await startAppServer({
      DATA_DIR: dataDir,
      SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`,
      SMS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      CRON_SECRET,
      REMINDER_POLL_SECONDS: '0',
      REMINDER_LEAD_HOURS: '72',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a booking within the lead time gets one SMS at its number in international form, and the visit page says it was sent', async ({ browser, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const cron = (secret = CRON_SECRET) => api.get('/api/jobs/reminders', { headers: { Authorization: `Bearer ${secret}` } });
    expect((await api.get('/api/jobs/reminders')).status()).toBe(401);
    expect((await cron('not-the-cron-secret')).status()).toBe(401);

    // The next free time of any doctor from two hours on (a 409 names the earliest free ones).
    const phone = uniquePhone();
    const international = `+234${phone.replace(/\D/g, '').slice(1)}`;
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const lagos = new Date(soon.getTime() + 3_600_000).toISOString();
    const body = { fullName: 'Reminder Patient Eze', email: uniqueEmail('reminder'), phone, age: 40, gender: 'female', type: 'checkup', date: lagos.slice(0, 10), time: lagos.slice(11, 16) };
    let booked = await api.post('/api/v1/appointments', { headers: API_TOKEN, data: body });
    if (booked.status() === 409) {
      const [slot] = ((await booked.json()) as { nextFreeSlots: Array<{ date: string; time: string; doctorId: number }> }).nextFreeSlots;
      booked = await api.post('/api/v1/appointments', { headers: API_TOKEN, data: { ...body, ...slot } });
    }
    expect(booked.status()).toBe(201);
    const { data: appointment } = (await booked.json()) as { data: { id: number } };

    // Every pass sends at most a batch: call until the queue is drained (the demo data has visits in the window too).
    for (let pass = 0; pass < 20; pass += 1) {
      const response = await cron();
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: { queued: number; sent: number; retrying: number } };
      if (data.queued + data.sent + data.retrying === 0) break;
    }
    // Twice more: nothing is sent again.
    for (let again = 0; again < 2; again += 1) expect((await cron()).status()).toBe(200);

    const ours = received.filter((sms) => sms.to === international);
    expect(ours).toHaveLength(1);
    expect(ours[0].authorization).toBe(`Bearer ${WEBHOOK_TOKEN}`);
    expect(ours[0].text).toMatch(/^Hospital Management System: reminder of your appointment with Dr\. .+ on \w{3} \d{1,2} \w{3} \d{4} at \d{2}:\d{2}\./);
    expect(received.every((sms) => /^\+\d{8,15}$/.test(sms.to))).toBe(true);
    await api.dispose();

    const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
    const page = await context.newPage();
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await page.goto(`/doctor/appointment/${appointment.id}`);
    const reminders = page.getByRole('region', { name: 'Reminders' });
    const sms = reminders.getByRole('listitem').filter({ hasText: 'SMS' });
    await expect(sms).toContainText('Sent');
    await expect(sms).toContainText(`to +234 809`);
    // No SMTP server is configured: the mail is skipped, and the page says so.
    await expect(reminders.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Email not configured');
    await context.close();
  });

  test('a reschedule moves the reminder: the patient, reminded of the old time, is reminded of the new one; the visit page keeps both', async ({ browser, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const cron = () => api.get('/api/jobs/reminders', { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    /** Passes until the queue is drained (each pass sends a batch at most). */
    const drain = async () => {
      for (let pass = 0; pass < 20; pass += 1) {
        const response = await cron();
        expect(response.status()).toBe(200);
        const { data } = (await response.json()) as { data: { queued: number; sent: number; retrying: number } };
        if (data.queued + data.sent + data.retrying === 0) return;
      }
    };
    const phone = uniquePhone();
    const international = `+234${phone.replace(/\D/g, '').slice(1)}`;
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const lagos = new Date(soon.getTime() + 3_600_000).toISOString();
    const body = { fullName: 'Reminder Patient Moved', email: uniqueEmail('moved'), phone, age: 52, gender: 'male', type: 'checkup', date: lagos.slice(0, 10), time: lagos.slice(11, 16) };
    let booked = await api.post('/api/v1/appointments', { headers: API_TOKEN, data: body });
    if (booked.status() === 409) {
      const [slot] = ((await booked.json()) as { nextFreeSlots: Array<{ date: string; time: string; doctorId: number }> }).nextFreeSlots;
      booked = await api.post('/api/v1/appointments', { headers: API_TOKEN, data: { ...body, ...slot } });
    }
    expect(booked.status()).toBe(201);
    const { data: appointment } = (await booked.json()) as { data: { id: number; time: string } };
    await drain();
    const timesSent = () => received.filter((sms) => sms.to === international).map((sms) => sms.text.match(/ at (\d{2}:\d{2})\./)![1]);
    const oldTime = appointment.time.slice(0, 5);
    expect(timesSent()).toEqual([oldTime]);

    const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
    const page = await context.newPage();
    await new LoginPage(page).goto();
    await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await page.goto(`/doctor/appointment/${appointment.id}`);
    await page.getByRole('button', { name: 'Reschedule…' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule appointment ${appointment.id}` });
    // Five minutes later, over its own slot; should the doctor's day end first, the first free time offered.
    const [hours, minutes] = oldTime.split(':').map(Number);
    const later = `${String(hours + Math.floor((minutes + 5) / 60)).padStart(2, '0')}:${String((minutes + 5) % 60).padStart(2, '0')}`;
    await dialog.getByLabel('New time').fill(later);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    const moved = page.locator('[data-sonner-toast]').filter({ hasText: new RegExp(`^Appointment ${appointment.id} moved to .+ at \\d{2}:\\d{2}$`) });
    const firstFree = dialog.getByRole('group', { name: 'Next free times' }).getByRole('button').first();
    await expect(moved.or(firstFree)).toBeVisible();
    if (await firstFree.isVisible()) {
      await firstFree.click();
      await dialog.getByRole('button', { name: 'Reschedule' }).click();
    }
    await expect(moved).toBeVisible();
    const newTime = (await moved.textContent())!.match(/at (\d{2}:\d{2})$/)![1];
    expect(newTime).not.toBe(oldTime);

    // The next passes remind the patient of the new time, once.
    await drain();
    await drain();
    expect(timesSent()).toEqual([oldTime, newTime]);
    await api.dispose();

    await page.reload();
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expect(reminders.getByRole('list').first().getByRole('listitem').filter({ hasText: 'SMS' })).toContainText('Sent');
    const earlier = reminders.getByRole('list', { name: 'Before the visit was moved' });
    await expect(earlier.getByRole('listitem')).toHaveCount(1);
    await expect(earlier.getByRole('listitem')).toContainText(/^SMSSent.+ to \+234 809 .+, for the time before the visit was moved on /);
    await context.close();
  });
});

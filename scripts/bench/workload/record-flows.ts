// Each write done once in Chromium as a clinician does it on the screens, with the e2e specs' selectors
// (e2e/vitals.spec.ts, prescribing.spec.ts, lab.spec.ts, booking.spec.ts, appointment-states.spec.ts,
// patients.spec.ts): the server-action request the page sent is what is recorded (record-capture.ts).
import type { Locator, Page } from '@playwright/test';
import { captureWrite, toastOf, type SentAction } from './record-capture';
import { benchPhone } from './mix';

/** One recorded write: what the browser sent and the slot values in it. */
export interface Recorded {
  sent: SentAction;
  slots: Record<string, string>;
}

/** The action's argument as sent (React encodes a plain object as JSON text: `[{…}]`), or undefined. */
export function argumentOf(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const first = Array.isArray(parsed) ? parsed[0] : undefined;
    return first !== null && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The value of a key of the argument, as a slot holds it; throws when the browser sent none. */
export function slotOf(sent: SentAction, key: string): string {
  const value = argumentOf(sent.body)?.[key];
  if (typeof value !== 'number' && typeof value !== 'string') throw new Error(`the request carried no ${key} (body ${sent.body.slice(0, 120)})`);
  return String(value);
}

/** Picks an option of a searchable dropdown: `typed` into it, then the first option named `option`. */
async function pickFromCombobox(page: Page, combobox: Locator, typed: string, option: string | RegExp) {
  await combobox.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/**
 * Chooses an option of a Radix Select, clicking again when the list opened under the opening click's release and took
 * nothing (e2e/pages/shared.ts chooseInSelect says why).
 */
async function chooseInSelect(page: Page, select: Locator, option: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await page.getByRole('listbox').isVisible())) await select.click();
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
      for (let wait = 0; wait < 10 && (await select.innerText()).trim() !== option; wait++) await page.waitForTimeout(100);
      if ((await select.innerText()).trim() === option) return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    if (attempt >= 5) throw new Error(`could not choose ${option}`);
  }
}

/** Waits until an input holds something (a pre-filled field fills once the page has hydrated). */
async function filled(field: Locator, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while ((await field.inputValue()) === '') {
    if (Date.now() > deadline) throw new Error('the form did not show the patient');
    await field.page().waitForTimeout(100);
  }
}

/** "Record diagnosis test" with the patient chosen (`?patient=`, as the visit page opens it): its vitals are the patient's latest. */
export async function recordVitals(page: Page, patientId: number, timeoutMs: number): Promise<Recorded> {
  await page.goto(`/doctor/new-diagnosis?patient=${patientId}`);
  await filled(page.getByRole('combobox', { name: 'Patient name' }), timeoutMs);
  const category = page.getByRole('combobox', { name: 'Diagnosis category' });
  try {
    await pickFromCombobox(page, category, 'Hypertension', 'Hypertension');
  } catch {
    // Another clinic's categories: the first one offered.
    await category.fill('');
    await category.press('ArrowDown');
    await page.getByRole('listbox').getByRole('option').first().click();
  }
  await page.getByLabel('Weight (kg)', { exact: true }).fill('71.4');
  await page.getByLabel('Blood pressure (mmHg)', { exact: true }).fill('132/84');
  await page.getByLabel('Pulse rate (bpm)', { exact: true }).fill('78');
  await page.getByLabel('SpO₂ (%)', { exact: true }).fill('97');
  const sent = await captureWrite(
    page,
    () => page.getByRole('button', { name: 'Save' }).click(),
    () => page.waitForURL(/\/doctor\/diagnosis(\?|$)/, { timeout: timeoutMs }),
    (body) => argumentOf(body)?.categoryId !== undefined,
  );
  return { sent, slots: { patientId: slotOf(sent, 'patientId') } };
}

/** New Prescription for the patient (`?patient=`): one medicine of the formulary, one tablet morning and evening for 3 days. */
export async function writePrescription(page: Page, patientId: number, timeoutMs: number): Promise<Recorded> {
  await page.goto(`/doctor/prescription/create-prescription?patient=${patientId}`);
  await filled(page.getByRole('combobox', { name: 'Patient', exact: true }), timeoutMs);
  const row = page.getByRole('listitem', { name: 'Medicine 1' });
  await pickFromCombobox(page, row.getByRole('combobox', { name: 'Medicine 1' }), 'paras', 'Parastamol 500 mg tablet');
  await row.getByLabel('Dosage').fill('1');
  for (const [label, option] of [
    ['Unit', 'tablet'],
    ['Duration', '3 days'],
    ['Time', 'After meal'],
    ['Interval', 'Both'],
  ] as const) {
    await chooseInSelect(page, row.getByRole('combobox', { name: label, exact: true }), option);
  }
  const sent = await captureWrite(
    page,
    () => page.getByRole('button', { name: 'Save' }).click(),
    () => toastOf(page, 'Prescription added successfully').first().waitFor({ timeout: timeoutMs }),
    (body) => body.includes('Parastamol') || body.includes('parastamol'),
  );
  return { sent, slots: { patientId: slotOf(sent, 'patientId') } };
}

/**
 * The chart's "Order tests": one test of the catalogue (a random blood glucose, routine). Answers the order's number too
 * (six digits at least: a million patients' lab has passed LAB-999999).
 */
export async function orderTests(page: Page, patientId: number, timeoutMs: number): Promise<Recorded & { number: string }> {
  await page.goto(`/doctor/patients/${patientId}`);
  await page.getByRole('button', { name: 'Order tests' }).first().click();
  // The dialog's code is fetched on the first click.
  const dialog = page.getByRole('dialog', { name: 'Order tests' });
  await dialog.waitFor({ timeout: timeoutMs });
  const test = dialog.getByRole('combobox', { name: 'Test' });
  await test.fill('RBS');
  await page.getByRole('listbox', { name: 'Test' }).getByRole('option').filter({ hasText: 'Random blood glucose' }).first().waitFor({ timeout: timeoutMs });
  await test.press('Enter');
  await dialog.getByRole('list', { name: 'Chosen tests' }).getByRole('listitem').first().waitFor({ timeout: timeoutMs });
  const placed = toastOf(page, /LAB-\d{6,} placed/);
  const sent = await captureWrite(
    page,
    () => dialog.getByRole('button', { name: 'Place order' }).click(),
    () => placed.first().waitFor({ timeout: timeoutMs }),
    (body) => argumentOf(body)?.testIds !== undefined,
  );
  const number = /LAB-\d{6,}/.exec((await placed.first().textContent()) ?? '')?.[0];
  if (!number) throw new Error('the order was placed but its number was not shown');
  return { sent, slots: { patientId: slotOf(sent, 'patientId') }, number };
}

/** A day a few days ahead (YYYY-MM-DD), clear of today whatever the clinic's time zone. */
const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Books the patient from /doctor/appointments?book={id} (the chart's "Book appointment"): a time three days ahead; when
 * it is outside the doctor's hours or taken, the first of the next free times the form offers, as a clinician takes it.
 */
export async function bookFollowUp(page: Page, patientId: number, timeoutMs: number): Promise<Recorded> {
  await page.goto(`/doctor/appointments?book=${patientId}`);
  const dialog = page.getByRole('dialog', { name: 'Add new Appointment' });
  await dialog.waitFor({ timeout: timeoutMs });
  await filled(dialog.getByLabel('Full name', { exact: true }), timeoutMs);
  await dialog.getByLabel('Date', { exact: true }).fill(daysAhead(3));
  await dialog.getByLabel('Time', { exact: true }).fill('10:00');
  const freeTimes = dialog.getByRole('group', { name: 'Next free times' }).getByRole('button');
  for (let attempt = 1; ; attempt++) {
    try {
      const sent = await captureWrite(
        page,
        () => dialog.getByRole('button', { name: 'Add' }).click(),
        async () => {
          // Booked (the dialog closes), or refused with the next free times.
          await Promise.race([dialog.waitFor({ state: 'hidden', timeout: timeoutMs }), freeTimes.first().waitFor({ timeout: timeoutMs })]);
          if (await freeTimes.first().isVisible()) throw new Error('the time was refused; free times offered');
        },
        (body) => argumentOf(body)?.date !== undefined,
      );
      return { sent, slots: { patientId: slotOf(sent, 'patientId'), date: slotOf(sent, 'date'), time: slotOf(sent, 'time') } };
    } catch (error) {
      if (attempt >= 3 || !(await freeTimes.first().isVisible())) throw error;
      await freeTimes.first().click();
    }
  }
}

/** The visit page's status buttons: Check in (arrived) or Complete (asking first when the visit has not begun). */
export async function changeStatus(page: Page, appointmentId: number, move: 'Check in' | 'Complete', timeoutMs: number): Promise<Recorded> {
  const status = move === 'Check in' ? 'arrived' : 'completed';
  await page.goto(`/doctor/appointment/${appointmentId}`);
  const button = page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: move, exact: true });
  await button.waitFor({ timeout: timeoutMs }).catch(() => {
    throw new Error(`the visit page offers no ${move} (the appointment is not ${move === 'Check in' ? 'pending or confirmed' : 'arrived or confirmed'})`);
  });
  const toast = toastOf(page, `Appointment ${appointmentId} is now ${status}`);
  const question = page.getByRole('alertdialog');
  const sent = await captureWrite(
    page,
    () => button.click(),
    async () => {
      await toast.or(question).first().waitFor({ timeout: timeoutMs });
      if (await question.isVisible()) {
        await question.getByRole('button', { name: 'Complete now' }).click();
        await toast.first().waitFor({ timeout: timeoutMs });
      }
    },
    (body) => argumentOf(body)?.status === status,
  );
  return { sent, slots: { appointmentId: slotOf(sent, 'id') } };
}

/** A Nigerian mobile as typed at a desk ("0811 123 4567"), on the bench's own prefix. */
const newPhone = () => benchPhone(Math.random).replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3');

/** New patient: a name and phone nobody has, so the duplicate check lets it through; the email left out. */
export async function registerPatient(page: Page, timeoutMs: number): Promise<Recorded> {
  await page.goto('/doctor/patients/new');
  await page.getByRole('heading', { level: 1, name: 'New patient' }).waitFor({ timeout: timeoutMs });
  const lastName = `Recorded${stamp()}`;
  await page.getByLabel('First name').fill('Ifeoma');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill('1986-04-12');
  await chooseInSelect(page, page.getByRole('combobox', { name: 'Sex' }), 'Female');
  await page.getByLabel('Phone', { exact: true }).fill(newPhone());
  await page.getByLabel('Street').fill('14 Broad Street');
  await page.getByLabel('State').fill('Lagos');
  const sent = await captureWrite(
    page,
    () => page.getByRole('button', { name: 'Save' }).click(),
    () => page.waitForURL(/\/doctor\/patients\/\d+$/, { timeout: timeoutMs }),
    (body) => body.includes(lastName),
  );
  return { sent, slots: { name: slotOf(sent, 'lastName'), phone: slotOf(sent, 'phone') } };
}

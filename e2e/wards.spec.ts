import { type Locator, type Page } from '@playwright/test';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { expect, test } from './fixtures/test';
import { download, toast } from './pages/shared';
import { VisitPage } from './pages/visit-page';

// A patient's stay through the screens: admitted from a visit to a free bed, seen on the bed board, a round's vitals and
// a progress note, a transfer, a discharge with its summary PDF, and the beds left being cleaned until "Mark ready".
// The seeded wards (mocks/wards-sample.ts) keep free beds in every ward: the General Medical Ward for the stay, the
// Maternity Ward for the race, so that the two tests never reach for one bed.

const MEDICAL = 'General Medical Ward';
const MATERNITY = 'Maternity Ward';

/** Chooses an option of one of the dialog's dropdowns (drawn over the page, outside the dialog). */
async function choose(page: Page, dialog: Locator, field: string, option: string | RegExp) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Opens the bed dropdown and answers the first free bed's label ("8" of "Bed 8"), choosing it. */
async function chooseFirstFreeBed(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('combobox', { name: 'Bed' }).click();
  const first = page.getByRole('option').first();
  const label = /^Bed (\S+)/.exec((await first.textContent()) ?? '')![1];
  await first.click();
  return label;
}

/** Opens "Admit" on the visit page and fills it for `ward`; answers the dialog and the bed chosen. */
async function openAdmit(page: Page, visitId: number, ward: string) {
  await new VisitPage(page).goto(visitId);
  await page.getByRole('button', { name: 'Admit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admit' });
  await expect(dialog.getByRole('combobox', { name: 'Ward' })).toBeVisible();
  await choose(page, dialog, 'Ward', new RegExp(`^${ward} \\(\\d+ free\\)`));
  const bed = await chooseFirstFreeBed(page, dialog);
  await dialog.getByLabel('Reason for admission').fill('Severe malaria with vomiting: cannot keep oral drugs down');
  await dialog.getByLabel('Expected days').fill('3');
  return { dialog, bed };
}

const bedsOf = (page: Page, ward: string) => page.getByRole('list', { name: `Beds of ${ward}` });
const bedCard = (page: Page, ward: string, label: string) => bedsOf(page, ward).getByRole('article', { name: new RegExp(`^Bed ${label}\\b`) });

test('a doctor admits from a visit, records a round, transfers and discharges the patient; the beds are cleaned and marked ready', async ({ page, request }) => {
  // Every step is seen after the server's answer: a dozen round trips and a PDF.
  test.slow();
  const { id: visitId, name } = await bookTomorrow(request, { namePrefix: 'Halima Ward', label: 'stay', time: '11:30' });

  // Admit: the admission page opens, the stay on its first day.
  const { dialog, bed: firstBed } = await openAdmit(page, visitId, MEDICAL);
  await dialog.getByRole('button', { name: 'Admit' }).click();
  await expect(page).toHaveURL(/\/doctor\/admissions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admission' })).toBeVisible();
  await expect(page.getByTestId('admission-stay')).toContainText(`${MEDICAL}, bed ${firstBed} · day 1`);
  const admissionUrl = page.url();

  // The bed board shows who lies where.
  await page.goto('/doctor/wards');
  const occupied = bedCard(page, MEDICAL, firstBed);
  await expect(occupied.getByRole('link', { name })).toBeVisible();
  await expect(occupied).toContainText('Occupied');
  await expect(occupied).toContainText('Day 1');

  // A round: a fever recorded as vitals (flagged), and a signed note its author may still edit.
  await page.goto(admissionUrl);
  const vitals = page.getByRole('form', { name: 'Record a round’s vitals' });
  await vitals.getByLabel('Temperature (°C)').fill('39.4');
  await vitals.getByRole('button', { name: 'Record vitals' }).click();
  const readings = page.getByRole('list', { name: 'Readings of this admission' });
  await expect(readings).toContainText('39.4');
  await expect(readings).toContainText('High');
  await page.getByRole('textbox', { name: 'Progress note' }).fill('Febrile overnight, tolerating IV artesunate. Continue and review in the morning.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes of this admission' });
  await expect(notes).toContainText('Febrile overnight, tolerating IV artesunate.');
  await expect(notes.getByRole('button', { name: /^Edit the note of / })).toBeVisible();

  // Transfer to another bed of the ward: the history keeps both, the first bed is left being cleaned.
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer' });
  await choose(page, transfer, 'Ward', new RegExp(`^${MEDICAL} \\(\\d+ free\\)`));
  const secondBed = await chooseFirstFreeBed(page, transfer);
  await transfer.getByLabel('Reason for transfer').fill('Needs a side room near the nurses’ station');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(toast(page, `Moved to ${MEDICAL}, bed ${secondBed}`)).toBeVisible();
  await expect(page.getByTestId('admission-stay')).toContainText(`${MEDICAL}, bed ${secondBed}`);
  const history = page.getByRole('region', { name: 'Bed history' });
  await expect(history).toContainText(`bed ${firstBed}`);
  await expect(history).toContainText('Needs a side room near the nurses’ station');

  // Discharge home with the summary; its PDF is made.
  await page.getByRole('button', { name: 'Discharge' }).click();
  const discharge = page.getByRole('dialog', { name: 'Discharge' });
  await choose(page, discharge, 'Disposition', 'Home');
  await discharge.getByLabel('Diagnoses').fill('Severe falciparum malaria');
  await discharge.getByLabel('Course in hospital').fill('IV artesunate for 48 hours, then oral ACT; afebrile from day 2.');
  await discharge.getByRole('button', { name: 'Discharge' }).click();
  const summaryLink = page.getByRole('link', { name: 'Discharge summary (PDF)' });
  await expect(summaryLink).toBeVisible();
  const pdf = await download(page, summaryLink);
  expect(pdf.name).toMatch(/^discharge-summary-\d+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Both beds are being cleaned; "Mark ready" frees the first.
  await page.goto('/doctor/wards');
  for (const label of [firstBed, secondBed]) await expect(bedCard(page, MEDICAL, label)).toContainText('Being cleaned');
  await bedCard(page, MEDICAL, firstBed).getByRole('button', { name: `Mark ready, bed ${firstBed} of ${MEDICAL}` }).click();
  await expect(bedCard(page, MEDICAL, firstBed)).toContainText('Ready for a patient');
  await expect(bedCard(page, MEDICAL, secondBed)).toContainText('Being cleaned');

  // The chart keeps the stay in its history, with its summary; the patient is no longer "Admitted to …".
  await page.goto(admissionUrl);
  await page.getByRole('link', { name, exact: true }).click();
  const stays = page.getByRole('region', { name: 'Admissions' });
  await expect(stays).toContainText(`${MEDICAL}, bed ${secondBed}`);
  await expect(stays).toContainText('home');
  await expect(stays.getByRole('link', { name: 'Discharge summary (PDF)' })).toBeVisible();
  await expect(page.getByTestId('chart-admitted')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admit' })).toBeVisible();
});

test('two doctors admitting to one bed at once: one wins, the other is told and offered the free beds', async ({ page, browser, request, server }) => {
  test.slow();
  // One after the other: two bookings at once could be offered the same free time, and one refused.
  const first = await bookTomorrow(request, { namePrefix: 'Amina Race', label: 'one', time: '12:30' });
  const second = await bookTomorrow(request, { namePrefix: 'Bisi Race', label: 'two', time: '13:00' });
  const colleague = await browser.newContext({ storageState: server.doctorState, baseURL: server.baseURL });
  const other = await colleague.newPage();
  try {
    const mine = await openAdmit(page, first.id, MATERNITY);
    const theirs = await openAdmit(other, second.id, MATERNITY);
    // Both chose the first free bed of the ward: the same one.
    expect(theirs.bed).toBe(mine.bed);
    await Promise.all([mine.dialog.getByRole('button', { name: 'Admit' }).click(), theirs.dialog.getByRole('button', { name: 'Admit' }).click()]);

    const admitted = async (candidate: Page) => /\/doctor\/admissions\/\d+$/.test(candidate.url());
    await expect.poll(async () => (await admitted(page)) || (await admitted(other))).toBe(true);
    const [winner, loser] = (await admitted(page)) ? [page, other] : [other, page];
    const refused = loser.getByRole('dialog', { name: 'Admit' });
    await expect(refused.getByRole('alert')).toHaveText('That bed has just been taken. Choose one of the free beds.');
    await expect(winner.getByTestId('admission-stay')).toContainText(`${MATERNITY}, bed ${mine.bed}`);

    // The free beds were read again: the taken one is no longer offered.
    await refused.getByRole('combobox', { name: 'Bed' }).click();
    await expect(loser.getByRole('option').first()).toBeVisible();
    await expect(loser.getByRole('option', { name: new RegExp(`^Bed ${mine.bed}\\b`) })).toHaveCount(0);
  } finally {
    await colleague.close();
  }
});

test("the dashboard's day lists the demo doctor's inpatients, each leading to the admission, and the wards' figures", async ({ page }) => {
  await page.goto('/doctor/dashboard');
  // The seeded stays (mocks/wards-sample-demo.ts): the demo doctor's patients who are in (the other tests here may
  // have admitted more of theirs).
  const mine = page.getByRole('list', { name: 'My inpatients' });
  for (const name of ['Ikenna Lawal', 'Chiamaka Ekwueme', 'Gbenga Okonkwo']) await expect(mine.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wards today' })).toContainText(/\d+% occupancy/);
  await mine.getByRole('link', { name: 'Ikenna Lawal' }).click();
  await expect(page).toHaveURL(/\/doctor\/admissions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admission' })).toBeVisible();
});

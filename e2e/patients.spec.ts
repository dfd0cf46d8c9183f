import { readFile } from 'node:fs/promises';
import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createPdf } from '../mocks/pdf';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { DiagnosisFormPage } from './pages/diagnosis-pages';
import { PatientChartPage } from './pages/patient-chart-page';
import { PatientsPage } from './pages/patients-page';
import { ReportsPage } from './pages/reports-page';
import { stamp, toast } from './pages/shared';

/** A patient of the demo data (mocks/people.ts), first name first as stored. */
const PATIENT_BY_NAME = 'Ngozi Eze';

test.describe('patient list', () => {
  test('shows 10 cards with name, address and vitals, and a Count of 10, 20, 30 or 40', async ({ page }) => {
    const patients = new PatientsPage(page);
    await patients.goto();
    await expect(patients.cards).toHaveCount(10);
    const card = patients.cards.first();
    await expect(card.getByText('Weight')).toBeVisible();
    await expect(card.getByText('Blood pressure')).toBeVisible();
    await expect(card.getByText('Blood glucose')).toBeVisible();
    await expect(patients.count).toHaveText('10');
    await patients.count.click();
    await expect(page.getByRole('option')).toHaveText(['10', '20', '30', '40']);
    await page.getByRole('option', { name: '20' }).click();
    await expect(page).toHaveURL(/limit=20/);
    await expect(patients.cards).toHaveCount(20);
  });

  test('pages with Previous, Next and numbered links using ?page=', async ({ page }) => {
    const patients = new PatientsPage(page);
    await patients.goto();
    await expect(patients.pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstName = await patients.cards.first().getByRole('heading').textContent();
    await patients.pageLink(2).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(patients.cards.first().getByRole('heading')).not.toHaveText(firstName!);
    await expect(patients.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(patients.pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/doctor/patients');

    const total = await patients.totalCount();
    const lastPage = Math.ceil(total / 10);
    await patients.pageLink(lastPage).click();
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
    await expect(patients.pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(patients.cards).toHaveCount(total - (lastPage - 1) * 10);
  });

  test('searches all patients by name, case-insensitively, after typing stops, and keeps it in the URL', async ({ page }) => {
    const patients = new PatientsPage(page);
    await patients.goto();
    const navigations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/doctor/patients' && url.searchParams.has('search')) navigations.push(url.searchParams.get('search')!);
    });
    await patients.search.pressSequentially('OKAF');
    await expect(page).toHaveURL(/search=OKAF/);
    await expect(patients.cards.first()).toBeVisible();
    const names = await patients.cards.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('okaf');
    // One request for the whole word, none per keystroke.
    expect(new Set(navigations)).toEqual(new Set(['OKAF']));

    await page.reload();
    await expect(patients.search).toHaveValue('OKAF');
    await patients.search.fill('zzz-nobody');
    await expect(page.getByText('No patients match this search.')).toBeVisible();
  });

  test('"Surname, First", as forms and referral letters write a name, finds the patient wherever patients are searched', async ({ page }) => {
    const [first, last] = PATIENT_BY_NAME.split(' ');
    const written = `${last}, ${first}`;

    // The patients screen.
    const patients = new PatientsPage(page);
    await patients.goto();
    await patients.search.fill(written);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(written).replace(/%20/g, '(\\+|%20)')}`));
    await expect(patients.cards.getByRole('heading', { name: PATIENT_BY_NAME, exact: true })).toBeVisible();

    // A patient picker (the new diagnosis test's), searched on the server as the doctor types.
    const form = new DiagnosisFormPage(page);
    await page.goto('/doctor/new-diagnosis');
    await form.patient.fill(written);
    await expect(form.patientOptions.filter({ hasText: PATIENT_BY_NAME }).first()).toBeVisible();

    // The command palette, first among what it finds.
    await page.getByRole('banner').getByRole('button', { name: 'Search…' }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill(written);
    await expect(palette.getByRole('option', { name: new RegExp(`^${PATIENT_BY_NAME}`) }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The appointments list: a booked patient's name written surname first finds their visits, and only theirs.
    const list = new AppointmentsPage(page);
    await list.goto('?show=last-year');
    const booked = (await list.rows.first().locator('[data-testid=appointment-name]').textContent())!.trim();
    const [bookedFirst, ...bookedRest] = booked.split(/\s+/);
    await list.search.fill(`${bookedRest.join(' ')}, ${bookedFirst}`);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(list.rows.locator('[data-testid=appointment-name]').first()).toHaveText(booked);
    for (const cell of await list.rows.locator('[data-testid=appointment-name]').allTextContents()) {
      for (const word of booked.toLowerCase().split(/\s+/)) expect(cell.toLowerCase()).toContain(word);
    }
  });

  test('View Details opens the sheet of that patient, with their medical reports', async ({ page }) => {
    const patients = new PatientsPage(page);
    await patients.goto();
    const card = patients.cards.first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `View Details of ${name}` }).click();
    await expect(patients.sheet).toBeVisible();
    await expect(patients.sheet.getByText(name, { exact: true })).toBeVisible();
    const [first, ...rest] = name.split(' ');
    await expect(detail(patients, 'First name')).toHaveText(first!);
    await expect(detail(patients, 'Last name')).toHaveText(rest.join(' '));
    // The patient number, on the card and in the sheet.
    const number = (await card.getByText(/^P-\d{6}$/).textContent())!;
    await expect(detail(patients, 'Patient number')).toHaveText(number);
    for (const label of ['Email', 'Phone', 'Date of birth', 'Age', 'Treatment', 'Ongoing surgeries', 'Blood group', 'Last visited']) {
      await expect(patients.sheet.getByText(label, { exact: true })).toBeVisible();
    }
    const reports = patients.sheet.getByRole('table', { name: 'Medical reports' });
    await expect(reports).toBeVisible();
    await expect(reports.locator('tbody tr').first()).not.toHaveText('No record found');
    await expect(page).toHaveURL(/patient=\d+/);
    await expect(patients.sheet.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(patients.sheet).toBeHidden();
    await expect(page).not.toHaveURL(/patient=/);
    // Focus goes back to the button that opened the sheet.
    await expect(card.getByRole('button', { name: `View Details of ${name}` })).toBeFocused();
  });

  test('the cards of a row are equally tall, their View Details buttons in line', async ({ page }) => {
    const patients = new PatientsPage(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await patients.goto();
    const boxes = await patients.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const button = card.querySelector('button')!.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height), buttonTop: Math.round(button.top) };
      }),
    );
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
    for (const row of rows.values()) {
      expect(new Set(row.map((box) => box.height)).size).toBe(1);
      expect(new Set(row.map((box) => box.buttonTop)).size).toBe(1);
    }
  });

  test("the sheet reads its reports a page at a time through ?reportsPage=, beside ?patient=: the chart's rows, in its order", async ({ page }) => {
    const patients = new PatientsPage(page);
    await patients.goto();
    await patients.cards.first().getByRole('button', { name: /^View Details/ }).click();
    await expect(page).toHaveURL(/patient=\d+/);
    const patientId = Number(new URL(page.url()).searchParams.get('patient'));
    const reports = patients.sheet.getByRole('table', { name: 'Medical reports' });
    await expect(reports.locator('tbody tr').first()).toBeVisible();
    await expect(reports.locator('tbody tr').first()).not.toHaveText('No record found');
    const sheetRows = await reports.locator('tbody tr').allInnerTexts();
    const [, sheetPages] = (await patients.sheet.getByText(/^Page 1 of \d+$/).innerText()).match(/(\d+)$/)!;
    // Every status in one style, capitalised, whichever table the report is in ("Abnormal", never "abnormal").
    for (const status of await reports.locator('tbody [data-slot="badge"]').allInnerTexts()) expect(status).toMatch(/^(Normal|Abnormal|Pending|Completed|In Progress)$/);

    // The chart, five a page: its first two pages are the sheet's first page of ten.
    const chart = new PatientChartPage(page);
    const chartRows: string[] = [];
    await chart.goto(patientId, '/medical-reports');
    const [, chartPages] = (await chart.pageLabel('Medical reports').innerText()).match(/(\d+)$/)!;
    for (let n = 1; n <= Math.min(2, Number(chartPages)); n += 1) {
      await chart.goto(patientId, `/medical-reports?reportsPage=${n}`);
      await expect(chart.pageLabel('Medical reports')).toHaveText(`Page ${n} of ${chartPages}`);
      chartRows.push(...(await chart.rows('Medical reports').allInnerTexts()));
    }
    expect(sheetRows).toEqual(chartRows);
    expect(Number(sheetPages)).toBe(Math.ceil(Number(chartPages) / 2));

    // A page past the end (a stale link) serves the last page, and the sheet stays open after a reload.
    const lastPage = Number(sheetPages);
    await patients.goto(`?patient=${patientId}&reportsPage=${lastPage + 3}`);
    await expect(patients.sheet).toBeVisible();
    await expect(patients.sheet.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
    await expect(patients.sheet.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/reportsPage=/);
  });

  test("the sheet and the chart list the same reports: an uploaded investigation in both, a voided birth report struck through in both", async ({ page, request }) => {
    const { name } = await bookTomorrow(request, { namePrefix: 'Amaka Sheet', label: 'sheet-reports', time: '13:15' });
    const reports = new ReportsPage(page);
    const title = `Echocardiogram ${stamp()}`;

    // A birth report filed for the patient, then voided.
    await reports.goto('birth');
    await page.getByRole('button', { name: 'New Birth Report' }).click();
    const birth = reports.dialog('New Birth Report');
    await reports.choosePatient(birth, name);
    await birth.getByRole('button', { name: 'Save' }).click();
    const added = toast(page, /^Birth report BR-\d+ added successfully$/);
    await expect(added).toBeVisible();
    const caseId = (await added.innerText()).match(/BR-\d+/)![0];
    await page.reload();
    await reports.search('Birth').fill(name);
    await page.getByRole('button', { name: `Delete ${caseId}` }).click();
    await reports.confirmDelete('Filed for the wrong patient');
    await expect(toast(page, 'Birth report voided')).toBeVisible();

    // Then an echocardiogram uploaded for the patient: an investigation, with its file.
    await reports.goto('investigation');
    await page.getByRole('button', { name: 'New Investigation Report' }).click();
    const upload = reports.dialog('New Investigation Report');
    await reports.choosePatient(upload, name);
    await upload.getByLabel('Title').fill(title);
    const pdf = Buffer.from(await createPdf(title, ['Ejection fraction 60%']));
    await upload.getByLabel('Attachment').setInputFiles({ name: 'echo.pdf', mimeType: 'application/pdf', buffer: pdf });
    await upload.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Investigation report added successfully')).toBeVisible();

    // The side sheet: both, newest first (of one day, the later filed first), the voided one struck through.
    const patients = new PatientsPage(page);
    await patients.goto();
    await patients.search.fill(name);
    await patients.cards.filter({ hasText: name }).first().getByRole('button', { name: `View Details of ${name}` }).click();
    const sheetTable = patients.sheet.getByRole('table', { name: 'Medical reports' });
    const sheetRows = sheetTable.locator('tbody tr');
    await expect(sheetRows).toHaveCount(2);
    await expect(patients.sheet.getByText('1 in all (1 voided)')).toBeVisible();
    await expectReportRows(sheetRows, { title, caseId });
    const shown = await sheetRows.allInnerTexts();

    // The chart's Medical reports: the same rows, word for word, and the same count.
    await patients.sheet.getByRole('link', { name: 'Open chart' }).click();
    const chart = new PatientChartPage(page);
    await chart.expectLoaded(name);
    await chart.open('Medical reports');
    await expect(chart.tab('Medical reports')).toHaveAccessibleName(/^Medical reports\s*1$/);
    await expect(chart.section('Medical reports')).toContainText('1 in all (1 voided)');
    await expectReportRows(chart.rows('Medical reports'), { title, caseId });
    expect(await chart.rows('Medical reports').allInnerTexts()).toEqual(shown);
  });

  test('Filter narrows by blood group; Download Report gives the current search as CSV', async ({ page }) => {
    const patients = new PatientsPage(page);
    await patients.goto();
    const all = await patients.totalCount();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Blood group' }).click();
    await page.getByRole('option', { name: 'O+', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/bloodGroup=O%2B/);
    await expect(patients.total).not.toHaveText(`${all} patients`);
    const filtered = await patients.totalCount();
    expect(filtered).toBeGreaterThan(0);
    await patients.cards.first().getByRole('button', { name: /^View Details/ }).click();
    await expect(detail(patients, 'Blood group')).toHaveText('O+');
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^patients-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Patient number,Full name,Email/);
    expect(lines).toHaveLength(filtered + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',O+,');
    // Phone numbers come as they are, with no apostrophe before the + (a defused cell would read ,"'+).
    for (const line of lines.slice(1)) expect(line).not.toMatch(/,"?'\+/);
  });
});

/** The two reports of the sheet-and-chart test, as either list shows them. */
async function expectReportRows(rows: Locator, { title, caseId }: { title: string; caseId: string }) {
  await expect(rows).toHaveCount(2);
  const [upload, voided] = [rows.nth(0), rows.nth(1)];
  await expect(upload).toContainText(title);
  await expect(upload).toContainText('Investigation');
  await expect(upload.locator('[data-slot="badge"]')).toHaveText('Pending');
  await expect(upload.getByRole('link', { name: /echo\.pdf/ })).toHaveAttribute('href', /^\/doctor\/reports\/attachments\/\d+\?disposition=inline$/);
  await expect(voided).toContainText('Birth report');
  await expect(voided.getByText(caseId, { exact: true })).toHaveClass(/line-through/);
  await expect(voided).toContainText(/Voided on .+ by Dr\. [^:]+: Filed for the wrong patient/);
}

function detail(patients: PatientsPage, label: string) {
  return patients.sheet.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

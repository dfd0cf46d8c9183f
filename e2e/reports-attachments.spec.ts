import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import config from '../playwright.config';
import { findFullChromium } from '../scripts/chromium';
import { createPdf } from '../mocks/pdf';
import { pdfText } from '../tests/pdf-text';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { cellTexts, download, personIn, stamp, toast } from './pages/shared';
import { PatientChartPage } from './pages/patient-chart-page';
import { PatientsPage } from './pages/patients-page';
import { ReportsPage } from './pages/reports-page';

// The Investigation and Operation Reports tabs: their files, drawer and previews (reports.spec.ts has the tabs, Birth and Death).

const INLINE_FILE = /^\/doctor\/reports\/attachments\/\d+\?disposition=inline$/;

// The full browser, with its PDF viewer, as a doctor has it: the headless shell the other specs run on
// downloads a framed PDF instead of showing it, and its frame stays empty.
test.use({ launchOptions: { ...config.use?.launchOptions, executablePath: findFullChromium() } });

/**
 * A PDF shown in the browser's own viewer: a frame of the attachment route, which only the app may frame.
 * Headless Chromium may lack the viewer, so besides the frame's address this reads the file as the page
 * would, with the page's session, and checks what lets the browser show it in place.
 */
async function expectFramedPdf(page: Page, frame: Locator, text: string) {
  await expect(frame).toHaveAttribute('src', INLINE_FILE);
  const src = (await frame.getAttribute('src'))!;
  // A frame the browser refused (frame-ancestors, X-Frame-Options) shows an error page at another address.
  await expect.poll(async () => (await (await frame.elementHandle())?.contentFrame())?.url()).toBe(new URL(src, page.url()).href);
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  // The text as a reader extracts it: the embedded font's glyphs are not the letters' bytes.
  expect(pdfText(await response.body())).toContain(text);
  return src;
}

/** The patient the new investigation is filed for: one of the four sample patients. */
const PATIENT = 'Aisha Bello';

test.describe('Investigation', () => {
  test('columns, statuses, and a Download link that downloads the real file', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto('investigation');
    const table = reports.table('Investigation');
    await expect(table.getByRole('columnheader')).toHaveText(['USER', 'DATE', 'TITLE', 'STATUS', 'ATTACHMENT', 'Actions']);
    await expect(reports.rows('Investigation')).toHaveCount(10);
    const statuses = new Set((await table.locator('tbody [data-slot="badge"]').allInnerTexts()).map((text) => text.trim()));
    expect([...statuses].every((status) => ['Completed', 'Pending', 'In Progress'].includes(status))).toBe(true);

    for (const index of [0, 1]) {
      const file = await download(page, reports.rows('Investigation').nth(index).getByRole('link', { name: /^Download/ }));
      if (file.name.endsWith('.pdf')) expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(file.bytes.toString()).toMatch(/^patient,date,test,value/);
    }
  });

  test('New Investigation Report saves the report and its file for the chosen patient; preview, download and delete work', async ({ page }) => {
    const reports = new ReportsPage(page);
    const title = `Echo review ${stamp()}`;
    await reports.goto('investigation');
    await page.getByRole('button', { name: 'New Investigation Report' }).click();
    const dialog = reports.dialog('New Investigation Report');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Select a patient')).toBeVisible();
    await reports.choosePatient(dialog, PATIENT);
    await dialog.getByLabel('Attachment').setInputFiles({ name: 'echo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain words and nothing else') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The attachment must be a PDF, PNG, JPEG or CSV file')).toBeVisible();

    const pdf = Buffer.from(await createPdf(title, ['Ejection fraction 60%']));
    await dialog.getByLabel('Attachment').setInputFiles({ name: 'echo.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Investigation report added successfully')).toBeVisible();

    await page.reload();
    const row = reports.row('Investigation', title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending');
    expect((await download(page, row.getByRole('link', { name: /^Download/ }))).bytes.equals(pdf)).toBe(true);

    await row.getByRole('button', { name: `Preview the attachment of ${title} of ${PATIENT}` }).click();
    const preview = reports.dialog(`Preview: ${title}`);
    await expectFramedPdf(page, preview.getByTitle('Preview: echo.pdf'), 'Ejection fraction 60%');
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Delete ${title} of ${PATIENT}` }).click();
    await reports.confirmDelete();
    await expect(toast(page, 'Investigation report voided')).toBeVisible();
    await page.reload();
    await expect(reports.row('Investigation', title)).toHaveCount(0);
  });

  test("an investigation uploaded for a patient is in that patient's chart, newest first, and its link opens the file", async ({ page }) => {
    const reports = new ReportsPage(page);
    const title = `Lipid profile ${stamp()}`;
    const pdf = Buffer.from(await createPdf(title, ['Total cholesterol 5.2 mmol/L']));
    await reports.goto('investigation');
    await page.getByRole('button', { name: 'New Investigation Report' }).click();
    const dialog = reports.dialog('New Investigation Report');
    await reports.choosePatient(dialog, PATIENT);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Attachment').setInputFiles({ name: 'lipid-profile.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Investigation report added successfully')).toBeVisible();

    await new PatientsPage(page).openChart(PATIENT);
    const chart = new PatientChartPage(page);
    // The chart streams in after its loading state: on a busy machine, that can take a while.
    await expect(chart.title(PATIENT)).toBeVisible({ timeout: 20_000 });
    await chart.expectLoaded(PATIENT);
    await chart.open('Medical reports');
    // Dated today and filed last: the first row of the first page.
    const row = chart.rows('Medical reports').first();
    await expect(row).toContainText(title);
    await expect(row).toContainText('Investigation');
    await expect(row).toContainText('Pending');
    const link = row.getByRole('link', { name: /lipid-profile\.pdf/ });
    await expect(link).toHaveAttribute('href', INLINE_FILE);
    await expect(link).toHaveAttribute('target', '_blank');
    // Headless Chromium may lack a PDF viewer: the file is read as the new tab would, with the page's session.
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).equals(pdf)).toBe(true);
  });

  test('paging and search by name run on the server and live in the URL; no column sorts', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto('investigation');
    const titles = () => reports.columnTexts('Investigation', 2);
    // DATE, TITLE and the file name tell the rows apart (the avatar's initials come and go as images load).
    const rowKeys = () =>
      reports.rows('Investigation').evaluateAll((rows) => rows.map((row) => [1, 2, 4].map((index) => row.children[index]?.textContent ?? '').join(' | ')));
    const users = async () => Promise.all((await reports.rows('Investigation').all()).map(async (row) => (await personIn(row.getByRole('cell').first()))[0]));
    await expect(reports.pageLabel).toHaveText(/^Page 1 of \d+$/);
    const [, pageCount] = await reports.pageNumbers();
    expect(pageCount).toBeGreaterThan(1);
    await expect(reports.rows('Investigation')).toHaveCount(10);
    const firstPage = await rowKeys();
    await expect(reports.table('Investigation').getByRole('columnheader').getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]investigationPage=2\b/);
    await expect(page).toHaveURL(/[?&]tab=investigation\b/);
    await expect(reports.pageLabel).toHaveText(`Page 2 of ${pageCount}`);
    const secondPage = await rowKeys();
    expect(secondPage.some((row) => firstPage.includes(row))).toBe(false);
    await page.reload();
    await expect(reports.pageLabel).toHaveText(`Page 2 of ${pageCount}`);
    expect(await rowKeys()).toEqual(secondPage);

    await page.goto(`/doctor/reports?tab=investigation&investigationPage=${pageCount + 5}`);
    await expect(reports.pageLabel).toHaveText(`Page ${pageCount} of ${pageCount}`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect((await titles()).length).toBeGreaterThan(0);

    // A sort in the URL changes nothing: the table has no sortable column.
    await page.goto('/doctor/reports?tab=investigation&investigationSort=title&investigationDir=desc');
    await expect(reports.pageLabel).toHaveText(`Page 1 of ${pageCount}`);
    expect(await rowKeys()).toEqual(firstPage);

    const name = (await users())[0];
    const part = name.split(' ')[0].toLowerCase();
    await reports.search('Investigation').fill(part);
    await expect(page).toHaveURL(new RegExp(`[?&]investigationQ=${part}\\b`));
    await expect(reports.pageLabel).toHaveText('Page 1 of 1');
    const found = await users();
    expect(found.length).toBeGreaterThan(0);
    for (const user of found) expect(user.toLowerCase()).toContain(part);
    await page.reload();
    await expect(reports.search('Investigation')).toHaveValue(part);
    expect(await users()).toEqual(found);
    // The title is not what the box searches.
    await reports.search('Investigation').fill((await titles())[0]);
    await expect(reports.table('Investigation')).toContainText('No record found');
  });
});

test.describe('Operation Reports', () => {
  test('the download icon opens a wide right-side drawer without a header, showing the document', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto('operation');
    await expect(reports.table('Operation Reports').getByRole('columnheader')).toHaveText(['Id', 'Surgery', 'Generated By', 'Attachments']);
    await expect(reports.rows('Operation Reports')).toHaveCount(10);
    const [, surgery] = await cellTexts(reports.rows('Operation Reports').first());

    await page.getByRole('button', { name: `Open the document of ${surgery}` }).click();
    const drawer = reports.dialog(`Document: ${surgery}`);
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[data-slot="sheet-header"]')).toHaveCount(0);
    const box = (await drawer.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeCloseTo(viewport.width, 0);
    expect(box.width).toBeGreaterThanOrEqual(700);
    const file = await download(page, drawer.getByRole('link', { name: 'Download' }));
    expect(file.name).toMatch(/\.pdf$/);
    expect(pdfText(file.bytes)).toContain(`Operation note: ${surgery}`);
    const src = await expectFramedPdf(page, drawer.getByTitle(`Document: ${file.name}`), `Operation note: ${surgery}`);
    await expect(drawer.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', src);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Preview the document of ${surgery}` }).click();
    await expectFramedPdf(page, reports.dialog(`Preview: ${surgery}`).getByTitle(`Preview: ${file.name}`), `Operation note: ${surgery}`);
  });

  test("only the file route may be framed, by the app alone, and only with a session", async ({ page, browser, baseURL }) => {
    const reports = new ReportsPage(page);
    await reports.goto('operation');
    const [, surgery] = await cellTexts(reports.rows('Operation Reports').first());
    await page.getByRole('button', { name: `Open the document of ${surgery}` }).click();
    const src = (await reports.dialog(`Document: ${surgery}`).locator('iframe').getAttribute('src'))!;
    expect(src).toMatch(INLINE_FILE);

    const screen = (await page.request.get('/doctor/reports?tab=operation')).headers();
    expect(screen['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(screen['x-frame-options']).toBe('DENY');

    const signedOut = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
    const refused = await signedOut.request.get(src, { maxRedirects: 0 });
    expect(refused.status()).toBe(307);
    expect(refused.headers()['location']).toMatch(/^\/login\?next=/);
    expect(refused.headers()['content-type'] ?? '').not.toContain('application/pdf');
    await signedOut.close();
  });

  test('edit and delete work and survive a reload', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto('operation');
    // The open tab's table streams in after the page: wait for its rows before reading them.
    await expect(reports.rows('Operation Reports')).toHaveCount(10);
    const [id, surgery] = await cellTexts(reports.rows('Operation Reports').first());
    const [otherId, otherSurgery] = await cellTexts(reports.rows('Operation Reports').nth(1));
    const renamed = `${surgery} (revised ${stamp()})`;

    await page.getByRole('button', { name: `Edit ${surgery}` }).click();
    const dialog = reports.dialog('Edit Operation Report');
    await dialog.getByLabel('Surgery').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Surgery is required')).toBeVisible();
    await dialog.getByLabel('Surgery').fill(renamed);
    await dialog.getByLabel('Generated By').fill('Dr. Tolu Bakare');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Operation report updated successfully')).toBeVisible();

    await page.getByRole('button', { name: `Delete ${otherSurgery}` }).click();
    await reports.confirmDelete();
    await expect(toast(page, 'Operation report voided')).toBeVisible();

    await page.reload();
    const shownIds = () => reports.rows('Operation Reports').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent));
    // The rows render after the reload's first paint: wait for them (a full run read an empty table).
    await expect.poll(shownIds).toContain(id);
    expect(await shownIds()).not.toContain(otherId);
    expect(await cellTexts(reports.rows('Operation Reports').first())).toEqual([id, renamed, 'Dr. Tolu Bakare', '']);
  });

  test('paging runs on the server and lives in the URL; no search box, no column sorts', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto('operation');
    const ids = async () => (await reports.columnTexts('Operation Reports')).map(Number);
    await expect(reports.pageLabel).toHaveText(/^Page 1 of \d+$/);
    const [, pageCount] = await reports.pageNumbers();
    expect(pageCount).toBeGreaterThan(1);
    await expect.poll(async () => (await ids()).length).toBe(10);
    const firstPage = await ids();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(reports.table('Operation Reports').getByRole('columnheader').getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]documentsPage=2\b/);
    await expect(reports.pageLabel).toHaveText(`Page 2 of ${pageCount}`);
    // The next ten, all after the first page's (the table re-renders after the label).
    await expect
      .poll(async () => {
        const shown = await ids();
        return shown.length > 0 && Math.min(...shown) > Math.max(...firstPage);
      })
      .toBe(true);
    const secondPage = await ids();
    await page.reload();
    await expect(reports.pageLabel).toHaveText(`Page 2 of ${pageCount}`);
    // The label can show before the rows have rendered after a reload (one full run read an empty table): wait for them.
    await expect.poll(ids).toEqual(secondPage);

    await page.goto(`/doctor/reports?tab=operation&documentsPage=${pageCount + 5}`);
    await expect(reports.pageLabel).toHaveText(`Page ${pageCount} of ${pageCount}`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.poll(async () => (await ids()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(reports.pageLabel).toHaveText(`Page ${pageCount - 1} of ${pageCount}`);
    await page.goto('/doctor/reports?tab=operation&documentsSort=surgery&documentsDir=desc');
    await expect(reports.pageLabel).toHaveText(`Page 1 of ${pageCount}`);
    expect(await ids()).toEqual(firstPage);
  });
});

import { expect, test } from './fixtures/test';
import { cardList, cardsOf } from './pages/data-cards';
import { PatientsPage } from './pages/patients-page';
import { cellTexts, personIn, stamp, toast } from './pages/shared';
import { ReportsPage } from './pages/reports-page';

test.describe('tabs', () => {
  test('Birth, Death, Investigation and Operation Reports, in line style; the open tab survives a reload', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(reports.tabs.getByRole('tab')).toHaveText(['Birth', 'Death', 'Investigation', 'Operation Reports']);
    await expect(reports.tabs).toHaveAttribute('data-variant', 'line');
    await expect(reports.tab('Birth')).toHaveAttribute('aria-selected', 'true');

    await reports.tab('Death').click();
    await expect(page).toHaveURL(/\?tab=death$/);
    await page.reload();
    await expect(reports.tab('Death')).toHaveAttribute('aria-selected', 'true');
    await expect(reports.table('Death')).toBeVisible();
  });
});

test.describe('Birth and Death', () => {
  test('columns, 10 rows a page, search by name with Reset', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto();
    const table = reports.table('Birth');
    await expect(table.getByRole('columnheader')).toHaveText(['CASE ID', 'PATIENT', 'DOCTOR', 'DATE', 'Actions']);
    await expect(reports.rows('Birth')).toHaveCount(10);
    await expect(page.getByText(/^Page 1 of [2-9]$/)).toBeVisible();

    const [name, email] = await personIn(reports.rows('Birth').first().getByRole('cell').nth(1));
    expect(email).toContain('@');
    const part = name.split(' ')[1].slice(0, 4).toUpperCase();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
    await reports.search('Birth').fill(part);
    // The server searches once the typing pauses; the URL says when its answer is shown.
    await expect(page).toHaveURL(new RegExp(`[?&]birthQ=${part}\\b`));
    await expect(reports.rows('Birth').first()).toContainText(name.split(' ')[1]);
    for (const row of await reports.rows('Birth').all()) {
      expect((await personIn(row.getByRole('cell').nth(1)))[0].toUpperCase()).toContain(part);
    }
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(reports.search('Birth')).toHaveValue('');
    await expect(reports.rows('Birth')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
  });

  test('a row click shows the row in an alert dialog; the view icon opens its sheet', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto('death');
    const row = reports.rows('Death').nth(2);
    const [caseId, , , date] = await cellTexts(row);
    const [patientName, patientEmail] = await personIn(row.getByRole('cell').nth(1));
    const [, doctorEmail] = await personIn(row.getByRole('cell').nth(2));
    await row.getByRole('cell').nth(3).click();
    const alert = page.getByRole('alertdialog', { name: `Death report ${caseId}` });
    await expect(alert).toContainText(patientName);
    await expect(alert).toContainText(doctorEmail);
    await expect(alert).toContainText(date);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();

    await row.getByRole('button', { name: `View ${caseId}` }).click();
    const sheet = reports.dialog(`Death report ${caseId}`);
    await expect(sheet).toContainText(patientEmail);
    await expect(sheet).toContainText(/Cause of death/);
    // The report is filed for a patient: the sheet opens their chart, on the part that lists it.
    await expect(sheet.getByRole('link', { name: 'Open chart' })).toHaveAttribute('href', /^\/doctor\/patients\/\d+\/medical-reports$/);
  });

  test('New Birth Report saves a report for the chosen patient; delete asks a reason and voids it (out of the list, listed for administrators); both survive a reload', async ({ page }) => {
    const reports = new ReportsPage(page);
    const patient = 'Ngozi Eze';
    await reports.goto();
    await page.getByRole('button', { name: 'New Birth Report' }).click();
    const dialog = reports.dialog('New Birth Report');
    await expect(dialog.getByLabel('Patient name')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Select a patient')).toBeVisible();
    await expect(dialog.getByLabel('Doctor name')).toHaveValue('Dr. Adaeze Nwankwo');

    await reports.choosePatient(dialog, patient);
    await dialog.getByLabel('Notes').fill(`Baby girl, 3.2 kg ${stamp()}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const added = toast(page, /^Birth report BR-\d+ added successfully$/);
    await expect(added).toBeVisible();
    const caseId = (await added.innerText()).match(/BR-\d+/)![0];
    await expect(dialog).toBeHidden();

    // The PATIENT column shows the patient's own name and email; the search by name finds the report.
    await page.reload();
    await reports.search('Birth').fill(patient);
    const row = reports.row('Birth', caseId);
    await expect(row).toHaveCount(1);
    const [name, email] = await personIn(row.getByRole('cell').nth(1));
    expect([name, email]).toEqual([patient, expect.stringContaining('@')]);

    await page.getByRole('button', { name: `Delete ${caseId}` }).click();
    // It asks to void, as that is what happens: the report is kept, marked voided, never deleted.
    const question = page.getByRole('alertdialog', { name: `Void ${caseId}?` });
    await expect(question).toContainText(`${caseId} of ${patient}`);
    await expect(question).toContainText(
      "The birth report is not deleted: it is kept, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
    );
    await expect(question.getByRole('button')).toHaveText(['Cancel', 'Void']);
    await reports.confirmDelete('Filed for the wrong family');
    await expect(toast(page, 'Birth report voided')).toBeVisible();
    await expect(reports.row('Birth', caseId)).toHaveCount(0);
    await page.reload();
    await reports.search('Birth').fill(patient);
    await expect(reports.rows('Birth').first()).toBeVisible();
    await expect(reports.row('Birth', caseId)).toHaveCount(0);

    await page.goto('/doctor/settings/voided');
    const voided = page.getByRole('table', { name: 'Voided records' }).locator('tbody tr').filter({ hasText: caseId });
    await expect(voided).toContainText('Birth or death report');
    await expect(voided).toContainText(patient);
    await expect(voided).toContainText('Filed for the wrong family');
  });

  test('paging and search run on the server and live in the URL; no column sorts; each tab keeps its own', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto();
    const caseIds = () => reports.columnTexts('Birth');
    await expect(reports.pageLabel).toHaveText(/^Page 1 of \d+$/);
    const [, pageCount] = await reports.pageNumbers();
    expect(pageCount).toBeGreaterThan(1);
    const firstPage = await caseIds();
    expect(firstPage).toHaveLength(10);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]birthPage=2\b/);
    await expect(reports.pageLabel).toHaveText(`Page 2 of ${pageCount}`);
    const secondPage = await caseIds();
    expect(secondPage.some((caseId) => firstPage.includes(caseId))).toBe(false);
    await page.reload();
    await expect(reports.pageLabel).toHaveText(`Page 2 of ${pageCount}`);
    await expect.poll(caseIds).toEqual(secondPage);

    // A page past the end (a stale link) serves the last page.
    await page.goto(`/doctor/reports?birthPage=${pageCount + 5}`);
    await expect(reports.pageLabel).toHaveText(`Page ${pageCount} of ${pageCount}`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const lastPage = await caseIds();
    expect(lastPage.length).toBeGreaterThan(0);
    expect(lastPage.length).toBeLessThanOrEqual(10);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(reports.pageLabel).toHaveText(`Page ${pageCount - 1} of ${pageCount}`);

    // These tables have no sortable column: no header sorts, and a sort in the URL changes nothing.
    await expect(reports.table('Birth').getByRole('columnheader').getByRole('button')).toHaveCount(0);
    await page.goto('/doctor/reports?birthSort=caseId&birthDir=asc');
    await expect(reports.pageLabel).toHaveText(`Page 1 of ${pageCount}`);
    await expect.poll(caseIds).toEqual(firstPage);

    await reports.goto();
    const [name] = await personIn(reports.rows('Birth').first().getByRole('cell').nth(1));
    const part = name.split(' ')[1].slice(0, 4).toLowerCase();
    await reports.search('Birth').fill(part);
    await expect(page).toHaveURL(new RegExp(`[?&]birthQ=${part}\\b`));
    await expect(reports.pageLabel).toHaveText('Page 1 of 1');
    const found = await reports.rows('Birth').count();
    for (const row of await reports.rows('Birth').all()) {
      expect((await personIn(row.getByRole('cell').nth(1)))[0].toLowerCase()).toContain(part);
    }
    await page.reload();
    await expect(reports.search('Birth')).toHaveValue(part);
    await expect(reports.rows('Birth')).toHaveCount(found);

    // Death has its own page and search; back on Birth, its search is still there.
    await reports.tab('Death').click();
    await expect(page).toHaveURL(/[?&]tab=death\b/);
    await expect(reports.search('Death')).toHaveValue('');
    await expect(reports.rows('Death')).toHaveCount(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]deathPage=2\b/);
    await expect(page).toHaveURL(new RegExp(`[?&]birthQ=${part}\\b`));
    await reports.tab('Birth').click();
    await expect(reports.search('Birth')).toHaveValue(part);
    await expect(reports.rows('Birth')).toHaveCount(found);
    await reports.search('Birth').fill('no such patient at all');
    await expect(reports.table('Birth')).toContainText('No record found');
    await reports.tab('Death').click();
    await expect(reports.pageLabel).toHaveText(/^Page 2 of \d+$/);
  });

  test('New Death Report saves a death report for the chosen patient', async ({ page }) => {
    const reports = new ReportsPage(page);
    const patient = 'Oluwaseun Adeyemi';
    await reports.goto('death');
    await page.getByRole('button', { name: 'New Death Report' }).click();
    const dialog = reports.dialog('New Death Report');
    await reports.choosePatient(dialog, patient);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const added = toast(page, /^Death report DR-\d+ added successfully$/);
    await expect(added).toBeVisible();
    const caseId = (await added.innerText()).match(/DR-\d+/)![0];
    await page.reload();
    await reports.search('Death').fill(patient);
    await expect(reports.row('Death', caseId)).toHaveCount(1);
  });
});

test.describe('patient numbers', () => {
  const LISTS = [
    { tab: 'birth', name: 'Birth', column: 1 },
    { tab: 'death', name: 'Death', column: 1 },
    { tab: 'investigation', name: 'Investigation', column: 0 },
  ] as const;

  test("the Birth, Death and Investigation lists show the patient's number beside the name: the number of that patient", async ({ page }) => {
    const reports = new ReportsPage(page);
    const patients = new PatientsPage(page);
    for (const { tab, name, column } of LISTS) {
      await reports.goto(tab);
      const cell = reports.rows(name).first().getByRole('cell').nth(column);
      const number = (await cell.getByText(/^P-\d{6}$/).innerText()).trim();
      const [patient] = await personIn(cell);
      // The patients list's one search finds the patient by the number: the same person as the row names.
      await patients.goto(`?search=${number}`);
      await expect(patients.cards).toHaveCount(1);
      await expect(patients.cards.getByRole('heading')).toHaveText(patient);
      await expect(patients.cards.getByText(number, { exact: true })).toBeVisible();
    }
  });

  test('on a 390 px phone the number stays whole on screen beside the name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { tab, name } of LISTS) {
      await page.goto(`/doctor/reports?tab=${tab}`);
      const card = cardsOf(cardList(page, `${name} reports`)).first();
      const number = card.getByText(/^P-\d{6}$/);
      await expect(number).toBeVisible();
      const box = (await number.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Whole: not cut short with an ellipsis.
      expect(await number.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
  });
});

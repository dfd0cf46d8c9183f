import { expect, test } from '@playwright/test';
import { cellTexts, personIn, stamp, toastWith } from './pages/records';
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
  });

  test('New Birth Report saves a report; delete removes it; both survive a reload', async ({ page }) => {
    const reports = new ReportsPage(page);
    const patient = `Chiamaka Test${stamp()}`;
    await reports.goto();
    await page.getByRole('button', { name: 'New Birth Report' }).click();
    const dialog = reports.dialog('New Birth Report');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Patient name is required')).toBeVisible();
    await expect(dialog.getByText('Patient email is required')).toBeVisible();
    await expect(dialog.getByLabel('Doctor name')).toHaveValue('Dr. Adaeze Nwankwo');

    await dialog.getByLabel('Patient name').fill(patient);
    await dialog.getByLabel('Patient email').fill('chiamaka.test@example.ng');
    await dialog.getByLabel('Notes').fill('Baby girl, 3.2 kg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = toastWith(page, /^Birth report BR-\d+ added successfully$/);
    await expect(toast).toBeVisible();
    const caseId = (await toast.innerText()).match(/BR-\d+/)![0];
    await expect(dialog).toBeHidden();

    await page.reload();
    await reports.search('Birth').fill(patient);
    await expect(reports.rows('Birth')).toHaveCount(1);
    expect((await cellTexts(reports.rows('Birth').first()))[0]).toBe(caseId);

    await page.getByRole('button', { name: `Delete ${caseId}` }).click();
    await reports.confirmDelete();
    await expect(toastWith(page, 'Birth report deleted successfully')).toBeVisible();
    await expect(reports.table('Birth')).toContainText('No record found');
    await page.reload();
    await reports.search('Birth').fill(patient);
    await expect(reports.table('Birth')).toContainText('No record found');
  });

  test('New Death Report saves a death report', async ({ page }) => {
    const reports = new ReportsPage(page);
    const patient = `Emeka Test${stamp()}`;
    await reports.goto('death');
    await page.getByRole('button', { name: 'New Death Report' }).click();
    const dialog = reports.dialog('New Death Report');
    await dialog.getByLabel('Patient name').fill(patient);
    await dialog.getByLabel('Patient email').fill('emeka.test@example.ng');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, /^Death report DR-\d+ added successfully$/)).toBeVisible();
    await page.reload();
    await reports.search('Death').fill(patient);
    await expect(reports.rows('Death')).toHaveCount(1);
  });
});

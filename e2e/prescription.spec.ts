import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { toast } from './pages/shared';
import { PrescriptionFormPage, PrescriptionListPage } from './pages/prescription-pages';
import { pageNumbers, settledOn } from './pages/server-list';

const DETAILS = /\/doctor\/prescription\/prescriptionn-details\?id=(\d+)$/;

/** Fills and saves a new prescription for `patient`; resolves on its details page with its id. */
async function createPrescription(page: Page, patient: string, advice = 'Reduce salt intake.'): Promise<number> {
  const form = new PrescriptionFormPage(page);
  await page.goto('/doctor/prescription/create-prescription');
  await form.choosePatient(patient);
  await form.field('Blood pressure (mmHg)').fill('150/95');
  await form.field('Height (cm)').fill('172');
  await form.field('Weight (kg)').fill('80.5');
  await form.fillMedicine(1, { search: 'aten', option: 'Atenolol 50 mg tablet', dose: '50', unit: 'mg', duration: '30 days', time: 'After meal', interval: 'Morning', comment: 'Daily.' });
  await form.field('Advice').fill(advice);
  await form.save.click();
  await expect(toast(page, 'Prescription added successfully')).toBeVisible();
  await expect(page).toHaveURL(DETAILS);
  return Number(DETAILS.exec(page.url())![1]);
}

test.describe('prescriptions list', () => {
  test('has the columns, the drugs of each row, the New Prescription button, and a search by patient name', async ({ page }) => {
    const id = await createPrescription(page, 'Aisha Bello');
    const list = new PrescriptionListPage(page);
    await list.goto();
    // The brief's columns, and the Medicines after the patient (a doctor tells prescriptions apart by their drugs).
    await expect(list.table.getByRole('columnheader')).toHaveText(['Patients', 'Medicines', 'Doctors', 'Added At', 'Status', 'Action']);
    await expect(list.row(id).getByRole('cell').nth(1)).toHaveText('Atenolol 50 mg');
    await expect(list.rows()).toHaveCount(10);
    await list.searchFor('ngozi eze');
    await expect(list.rows().first()).toContainText('Ngozi Eze');
    for (const row of await list.rows().all()) await expect(row.getByRole('cell').first()).toContainText('Ngozi Eze');
    await list.searchFor('Nobody Atall');
    await expect(list.rows().first()).toHaveText('No record found');
    await list.newButton.click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Prescription' })).toBeVisible();
  });

  test('the status switch saves and survives a reload', async ({ page }) => {
    const id = await createPrescription(page, 'Aisha Bello');
    const list = new PrescriptionListPage(page);
    await list.goto();
    const row = list.rows().filter({ has: page.locator(`a[href$="id=${id}"]`) });
    const status = list.statusSwitch(row);
    await expect(status).toBeChecked();
    await status.click();
    await expect(status).not.toBeChecked();
    await expect(toast(page, 'Prescription status updated')).toBeVisible();
    await page.reload();
    await expect(list.statusSwitch(list.rows().filter({ has: page.locator(`a[href$="id=${id}"]`) }))).not.toBeChecked();
  });

  test('delete asks Are you sure?, says what voiding does, and a reason; Void voids it: out of the list, struck through in the chart, listed for administrators', async ({ page }) => {
    const id = await createPrescription(page, 'Oluwaseun Adeyemi');
    const list = new PrescriptionListPage(page);
    await list.goto();
    const row = list.rows().filter({ has: page.locator(`a[href$="id=${id}"]`) });
    await row.getByRole('button', { name: /^Delete the prescription for / }).click();
    await expect(list.deleteDialog).toBeVisible();
    // It said "This will permanently delete the prescription" above "The record stays in the patient's chart".
    await expect(
      list.deleteDialog.getByText(
        "The prescription is not deleted: it is kept, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(list.deleteDialog).not.toContainText('permanently');
    await expect(list.deleteDialog).toContainText(/Prescription of \d{1,2} [A-Z][a-z]{2} \d{4} for Oluwaseun Adeyemi/);
    await expect(list.deleteDialog.getByRole('button')).toHaveText(['Cancel', 'Void']);
    const reason = list.deleteDialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await list.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.deleteDialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: /^Delete the prescription for / }).click();
    // No reason: nothing is sent, the field says why.
    await list.deleteDialog.getByRole('button', { name: 'Void' }).click();
    await expect(list.deleteDialog.getByText('Say why this record is voided')).toBeVisible();
    await expect(reason).toBeFocused();
    await reason.fill('Written for the wrong patient');
    await list.deleteDialog.getByRole('button', { name: 'Void' }).click();
    await expect(toast(page, 'Prescription deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(list.table).toBeVisible();
    await expect(page.locator(`a[href$="id=${id}"]`)).toHaveCount(0);

    // The administrators' list (the demo doctor is one) names it and links to the patient's chart.
    await page.goto('/doctor/settings/voided');
    const voided = page.getByRole('table', { name: 'Voided records' }).locator('tbody tr').filter({ hasText: 'Written for the wrong patient' });
    await expect(voided).toHaveCount(1);
    await expect(voided).toContainText('Prescription');
    await expect(voided).toContainText(/Dr\. /);
    await voided.getByRole('link', { name: 'Oluwaseun Adeyemi' }).click();

    // The chart still shows it, struck through, with the word Voided, who, when and why.
    const prescriptions = page.getByRole('region', { name: 'Prescriptions', exact: true });
    const chartRow = prescriptions.locator('tbody tr').filter({ has: page.locator(`a[href$="id=${id}"]`) });
    await expect(chartRow).toHaveCount(1);
    await expect(chartRow.locator('.line-through').first()).toBeVisible();
    await expect(chartRow).toContainText(/Voided on \d{1,2} [A-Z][a-z]{2} \d{4} by Dr\. [^:]+: Written for the wrong patient/);
    await expect(prescriptions).toContainText(/\(\d+ voided\)/);

    await expect(chartRow.locator('[data-slot="badge"]')).toHaveText('Voided');
    await expect(chartRow).not.toContainText('Active');

    // Its page still opens, saying it was voided; its edit page refuses to change it.
    await chartRow.getByRole('link').first().click();
    await expect(page.getByTestId('voided-record')).toContainText('VOIDED – do not dispense');
    await expect(page.getByTestId('voided-record')).toContainText('Written for the wrong patient');
    await page.goto(`/doctor/prescription/create-prescription?id=${id}`);
    await expect(page.getByText('This prescription for Oluwaseun Adeyemi was voided and can no longer be changed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test('paging and search run on the server and live in the URL; no column sorts, so a sort in the URL changes nothing', async ({ page }) => {
  const list = new PrescriptionListPage(page);
  await list.goto();
  const [, pageCount] = await pageNumbers(page);
  expect(pageCount).toBeGreaterThan(2);
  const firstPage = await list.viewLinks();
  expect(firstPage).toHaveLength(10);
  const days = async () => list.table.locator('tbody time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  const firstDays = await days();
  expect([...firstDays].sort().reverse()).toEqual(firstDays);

  // No column of this list sorts: no header offers it, and a sort written into the URL is ignored.
  await expect(list.table.getByRole('columnheader').getByRole('button')).toHaveCount(0);
  await page.goto('/doctor/prescription?sort=patientName&dir=asc');
  await expect(list.table).toBeVisible();
  expect(await list.viewLinks()).toEqual(firstPage);

  // Page 2 by Next survives a reload; Previous goes back to the first page.
  await list.goto();
  await page.getByRole('button', { name: 'Next' }).click();
  await settledOn(page, 'page', '2');
  const secondPage = await list.viewLinks();
  expect(secondPage).toHaveLength(10);
  expect(secondPage.some((link) => firstPage.includes(link))).toBe(false);
  await page.reload();
  expect(await pageNumbers(page)).toEqual([2, pageCount]);
  expect(await list.viewLinks()).toEqual(secondPage);
  await page.getByRole('button', { name: 'Previous' }).click();
  await settledOn(page, 'page', '');
  expect(await list.viewLinks()).toEqual(firstPage);

  // The last page, by the URL: older than the first page, and a page past the end serves it too.
  await page.goto(`/doctor/prescription?page=${pageCount}`);
  expect(await pageNumbers(page)).toEqual([pageCount, pageCount]);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const lastPage = await list.viewLinks();
  expect(lastPage.length).toBeGreaterThan(0);
  expect(lastPage.length).toBeLessThanOrEqual(10);
  expect((await days()).every((day) => day <= firstDays.at(-1)!)).toBe(true);
  await page.goto('/doctor/prescription?page=999');
  await expect(page.getByText(`Page ${pageCount} of ${pageCount}`)).toBeVisible();
  expect(await list.viewLinks()).toEqual(lastPage);

  // The search finds patients by a part of the name, on the server, and survives a reload.
  await list.goto();
  await list.searchFor('ngozi');
  const found = await list.viewLinks();
  expect(found.length).toBeGreaterThan(0);
  for (const row of await list.rows().all()) await expect(row.getByRole('cell').first()).toContainText(/ngozi/i);
  await page.reload();
  await expect(list.search).toHaveValue('ngozi');
  expect(await list.viewLinks()).toEqual(found);
  // The doctor's name is not searched.
  await list.searchFor('Nwankwo');
  await expect(list.rows().first()).toHaveText('No record found');
});

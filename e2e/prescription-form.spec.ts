import { expect, test } from '@playwright/test';
import { DEMO_DOCTOR_NAME, toast } from './pages/shared';
import { PrescriptionFormPage, PrescriptionListPage } from './pages/prescription-pages';

const DETAILS = /\/doctor\/prescription\/prescriptionn-details\?id=(\d+)$/;

test.describe('new prescription', () => {
  test('patient is required, height and weight are numeric, the dropdown says No names found', async ({ page }) => {
    const form = new PrescriptionFormPage(page);
    await page.goto('/doctor/prescription/create-prescription');
    await form.patient.fill('xyzzy');
    await expect(page.getByRole('status').filter({ hasText: 'No names found' })).toBeVisible();
    await form.patient.press('Escape');
    await form.field('Height (cm)').fill('tall');
    await form.field('Weight (kg)').fill('80kg');
    await form.field('Next visit').fill('soon');
    await form.save.click();
    await expect(page.getByText('Patient is required')).toBeVisible();
    await expect(page.getByText('Height must be a number')).toBeVisible();
    await expect(page.getByText('Weight must be a number')).toBeVisible();
    await expect(page.getByText('Next visit must be a number')).toBeVisible();
    await expect(page.getByText('Medicine is required')).toBeVisible();
    await expect(page).toHaveURL(/create-prescription$/);
  });

  test('saved from the bottom of the page, the form scrolls its first invalid field into view below the sticky top bar', async ({ page }) => {
    const form = new PrescriptionFormPage(page);
    await page.goto('/doctor/prescription/create-prescription');
    await page.setViewportSize({ width: 1280, height: 500 });
    await form.save.scrollIntoViewIfNeeded();
    await expect(form.patient).not.toBeInViewport();
    await form.save.click();
    await expect(page.getByText('Patient is required')).toBeVisible();
    await expect(form.patient).toBeFocused();
    const bar = await page.getByRole('banner').boundingBox();
    const field = await form.patient.boundingBox();
    expect(field!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  });

  test('the page sends no list of patients: the dropdown asks the server as the doctor types', async ({ page }) => {
    const form = new PrescriptionFormPage(page);
    await page.goto('/doctor/prescription/create-prescription');
    await form.patient.press('ArrowDown');
    await expect(form.patientOptions).toHaveCount(10);
    const firstMatches = await form.patientOptions.allTextContents();
    const elsewhere = ['Oluwaseun Adeyemi', 'Ngozi Eze'].filter((name) => !firstMatches.some((text) => text.startsWith(name)));
    expect(elsewhere.length).toBeGreaterThan(0);
    const html = await (await page.request.get('/doctor/prescription/create-prescription')).text();
    expect(html.length).toBeLessThan(150_000);
    for (const name of elsewhere) expect(html).not.toContain(name);

    await form.patient.fill('ngozi');
    await expect(page.getByRole('option', { name: /^Ngozi Eze/ })).toBeVisible();
    await form.patient.press('ArrowDown');
    await form.patient.press('ArrowUp');
    await form.patient.press('Enter');
    await expect(form.patient).toHaveValue('Ngozi Eze');
  });

  test('status starts on and the High Blood Pressure label flips it; medicines are added and removed', async ({ page }) => {
    const form = new PrescriptionFormPage(page);
    await page.goto('/doctor/prescription/create-prescription');
    await expect(form.highBloodPressure).toBeChecked();
    await page.getByText('High Blood Pressure', { exact: true }).click();
    await expect(form.highBloodPressure).not.toBeChecked();
    // The switch says what it is: the prescription's status, not a finding.
    await expect(form.highBloodPressure).toHaveAccessibleDescription(/^The prescription's status: Inactive\./);
    await page.getByText('High Blood Pressure', { exact: true }).click();
    await expect(form.highBloodPressure).toBeChecked();

    await expect(page.getByRole('combobox', { name: 'Next visit unit' })).toHaveText('Days');
    await expect(form.medicine(1)).toBeVisible();
    await form.addMedicine.click();
    await form.addMedicine.click();
    await expect(form.medicine(3)).toBeVisible();
    await page.getByRole('button', { name: 'Remove medicine 2' }).click();
    await expect(form.medicine(3)).toHaveCount(0);

    const row = form.medicine(1);
    await row.getByRole('combobox', { name: 'Medicine 1' }).click();
    await expect(page.getByRole('option')).toHaveText(['Atenolol', 'Unidox', 'Parastamol']);
    await page.keyboard.press('Escape');
    await row.getByRole('combobox', { name: 'Duration' }).click();
    await expect(page.getByRole('option')).toHaveText(['Only one day', '3 days', '7 days', '30 days']);
    await page.keyboard.press('Escape');
    await row.getByRole('combobox', { name: 'Time' }).click();
    await expect(page.getByRole('option')).toHaveText(['Before meal', 'After meal']);
    await page.keyboard.press('Escape');
    await row.getByRole('combobox', { name: 'Interval' }).click();
    await expect(page.getByRole('option')).toHaveText(['Morning', 'Evening', 'Both']);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/doctor\/prescription$/);
  });

  test('Save toasts, opens the details by the signed-in author, and it survives a reload; edit changes it', async ({ page }) => {
    const form = new PrescriptionFormPage(page);
    await page.goto('/doctor/prescription/create-prescription');
    await form.choosePatient('Ngozi Eze');
    await form.field('Blood pressure (mmHg)').fill('150/95');
    await form.field('Food allergies').fill('Groundnuts');
    await form.field('Diabetic').fill('No');
    await form.field('Current medication').fill('Amlodipine 5 mg');
    await form.field('Pulse rate (bpm)').fill('82');
    await form.field('Temperature (°C)').fill('36.9');
    await form.field('Height (cm)').fill('174');
    await form.field('Weight (kg)').fill('86.5');
    await form.field('Problem description').fill('Headaches for two weeks.');
    await form.fillMedicine(1, { name: 'Atenolol', dosage: '50 mg', duration: '30 days', time: 'After meal', interval: 'Morning', comment: 'With water.' });
    await form.addMedicine.click();
    await form.fillMedicine(2, { name: 'Parastamol', dosage: '500 mg', duration: 'Only one day', time: 'Before meal', interval: 'Both', comment: '' });
    await form.field('Test').fill('Lipid Profile');
    await form.field('Advice').fill('Walk 30 minutes daily.');
    await form.field('Next visit').fill('2');
    await form.select(page, 'Next visit unit', 'Weeks');
    await form.save.click();
    await expect(toast(page, 'Prescription added successfully')).toBeVisible();
    await expect(page).toHaveURL(DETAILS);
    const id = Number(DETAILS.exec(page.url())![1]);

    await page.reload();
    const sheet = page.getByTestId('prescription-sheet');
    for (const text of ['Ngozi Eze', DEMO_DOCTOR_NAME, '150/95 mmHg', '82 bpm', '36.9 °C', '174 cm', '86.5 kg', 'Groundnuts', 'Headaches for two weeks.', 'Lipid Profile', 'Walk 30 minutes daily.', '2 weeks']) {
      await expect(sheet).toContainText(text);
    }
    // The printout shows the flag as the prescription's status and claims no blood pressure finding.
    await expect(sheet.locator('dt', { hasText: /^Status$/ }).locator('+ dd')).toHaveText('Active');
    await expect(sheet).not.toContainText('High Blood Pressure');
    const medicines = sheet.getByRole('table', { name: 'Medicines' });
    await expect(medicines.locator('tbody tr')).toHaveCount(2);
    await expect(medicines.locator('tbody tr').first()).toContainText('Atenolol50 mg30 daysAfter mealMorningWith water.');
    await expect(medicines.locator('tbody tr').nth(1)).toContainText('Parastamol500 mgOnly one dayBefore mealBoth');

    const list = new PrescriptionListPage(page);
    await list.goto();
    const row = list.rows().filter({ has: page.locator(`a[href$="id=${id}"]`) });
    await expect(row).toContainText('Ngozi Eze');
    await expect(row).toContainText(DEMO_DOCTOR_NAME);
    await row.getByRole('link', { name: /^Edit the prescription for / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Prescription' })).toBeVisible();
    await expect(form.patient).toHaveValue('Ngozi Eze');
    await expect(form.field('Advice')).toHaveValue('Walk 30 minutes daily.');
    await form.field('Advice').fill('Walk 45 minutes daily.');
    await page.getByRole('button', { name: 'Remove medicine 2' }).click();
    await form.save.click();
    await expect(toast(page, 'Prescription updated successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`prescriptionn-details\\?id=${id}$`));
    await page.reload();
    await expect(page.getByTestId('prescription-sheet')).toContainText('Walk 45 minutes daily.');
    await expect(page.getByRole('table', { name: 'Medicines' }).locator('tbody tr')).toHaveCount(1);
  });
});

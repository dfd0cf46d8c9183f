import { expect, test } from '@playwright/test';
import { DEMO_DOCTOR_NAME, toast } from './pages/clinical';
import { DiagnosisFormPage, DiagnosisListPage } from './pages/diagnosis-pages';

test.describe('diagnosis test list', () => {
  test('has the two links, the columns and the new-test button', async ({ page }) => {
    const list = new DiagnosisListPage(page);
    await list.goto();
    const nav = page.getByRole('navigation', { name: 'Diagnosis' });
    await expect(nav.getByRole('link', { name: 'Diagnosis Category' })).toHaveAttribute('href', '/doctor/diagnosis-category');
    await expect(nav.getByRole('link', { name: 'Diagnosis Test' })).toHaveAttribute('aria-current', 'page');
    await expect(list.table.getByRole('columnheader')).toHaveText(['REPORT NUMBER', 'PATIENT', 'DOCTOR', 'DIAGNOSIS CATEGORY', 'CREATED ON', 'ACTION']);
    await expect(list.rows()).toHaveCount(10);
    await list.newButton.click();
    await expect(page).toHaveURL(/\/doctor\/new-diagnosis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Patient Diagnosis Test' })).toBeVisible();
  });

  test('searches patient name, report number and doctor name; nothing found says No patient diagnosis', async ({ page }) => {
    const list = new DiagnosisListPage(page);
    await list.goto();
    await list.search.fill('aisha bello');
    await expect(list.rows().first()).toContainText('Aisha Bello');
    for (const row of await list.rows().all()) await expect(row).toContainText('Aisha Bello');

    // From the second page too: a search starts again at the first page of what it finds.
    await list.search.fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await list.search.fill('RPT-7');
    await expect(list.rows()).toHaveCount(1);
    await expect(list.rows().first().getByRole('cell').first()).toHaveText('RPT-7');

    await list.search.fill('Nwankwo');
    await expect(list.rows()).toHaveCount(10);

    await list.search.fill('no such person');
    await expect(list.rows()).toHaveCount(1);
    await expect(list.rows().first()).toHaveText('No patient diagnosis');
  });

  test('view shows the whole test', async ({ page }) => {
    const list = new DiagnosisListPage(page);
    await list.goto();
    const row = await list.find('RPT-1');
    await row.getByRole('button', { name: 'View RPT-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diagnosis Test RPT-1' });
    await expect(dialog).toBeVisible();
    for (const term of ['Patient', 'Doctor', 'Diagnosis category', 'Age', 'Height', 'Weight', 'Average glucose', 'Fasting blood sugar', 'Urine sugar', 'Blood pressure', 'Diabetes', 'Cholesterol']) {
      await expect(dialog.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await expect(dialog).toContainText(DEMO_DOCTOR_NAME);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('delete asks Confirm Delete; Cancel keeps the test, Yes, Delete removes it for good', async ({ page }) => {
  const list = new DiagnosisListPage(page);
  const form = new DiagnosisFormPage(page);
  await page.goto('/doctor/new-diagnosis');
  await form.choosePatient('Oluwaseun Adeyemi');
  await form.chooseCategory('Glaucoma');
  const reportNumber = await form.saveAndReturn('added');

  let row = await list.find(reportNumber);
  await row.getByRole('button', { name: `Delete ${reportNumber}` }).click();
  await expect(list.deleteDialog).toBeVisible();
  await expect(list.deleteDialog.getByText('Are you sure you want to delete this patient?')).toBeVisible();
  await expect(list.deleteDialog.getByRole('button')).toHaveText(['Cancel', 'Yes, Delete']);
  await list.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.deleteDialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete ${reportNumber}` }).click();
  await list.deleteDialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(toast(page, 'Diagnosis test deleted successfully')).toBeVisible();
  await expect(list.rows().first()).toHaveText('No patient diagnosis');

  await page.reload();
  row = await list.find(reportNumber);
  await expect(list.rows().first()).toHaveText('No patient diagnosis');
});

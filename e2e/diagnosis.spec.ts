import { expect, test } from './fixtures/test';
import { DEMO_DOCTOR_NAME, toast } from './pages/shared';
import { DiagnosisFormPage, DiagnosisListPage } from './pages/diagnosis-pages';
import { pageNumbers, settledOn } from './pages/server-list';

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
    await list.searchFor('aisha bello');
    await expect(list.rows().first()).toContainText('Aisha Bello');
    for (const row of await list.rows().all()) await expect(row).toContainText('Aisha Bello');

    // From the second page too: a search starts again at the first page of what it finds.
    await list.searchFor('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await list.searchFor('RPT-7');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(list.rows()).toHaveCount(1);
    await expect(list.rows().first().getByRole('cell').first()).toHaveText('RPT-7');

    await list.searchFor('Nwankwo');
    await expect(list.rows()).toHaveCount(10);
    for (const row of await list.rows().all()) await expect(row).toContainText(DEMO_DOCTOR_NAME);

    await list.searchFor('no such person');
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
    for (const term of ['Patient', 'Doctor', 'Diagnosis category', 'Age', 'Height', 'Weight', 'Blood glucose', 'Fasting blood sugar', 'Urine sugar', 'Blood pressure', 'Diabetes', 'Cholesterol']) {
      await expect(dialog.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await expect(dialog).toContainText(DEMO_DOCTOR_NAME);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('delete asks Confirm Delete, says what voiding does, and a reason, naming the test; Cancel keeps it, Void voids it: out of the list, struck through in the chart', async ({ page }) => {
  const list = new DiagnosisListPage(page);
  const form = new DiagnosisFormPage(page);
  await page.goto('/doctor/new-diagnosis');
  await form.choosePatient('Oluwaseun Adeyemi');
  await form.chooseCategory('Glaucoma');
  const reportNumber = await form.saveAndReturn('added');

  let row = await list.find(reportNumber);
  await row.getByRole('button', { name: `Delete ${reportNumber}` }).click();
  await expect(list.deleteDialog).toBeVisible();
  // The brief's title; its text and button say what happens (the test is kept, marked voided), not "delete".
  await expect(
    list.deleteDialog.getByText(
      "The diagnosis test is not deleted: it is kept, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(list.deleteDialog).toContainText(`${reportNumber} of Oluwaseun Adeyemi`);
  await expect(list.deleteDialog.getByRole('button')).toHaveText(['Cancel', 'Void']);
  await list.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.deleteDialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete ${reportNumber}` }).click();
  await list.deleteDialog.getByRole('textbox', { name: 'Reason' }).fill('no');
  await list.deleteDialog.getByRole('button', { name: 'Void' }).click();
  await expect(list.deleteDialog.getByText('The reason must be at least 3 characters')).toBeVisible();
  await list.deleteDialog.getByRole('textbox', { name: 'Reason' }).fill('Entered for the wrong patient');
  await list.deleteDialog.getByRole('button', { name: 'Void' }).click();
  await expect(toast(page, 'Diagnosis test voided')).toBeVisible();
  await expect(list.rows().first()).toHaveText('No patient diagnosis');

  await page.reload();
  row = await list.find(reportNumber);
  await expect(list.rows().first()).toHaveText('No patient diagnosis');

  // Its page says it was voided, with the reason, and links to the patient's chart, which still lists it struck through.
  await page.goto('/doctor/settings/voided');
  const voided = page.getByRole('table', { name: 'Voided records' }).locator('tbody tr').filter({ hasText: reportNumber });
  await expect(voided).toContainText('Entered for the wrong patient');
  await voided.getByRole('link', { name: 'Oluwaseun Adeyemi' }).click();
  const tests = page.getByRole('region', { name: 'Diagnosis tests', exact: true });
  const chartRow = tests.locator('tbody tr').filter({ hasText: reportNumber });
  await expect(chartRow).toContainText(/Voided on .+ by Dr\. [^:]+: Entered for the wrong patient/);
  await chartRow.getByRole('link', { name: reportNumber }).click();
  await expect(page.getByTestId('voided-record')).toContainText(`${reportNumber} of Oluwaseun Adeyemi was voided and can no longer be changed.`);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('paging and search run on the server and live in the URL; no column sorts, so a sort in the URL changes nothing', async ({ page }) => {
  const list = new DiagnosisListPage(page);
  await list.goto();
  const total = await list.total();
  const pageCount = Math.ceil(total / 10);
  expect(pageCount).toBeGreaterThan(1);
  expect(await pageNumbers(page)).toEqual([1, pageCount]);
  const firstPage = await list.reportNumbers();
  expect(firstPage).toHaveLength(10);
  // Newest first, across the pages.
  const days = async () => list.table.locator('tbody time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  const firstDays = await days();
  expect([...firstDays].sort().reverse()).toEqual(firstDays);

  // No column of this list sorts: no header offers it, and a sort written into the URL is ignored.
  await expect(list.table.getByRole('columnheader').getByRole('button')).toHaveCount(0);
  await page.goto('/doctor/diagnosis?sort=patientName&dir=desc');
  await expect(list.table).toBeVisible();
  expect(await list.reportNumbers()).toEqual(firstPage);

  // The last page, by Next: what is left of the total, none of the first page, older than all of it.
  await list.goto();
  for (let shown = 2; shown <= pageCount; shown++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await settledOn(page, 'page', String(shown));
  }
  expect(await pageNumbers(page)).toEqual([pageCount, pageCount]);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const lastPage = await list.reportNumbers();
  expect(lastPage).toHaveLength(total - 10 * (pageCount - 1));
  expect(lastPage.some((number) => firstPage.includes(number))).toBe(false);
  expect((await days()).every((day) => day <= firstDays.at(-1)!)).toBe(true);
  await page.reload();
  expect(await pageNumbers(page)).toEqual([pageCount, pageCount]);
  expect(await list.reportNumbers()).toEqual(lastPage);
  // A page past the end (a stale link) serves the last page.
  await page.goto('/doctor/diagnosis?page=999');
  await expect(page.getByText(`Page ${pageCount} of ${pageCount}`)).toBeVisible();
  expect(await list.reportNumbers()).toEqual(lastPage);

  // The search reaches the URL and the server; the count says how many it found of how many.
  await list.goto();
  await list.searchFor('aisha');
  const found = await list.reportNumbers();
  expect(found.length).toBeGreaterThan(0);
  for (const row of await list.rows().all()) await expect(row).toContainText('Aisha Bello');
  await expect(page.getByTestId('diagnosis-test-count')).toHaveText(new RegExp(`^\\d+ of ${total} diagnosis tests$`));
  await page.reload();
  await expect(list.search).toHaveValue('aisha');
  expect(await list.reportNumbers()).toEqual(found);
  await list.searchFor('');
  await expect(page.getByTestId('diagnosis-test-count')).toHaveText(`${total} diagnosis tests`);
});

import { expect, test } from './fixtures/test';
import { DEMO_DOCTOR_NAME } from './pages/shared';
import { DiagnosisFormPage, DiagnosisListPage } from './pages/diagnosis-pages';

test.describe('new and edit diagnosis test', () => {
  test('dropdowns search the patients and the 20 categories, say No names found, and work by keyboard', async ({ page }) => {
    const form = new DiagnosisFormPage(page);
    await page.goto('/doctor/new-diagnosis');

    await form.patient.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No names found' })).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
    await form.patient.press('Escape');

    await form.patient.fill('');
    await form.patient.press('ArrowDown');
    await expect(form.patient).toHaveAttribute('aria-expanded', 'true');
    // With nothing typed the list shows the first patients by name; the server finds the others as the doctor types.
    await expect(form.patientOptions).toHaveCount(10);
    for (const name of ['Chinedu Okafor', 'Aisha Bello', 'Oluwaseun Adeyemi', 'Ngozi Eze']) {
      await form.patient.fill(name.split(' ')[1].toLowerCase());
      await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveCount(1);
    }
    await form.patient.fill('aisha');
    await form.patient.press('Enter');
    await expect(form.patient).toHaveValue('Aisha Bello');
    await expect(form.patient).toHaveAttribute('aria-expanded', 'false');

    await form.category.focus();
    await form.category.press('ArrowDown');
    const categories = page.getByRole('listbox', { name: 'Diagnosis category' }).getByRole('option');
    // The 20 seeded conditions (other tests may have added more).
    await expect(categories.filter({ hasText: /^(Hypertension|Type 2 Diabetes|Asthma|Migraine)$/ })).toHaveCount(4);
    expect(await categories.count()).toBeGreaterThanOrEqual(20);
    await form.category.fill('diab');
    await expect(form.category).toHaveAttribute('aria-activedescendant', /option-0$/);
    await form.category.press('Enter');
    await expect(form.category).toHaveValue('Type 2 Diabetes');
    await form.category.fill('qqq');
    await expect(page.getByRole('status').filter({ hasText: 'No names found' })).toBeVisible();
    await form.category.press('Tab');
    // Leaving the field keeps the chosen category.
    await expect(form.category).toHaveValue('Type 2 Diabetes');
  });

  test('says what is missing or not a number, under each field', async ({ page }) => {
    const form = new DiagnosisFormPage(page);
    await page.goto('/doctor/new-diagnosis');
    await form.field('Age').fill('forty');
    await form.field('Height (cm)').fill('12kg');
    await form.field('Cholesterol (mg/dL)').fill('2000');
    await form.field('Blood pressure (mmHg)').fill('120-80');
    await form.addProperty.click();
    await form.save.click();
    await expect(page.getByText('Patient is required')).toBeVisible();
    await expect(page.getByText('Diagnosis category is required')).toBeVisible();
    await expect(page.getByText('Age must be a number')).toBeVisible();
    await expect(page.getByText('Height must be a number')).toBeVisible();
    await expect(page.getByText('Cholesterol must be at most 1500 mg/dL')).toBeVisible();
    await expect(page.getByText('Blood pressure must look like 120/80')).toBeVisible();
    await expect(page.getByText('Property name is required')).toBeVisible();
    await expect(form.field('Age')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/doctor\/new-diagnosis$/);
  });

  test('saves a new test with RPT-{count+1}, edits it, and both survive a reload', async ({ page }) => {
    const list = new DiagnosisListPage(page);
    const form = new DiagnosisFormPage(page);
    await list.goto();
    const count = await list.total();
    await list.newButton.click();
    await form.choosePatient('Ngozi Eze');
    await form.chooseCategory('Migraine');
    await form.field('Age').fill('38');
    await form.field('Height (cm)').fill('165.5');
    await form.field('Weight (kg)').fill('61');
    await form.field('Blood glucose (mg/dL)').fill('102');
    await form.field('Fasting blood sugar (mg/dL)').fill('88');
    await form.field('Urine sugar').fill('Nil');
    await form.field('Blood pressure (mmHg)').fill('118/76');
    await form.field('Diabetes').fill('No');
    await form.field('Cholesterol (mg/dL)').fill('175');
    await form.addProperty.click();
    await form.field('Property 1 name').fill('Haemoglobin genotype');
    await form.field('Property 1 value').fill('AA');
    await form.addProperty.click();
    await form.field('Property 2 name').fill('Discarded');
    await page.getByRole('button', { name: 'Remove property 2' }).click();
    await expect(form.field('Property 2 name')).toHaveCount(0);

    const reportNumber = await form.saveAndReturn('added');
    expect(reportNumber).toBe(`RPT-${count + 1}`);
    await expect(page.getByTestId('diagnosis-test-count')).toHaveText(`${count + 1} diagnosis tests`);

    await page.reload();
    let row = await list.find(reportNumber);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Ngozi Eze');
    await expect(row).toContainText('Migraine');
    await expect(row).toContainText(DEMO_DOCTOR_NAME);
    await row.getByRole('button', { name: `View ${reportNumber}` }).click();
    const view = page.getByRole('dialog', { name: `Diagnosis Test ${reportNumber}` });
    await expect(view).toContainText('Haemoglobin genotype');
    await expect(view).toContainText('165.5 cm');
    await expect(view).not.toContainText('Discarded');
    await page.keyboard.press('Escape');

    await row.getByRole('link', { name: `Edit ${reportNumber}` }).click();
    await expect(page).toHaveURL(/\/doctor\/edit-diagnosis\/\d+$/);
    await expect(form.patient).toHaveValue('Ngozi Eze');
    await expect(form.reportNumber).toHaveValue(reportNumber);
    await expect(form.field('Property 1 value')).toHaveValue('AA');
    await form.chooseCategory('Asthma');
    await form.field('Diabetes').fill('Pre-diabetic');
    expect(await form.saveAndReturn('updated')).toBe(reportNumber);

    await page.reload();
    row = await list.find(reportNumber);
    await expect(row).toContainText('Asthma');
    await row.getByRole('button', { name: `View ${reportNumber}` }).click();
    await expect(page.getByRole('dialog', { name: `Diagnosis Test ${reportNumber}` })).toContainText('Pre-diabetic');
  });

  test('a typed report number is kept, and a second use of it is refused', async ({ page }) => {
    const form = new DiagnosisFormPage(page);
    const typed = `LAB-${Date.now().toString(36)}`;
    for (const attempt of [1, 2]) {
      await page.goto('/doctor/new-diagnosis');
      await form.choosePatient('Chinedu Okafor');
      await form.chooseCategory('Malaria');
      await form.reportNumber.fill(typed);
      if (attempt === 1) {
        expect(await form.saveAndReturn('added')).toBe(typed);
      } else {
        await form.save.click();
        await expect(page.getByText('This report number is already used by another diagnosis test')).toBeVisible();
        await expect(page).toHaveURL(/\/doctor\/new-diagnosis$/);
      }
    }
  });

  test('two tests saved at the same moment get different report numbers', async ({ browser, page }) => {
    const other = await browser.newPage({ storageState: await page.context().storageState() });
    const forms = [new DiagnosisFormPage(page), new DiagnosisFormPage(other)];
    for (const form of forms) {
      await form.page.goto('/doctor/new-diagnosis');
      await form.choosePatient('Aisha Bello');
      await form.chooseCategory('Asthma');
    }
    const numbers = await Promise.all(forms.map((form) => form.saveAndReturn('added')));
    expect(numbers[0]).toMatch(/^RPT-\d+$/);
    expect(numbers[1]).toMatch(/^RPT-\d+$/);
    expect(numbers[0]).not.toBe(numbers[1]);
    await other.close();
  });

  test('Cancel and Back return to the list without saving', async ({ page }) => {
    const list = new DiagnosisListPage(page);
    const form = new DiagnosisFormPage(page);
    await list.goto();
    const row = await list.find('RPT-2');
    await row.getByRole('link', { name: 'Edit RPT-2' }).click();
    await form.field('Diabetes').fill('Changed then cancelled');
    await form.cancel.click();
    await expect(page).toHaveURL(/\/doctor\/diagnosis$/);
    await page.goto('/doctor/new-diagnosis');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/doctor\/diagnosis$/);
    await (await list.find('RPT-2')).getByRole('button', { name: 'View RPT-2' }).click();
    await expect(page.getByRole('dialog')).not.toContainText('Changed then cancelled');
  });

  test('the pages send no list of patients: the picker asks the server for a few at a time', async ({ page }) => {
    const form = new DiagnosisFormPage(page);
    await page.goto('/doctor/new-diagnosis');
    // The form takes keys once the page has hydrated: its fields are disabled until then.
    await expect(form.patient).toBeEnabled();
    await form.patient.press('ArrowDown');
    await expect(form.patientOptions).toHaveCount(10);
    const firstMatches = await form.patientNames();
    const elsewhere = ['Oluwaseun Adeyemi', 'Ngozi Eze'].filter((name) => !firstMatches.includes(name));
    expect(elsewhere.length).toBeGreaterThan(0);

    const list = new DiagnosisListPage(page);
    await list.goto();
    const row = await list.find('RPT-2');
    const edit = await row.getByRole('link', { name: 'Edit RPT-2' }).getAttribute('href');
    const rowText = (await row.textContent()) ?? '';
    for (const [path, absent] of [
      ['/doctor/new-diagnosis', elsewhere],
      // The edit page holds its test's own patient, and no other.
      [edit!, elsewhere.filter((name) => !rowText.includes(name))],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html.length).toBeLessThan(150_000);
      for (const name of absent) expect(html).not.toContain(name);
    }
    // The edited test's own patient is there, chosen.
    await page.goto(edit!);
    await expect(form.patient).not.toHaveValue('');
  });

  test('editing an unknown test shows the not-found page', async ({ page }) => {
    await page.goto('/doctor/edit-diagnosis/999999');
    await expect(page.getByText('PageNotFound', { exact: true })).toBeVisible();
    await page.goto('/doctor/edit-diagnosis/not-a-number');
    await expect(page.getByText('PageNotFound', { exact: true })).toBeVisible();
  });
});

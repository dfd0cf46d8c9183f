import { expect, test } from './fixtures/test';
import { toast } from './pages/shared';
import { CategoryPage, DiagnosisFormPage } from './pages/diagnosis-pages';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('the category table lists the 20 conditions with the links of the diagnosis screens', async ({ page }) => {
  const categories = new CategoryPage(page);
  await categories.goto();
  await expect(page.getByRole('navigation', { name: 'Diagnosis' }).getByRole('link', { name: 'Diagnosis Category' })).toHaveAttribute('aria-current', 'page');
  // CATEGORY sorts from its header menu, whose button also names the sort state.
  await expect(categories.table.getByRole('columnheader')).toHaveText([/^CATEGORY/, 'DESCRIPTION', 'DIAGNOSIS TESTS', 'CREATED ON', 'ACTION']);
  for (const name of ['Hypertension', 'Type 2 Diabetes', 'Asthma', 'Migraine']) {
    await expect(await categories.find(name)).toHaveCount(1);
  }
});

test('the New Diagnosis Category dialog: required category, Cancel, Save, and the new category survives a reload', async ({ page }) => {
  const categories = new CategoryPage(page);
  const name = unique('Sinusitis');
  await categories.goto();

  await categories.newButton.click();
  await expect(categories.dialog).toBeVisible();
  await categories.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(categories.dialog.getByText('Category is required')).toBeVisible();
  await categories.dialog.getByLabel('Category').fill(name);
  await categories.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(categories.dialog).toBeHidden();
  await expect(await categories.find(name)).toHaveCount(0);

  await categories.add(name, 'Inflamed sinuses after a cold.');
  await expect(toast(page, `Diagnosis category ${name} added successfully`)).toBeVisible();
  await expect(categories.dialog).toBeHidden();
  await page.reload();
  const row = await categories.find(name);
  await expect(row).toContainText('Inflamed sinuses after a cold.');
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  // The diagnosis form offers it at once.
  const form = new DiagnosisFormPage(page);
  await page.goto('/doctor/new-diagnosis');
  await form.category.fill(name);
  await expect(page.getByRole('option', { name })).toBeVisible();
});

test('a duplicate name, in any letter case, is refused with a message', async ({ page }) => {
  const categories = new CategoryPage(page);
  await categories.goto();
  await categories.add('hypertension', '');
  await expect(categories.dialog.getByText('A diagnosis category named "hypertension" already exists')).toBeVisible();
  await expect(categories.dialog.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true');
});

test('delete confirms and removes an unused category for good; a used one stays and says why', async ({ page }) => {
  const categories = new CategoryPage(page);
  const name = unique('Otitis');
  await categories.goto();
  await categories.add(name, '');
  await expect(toast(page, `Diagnosis category ${name} added successfully`)).toBeVisible();

  let row = await categories.find(name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(categories.deleteDialog.getByText(`Are you sure you want to delete the diagnosis category ${name}?`)).toBeVisible();
  await categories.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await categories.deleteDialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(toast(page, `Diagnosis category ${name} deleted successfully`)).toBeVisible();
  await page.reload();
  row = await categories.find(name);
  await expect(row).toHaveCount(0);

  row = await categories.find('Hypertension');
  const used = Number(await row.getByRole('cell').nth(2).textContent());
  expect(used).toBeGreaterThan(0);
  await row.getByRole('button', { name: 'Delete Hypertension' }).click();
  await categories.deleteDialog.getByRole('button', { name: 'Yes, Delete' }).click();
  // The refusal is said in the dialog, which stays open until Cancel.
  await expect(categories.deleteDialog.getByRole('alert')).toHaveText(/^Hypertension is used by \d+ diagnosis tests? and cannot be deleted\./);
  await categories.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(await categories.find('Hypertension')).toHaveCount(1);
});

test('paging, sorting and search run on the server and live in the URL', async ({ page }) => {
  const categories = new CategoryPage(page);
  await categories.goto();
  const names = () => categories.table.locator('tbody tr td:first-child').allTextContents();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await names();
  expect(firstPage).toHaveLength(10);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPage = await names();
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
  await page.reload();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await names()).toEqual(secondPage);

  await categories.table.getByRole('columnheader', { name: /^CATEGORY/ }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Desc' }).click();
  await expect(page).toHaveURL(/[?&]sort=name&dir=desc\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(categories.table.getByRole('columnheader', { name: /^CATEGORY/ })).toContainText('Sorted descending');
  const descending = await names();
  expect(descending).toEqual([...descending].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));

  await categories.search.fill('diab');
  await expect(page).toHaveURL(/[?&]q=diab\b/);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  for (const name of await names()) expect(name.toLowerCase()).toContain('diab');
  await page.reload();
  await expect(categories.search).toHaveValue('diab');

  await categories.search.fill('no such category at all');
  await expect(categories.table).toContainText('No record found');
});

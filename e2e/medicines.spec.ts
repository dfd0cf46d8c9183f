import { expect, test } from './fixtures/test';
import { MedicinesPage } from './pages/medicines-page';
import { settledOn } from './pages/server-list';
import { toast } from './pages/shared';

// The demo doctor is an administrator (mocks: the first account), so the screen offers Add medicine.

test('Settings links to the formulary, which lists the prototype\'s medicines and finds them by a part of the name', async ({ page }) => {
  await page.goto('/doctor/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /^Medicines/ }).click();
  const medicines = new MedicinesPage(page);
  await expect(medicines.heading).toBeVisible();
  await expect(medicines.table.getByRole('columnheader')).toHaveText(['Medicine', 'Strength', 'Form', 'Route', 'Class', 'Source']);

  // The prototype's atenolol and the shipped list's (Nigeria's essential medicines): by name, then the strength's number.
  await medicines.searchFor('ATEN');
  const rows = medicines.table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['Atenolol', '50 mg', 'Tablet', 'Oral', 'beta blocker', 'Original list']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Atenolol', '100 mg', 'Tablet', 'Oral', 'beta blocker', 'Nigeria EML']);

  await medicines.searchFor('no such medicine');
  await expect(medicines.table.getByText('No medicine matches the search.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^0 medicines$/ })).toBeVisible();
});

test('an administrator adds "Clinic Test Syrup 5 mg/5 mL", finds it by typing "clinic test", and a duplicate is refused', async ({ page }) => {
  const medicines = new MedicinesPage(page);
  await medicines.goto();

  // Nothing chosen: each missing field says so, nothing is saved.
  await medicines.addButton.click();
  await medicines.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(medicines.dialog.getByText('Medicine name is required')).toBeVisible();
  await expect(medicines.dialog.getByText('Choose the dosage form')).toBeVisible();
  await expect(medicines.dialog.getByText('Choose the route')).toBeVisible();
  await medicines.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(medicines.dialog).toBeHidden();

  await medicines.add({ name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'Syrup', route: 'Oral' });
  await expect(toast(page, 'Medicine added')).toBeVisible();
  await expect(medicines.dialog).toBeHidden();

  await medicines.searchFor('clinic test');
  await expect(medicines.rows('Clinic Test Syrup').getByRole('cell')).toHaveText(['Clinic Test Syrup', '5 mg/5 mL', 'Syrup', 'Oral', '—', 'Clinic']);

  // The clinic's own, by the Source filter, after a reload.
  await page.reload();
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Clinic', exact: true }).click();
  await settledOn(page, 'source', 'clinic');
  await expect(medicines.rows('Clinic Test Syrup')).toHaveCount(1);
  await expect(medicines.rows('Atenolol')).toHaveCount(0);

  // The same name, strength and form in other letters: refused, said under the name.
  await medicines.add({ name: 'clinic test syrup', strength: '5 MG/5 ML', form: 'Syrup', route: 'Oral' });
  await expect(medicines.dialog.getByText('Clinic Test Syrup 5 mg/5 mL syrup is already in the formulary.').first()).toBeVisible();
  await expect(medicines.dialog.getByLabel('Medicine name')).toHaveAttribute('aria-invalid', 'true');
});

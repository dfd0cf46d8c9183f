import { expect, type Locator, type Page } from '@playwright/test';
import { pickFromCombobox, toast } from './shared';
import { searchServerList } from './server-list';

/** /doctor/diagnosis: the search box, the table, the delete confirmation and the view dialog. */
export class DiagnosisListPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly newButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search diagnosis tests' });
    this.table = page.getByRole('table', { name: 'Diagnosis tests' });
    this.newButton = page.getByRole('link', { name: 'New Patient Diagnosis Test' });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  }

  async goto() {
    await this.page.goto('/doctor/diagnosis');
    await expect(this.table).toBeVisible();
  }

  /** How many tests there are in all ("15 diagnosis tests"). */
  async total(): Promise<number> {
    const text = await this.page.getByTestId('diagnosis-test-count').textContent();
    return Number(/^(\d+) diagnosis tests?$/.exec(text ?? '')![1]);
  }

  /** Body rows (the header row has column headers, not cells). */
  rows() {
    return this.table.locator('tbody tr');
  }

  row(text: string) {
    return this.rows().filter({ hasText: text });
  }

  /** The REPORT NUMBER of each row shown, top to bottom. */
  reportNumbers() {
    return this.rows().locator('td:first-child').allTextContents();
  }

  /** Searches and waits for the server's page of what it finds. */
  async searchFor(text: string) {
    await searchServerList(this.page, this.search, text);
  }

  /** Searches for a report number and gives the row whose REPORT NUMBER cell is exactly it. */
  async find(reportNumber: string) {
    await this.search.fill(reportNumber);
    // The search applies after its debounce by replacing the URL: waiting for it keeps a click on a row from
    // being undone by that replace (a race the test lost when the server answered slowly).
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(reportNumber)}(&|$)`));
    return this.rows().filter({ has: this.page.getByRole('cell', { name: reportNumber, exact: true }) });
  }
}

/** /doctor/new-diagnosis and /doctor/edit-diagnosis/{id}. */
export class DiagnosisFormPage {
  readonly patient: Locator;
  /** The options the open patient list shows. */
  readonly patientOptions: Locator;
  readonly category: Locator;
  readonly reportNumber: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly addProperty: Locator;

  constructor(readonly page: Page) {
    this.patient = page.getByRole('combobox', { name: 'Patient name' });
    this.patientOptions = page.getByRole('listbox', { name: 'Patient name' }).getByRole('option');
    this.category = page.getByRole('combobox', { name: 'Diagnosis category' });
    this.reportNumber = page.getByLabel('Report number');
    this.save = page.getByRole('button', { name: 'Save' });
    this.cancel = page.getByRole('link', { name: 'Cancel' });
    this.addProperty = page.getByRole('button', { name: 'Add other diagnosis property' });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async choosePatient(name: string) {
    await pickFromCombobox(this.page, this.patient, name, name);
  }

  /** The names the open patient list shows (each option also shows the patient's email). */
  async patientNames(): Promise<string[]> {
    return this.patientOptions.locator('span > span:first-child').allTextContents();
  }

  async chooseCategory(name: string) {
    await pickFromCombobox(this.page, this.category, name, name);
  }

  /** Saves and waits for the list, returning the report number the toast announces. */
  async saveAndReturn(verb: 'added' | 'updated'): Promise<string> {
    await this.save.click();
    const message = toast(this.page, new RegExp(`^Diagnosis test (\\S+) ${verb} successfully$`));
    await expect(message).toBeVisible();
    await expect(this.page).toHaveURL(/\/doctor\/diagnosis$/);
    return /Diagnosis test (\S+) /.exec((await message.textContent()) ?? '')![1];
  }
}

/** /doctor/diagnosis-category: the table, the New Diagnosis Category dialog and the delete confirmation. */
export class CategoryPage {
  readonly table: Locator;
  readonly search: Locator;
  readonly newButton: Locator;
  readonly dialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Diagnosis categories' });
    this.search = page.getByRole('searchbox', { name: 'Search diagnosis categories' });
    this.newButton = page.getByRole('button', { name: 'New Diagnosis Category' });
    this.dialog = page.getByRole('dialog', { name: 'New Diagnosis Category' });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  }

  async goto() {
    await this.page.goto('/doctor/diagnosis-category');
    await expect(this.table).toBeVisible();
  }

  /** Searches and gives the row whose CATEGORY cell is exactly `name`. */
  async find(name: string) {
    await this.search.fill(name);
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async add(name: string, description: string) {
    await this.newButton.click();
    await this.dialog.getByLabel('Category').fill(name);
    await this.dialog.getByLabel('Description').fill(description);
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}

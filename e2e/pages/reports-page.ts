import { expect, type Locator, type Page } from '@playwright/test';
import { bodyRows, pickFromCombobox } from './shared';

export type ReportTabName = 'Birth' | 'Death' | 'Investigation' | 'Operation Reports';

const TABLE_NAMES: Record<ReportTabName, string> = {
  Birth: 'Birth reports',
  Death: 'Death reports',
  Investigation: 'Investigation reports',
  'Operation Reports': 'Operation reports',
};

export class ReportsPage {
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Report types' });
  }

  /** Opens the screen and waits for the open tab's table, which streams in after the page. */
  async goto(tab?: string) {
    await this.page.goto(tab ? `/doctor/reports?tab=${tab}` : '/doctor/reports');
    await expect(this.pageLabel).toBeVisible();
  }

  tab(name: ReportTabName) {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  table(name: ReportTabName) {
    return this.page.getByRole('table', { name: TABLE_NAMES[name] });
  }

  rows(name: ReportTabName) {
    return bodyRows(this.table(name));
  }

  row(name: ReportTabName, text: string) {
    return this.rows(name).filter({ hasText: text });
  }

  search(name: 'Birth' | 'Death' | 'Investigation') {
    return this.page.getByRole('searchbox', { name: `Search ${name.toLowerCase()} reports by name` });
  }

  /** The open table's "Page X of Y". */
  get pageLabel() {
    return this.page.getByText(/^Page \d+ of \d+$/);
  }

  /** [X, Y] of the open table's "Page X of Y". */
  async pageNumbers(): Promise<[number, number]> {
    const [, page, count] = (await this.pageLabel.innerText()).match(/^Page (\d+) of (\d+)$/)!;
    return [Number(page), Number(count)];
  }

  /** The text of one column of the open table's rows, e.g. the CASE IDs. */
  columnTexts(name: ReportTabName, index = 0) {
    return this.rows(name).locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  /** A report form's patient picker: every report is filed for a patient, found by name on the server. */
  patientPicker(dialog: Locator) {
    return dialog.getByRole('combobox', { name: 'Patient' });
  }

  async choosePatient(dialog: Locator, name: string) {
    await pickFromCombobox(this.page, this.patientPicker(dialog), name, name);
  }

  /** The delete confirmation (an alert dialog): the reason it asks for, then its Void button (the report is voided, never deleted). */
  async confirmDelete(reason = 'Filed by mistake') {
    const confirm = this.page.getByRole('alertdialog');
    await confirm.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await confirm.getByRole('button', { name: 'Void' }).click();
  }
}

import type { Locator, Page } from '@playwright/test';
import { bodyRows } from './records';

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

  async goto(tab?: string) {
    await this.page.goto(tab ? `/doctor/reports?tab=${tab}` : '/doctor/reports');
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

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  /** The delete confirmation (an alert dialog) and its Delete button. */
  async confirmDelete() {
    const confirm = this.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }
}

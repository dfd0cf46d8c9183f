import type { Locator, Page } from '@playwright/test';
import { bodyRows } from './shared';

export class TransactionsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly sheet: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Transactions' });
    this.rows = bodyRows(this.table);
    this.sheet = page.getByRole('dialog', { name: 'Transaction detail' });
    this.summary = page.getByRole('region', { name: 'Transaction summary' });
  }

  async goto(query = '') {
    await this.page.goto(`/doctor/transactions${query}`);
  }

  card(key: 'all' | 'success' | 'pending' | 'failed') {
    return this.page.getByTestId(`summary-${key}`);
  }

  /** The line of the sheet labelled `label` (a dt), as its value (the dd). */
  sheetValue(label: string) {
    return this.sheet.locator('dl > div').filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  }
}

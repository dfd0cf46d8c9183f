import { expect, type Locator, type Page } from '@playwright/test';

export class PatientsPage {
  readonly cards: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly pagination: Locator;
  readonly total: Locator;
  readonly sheet: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('patient-card');
    this.search = page.getByRole('searchbox', { name: 'Search patients' });
    this.count = page.getByRole('combobox', { name: 'Count' });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
    this.total = page.getByRole('status').filter({ hasText: /patients?$/ });
    this.sheet = page.getByRole('dialog', { name: 'Patient' });
  }

  async goto(query = '') {
    await this.page.goto(`/doctor/patients${query}`);
    // By tag, not role: with `?patient=` the open sheet hides the rest of the page from the accessibility tree.
    await expect(this.page.locator('h1', { hasText: /^Patients$/ })).toBeVisible();
  }

  /** Finds a patient by name, opens their sheet and follows its Open chart link. */
  async openChart(name: string) {
    await this.goto();
    await this.search.fill(name);
    await this.cards.filter({ hasText: name }).first().getByRole('button', { name: `View Details of ${name}` }).click();
    await expect(this.sheet).toBeVisible();
    await this.sheet.getByRole('link', { name: 'Open chart' }).click();
    await expect(this.page).toHaveURL(/\/doctor\/patients\/\d+$/);
  }

  pageLink(n: number) {
    return this.pagination.getByRole('link', { name: `Page ${n}`, exact: true });
  }

  async totalCount(): Promise<number> {
    return Number((await this.total.textContent())!.replace(/[^\d]/g, ''));
  }

  async setCount(size: number) {
    await this.count.click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
  }
}

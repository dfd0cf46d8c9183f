import { expect, type Locator, type Page } from '@playwright/test';
import { searchServerList } from './server-list';

/** The formulary screen, /doctor/settings/medicines: a table searched by the server, and the Add medicine dialog. */
export class MedicinesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Medicines' });
    this.table = page.getByRole('table', { name: 'Medicines' });
    this.search = page.getByRole('searchbox', { name: 'Search medicines by name' });
    this.addButton = page.getByRole('button', { name: 'Add medicine' });
    this.dialog = page.getByRole('dialog', { name: 'Add medicine' });
  }

  async goto() {
    await this.page.goto('/doctor/settings/medicines');
    await expect(this.table).toBeVisible();
  }

  /** Types into the search box and waits for the server's page of what it finds. */
  async searchFor(text: string) {
    await searchServerList(this.page, this.search, text);
  }

  /** The table's body rows whose Medicine cell is exactly `name`. */
  rows(name: string) {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Picks `option` in the dialog's dropdown labelled `label`. */
  async choose(label: string, option: string) {
    await this.dialog.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async add({ name, strength, form, route }: { name: string; strength: string; form: string; route: string }) {
    await this.addButton.click();
    await this.dialog.getByLabel('Medicine name').fill(name);
    await this.dialog.getByLabel('Strength').fill(strength);
    await this.choose('Form', form);
    await this.choose('Route', route);
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}

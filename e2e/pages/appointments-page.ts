import { expect, type Locator, type Page } from '@playwright/test';
import { cardList } from './data-cards';

export class AppointmentsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly reset: Locator;
  readonly show: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly pageLabel: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Appointments' });
    this.rows = this.table.locator('tbody tr');
    this.search = page.getByRole('searchbox', { name: 'Search patients' });
    this.reset = page.getByRole('button', { name: 'Reset' });
    this.show = page.getByRole('combobox', { name: 'Show' });
    this.addButton = page.getByRole('button', { name: 'Add new Appointment' });
    this.dialog = page.getByRole('dialog', { name: 'Add new Appointment' });
    this.pageLabel = page.getByRole('navigation', { name: 'Table pagination' }).getByText(/^Page \d+/);
  }

  async goto(query = '') {
    await this.page.goto(`/doctor/appointments${query}`);
    // Below sm (a phone) the rows are cards in a list of the same name.
    await expect(this.table.or(cardList(this.page, 'Appointments'))).toBeVisible();
  }

  /** The Sr no. of each row shown, top to bottom. */
  ids() {
    return this.rows.locator('td:first-child').allTextContents();
  }

  names() {
    return this.rows.locator('[data-testid=appointment-name]').allTextContents();
  }

  /** N of "Page n of N". */
  async pageCount() {
    return Number((await this.pageLabel.textContent())!.match(/of (\d+)/)![1]);
  }

  header(name: string) {
    return this.table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  }

  /** "Mine" or "All doctors": the links that choose whose appointments the list shows. */
  doctorView(name: 'Mine' | 'All doctors') {
    return this.page.getByRole('navigation', { name: 'Whose appointments' }).getByRole('link', { name, exact: true });
  }

  /** The Doctor cell of each row shown ("Dr. First Last"), top to bottom. */
  doctors() {
    return this.rows.locator('td:nth-child(7)').allTextContents();
  }

  /** "YYYY-MM-DD HH:MM" of each row shown (its Date and Time cells), to compare their order. */
  async whens() {
    const dates = await this.rows.locator('td:nth-child(5)').allTextContents();
    const times = await this.rows.locator('td:nth-child(6)').allTextContents();
    return dates.map((date, index) => {
      const day = new Date(date);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')} ${times[index]}`;
    });
  }

  /** The row menu of the first row, opened. */
  async openFirstRowMenu() {
    await this.rows.first().getByRole('button', { name: 'Open menu' }).click();
  }

  async choose(show: 'Today' | 'Upcoming' | 'Yesterday' | 'Last week' | 'Last month' | 'Last year') {
    await this.show.click();
    await this.page.getByRole('option', { name: show, exact: true }).click();
  }

  /** Opens the modal and submits it with every field empty (Age cleared of its default); returns its Add button. */
  async submitEmptyForm() {
    await this.addButton.click();
    await this.field('Age').fill('');
    const add = this.dialog.getByRole('button', { name: 'Add' });
    await add.click();
    return add;
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(values: { fullName: string; email: string; phone: string; age?: string; date: string; time: string }) {
    await this.field('Full name').fill(values.fullName);
    await this.field('Email').fill(values.email);
    await this.field('Phone').fill(values.phone);
    if (values.age !== undefined) await this.field('Age').fill(values.age);
    await this.field('Date').fill(values.date);
    await this.field('Time').fill(values.time);
  }
}

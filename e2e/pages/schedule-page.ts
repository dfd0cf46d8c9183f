import { expect, type Locator, type Page } from '@playwright/test';

export class SchedulePage {
  readonly perPatientTime: Locator;
  readonly days: Locator;
  readonly save: Locator;
  readonly addDay: Locator;

  constructor(readonly page: Page) {
    this.perPatientTime = page.getByLabel('Per Patient Time');
    this.days = page.getByRole('group', { name: 'Available days' }).getByRole('listitem');
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.addDay = page.getByRole('button', { name: 'Add day' });
  }

  async goto(path = '/doctor/schedule') {
    await this.page.goto(path);
  }

  /**
   * Types a time into one of the form's fields until it sticks: typed before the form has hydrated, the text can
   * land beside the server's value ("00:45:0000:30:00", "15:0017:"), as full runs saw.
   */
  async setTime(field: Locator, value: string) {
    await expect(async () => {
      await field.fill(value);
      await expect(field).toHaveValue(value, { timeout: 500 });
    }).toPass();
  }

  setPerPatientTime(value: string) {
    return this.setTime(this.perPatientTime, value);
  }

  from(day: string) {
    return this.page.getByLabel(`${day} from`);
  }

  to(day: string) {
    return this.page.getByLabel(`${day} to`);
  }

  remove(day: string) {
    return this.page.getByRole('button', { name: `Remove ${day}` });
  }

  async dayNames() {
    return this.days.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  }
}

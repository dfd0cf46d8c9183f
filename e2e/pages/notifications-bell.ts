import { expect, type Locator, type Page } from '@playwright/test';

/** The top bar's bell and its popover. */
export class NotificationsBell {
  readonly button: Locator;
  readonly popover: Locator;
  readonly appointments: Locator;
  readonly accounts: Locator;
  readonly labResults: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    this.popover = page.getByRole('dialog', { name: 'Notifications' });
    this.appointments = this.popover.getByRole('region', { name: "Today's next appointments" });
    this.accounts = this.popover.getByRole('region', { name: 'Accounts waiting for approval' });
    this.labResults = this.popover.getByRole('region', { name: 'Lab results to review' });
  }

  /** The count the button's name says: "Notifications, 3 waiting", "Notifications, 9+ waiting (12)", or 0. */
  async count(): Promise<number> {
    const name = (await this.button.getAttribute('aria-label')) ?? '';
    return Number(/, (\d+) waiting$/.exec(name)?.[1] ?? /, 9\+ waiting \((\d+)\)$/.exec(name)?.[1] ?? 0);
  }

  /** Opens the popover and waits until its fresh list is shown. */
  async open() {
    await this.button.click();
    await expect(this.popover).toBeVisible();
    await expect(this.popover.getByRole('status')).toHaveCount(0);
  }

  /** The total a section's heading says (0 when the section is not shown). */
  async total(section: Locator): Promise<number> {
    if ((await section.count()) === 0) return 0;
    return Number(await section.getByRole('heading').locator('span').textContent());
  }
}

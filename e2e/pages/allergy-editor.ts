import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A patient's drug allergies where the chart header and the visit page show them: the badges (one sentence,
 * "Drug allergies: Penicillin (Rash)") and the "Drug allergies" dialog that records and removes them.
 */
export class AllergyEditor {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    /** The part of the page that holds the badges and the dialog's button (the chart's header, the visit's patient). */
    readonly scope: Locator = page.locator('body'),
  ) {
    this.dialog = page.getByRole('dialog', { name: 'Drug allergies' });
  }

  get badges() {
    return this.scope.getByTestId('allergy-badges');
  }

  async open() {
    await this.scope.getByRole('button', { name: 'Drug allergies', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Types the drug or class and the reaction, and saves; the dialog then lists it. */
  async add(substance: string, reaction: string) {
    await this.dialog.getByLabel('Drug or class').fill(substance);
    await this.dialog.getByLabel('Reaction').fill(reaction);
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** The dialog's list of the allergies recorded. */
  get list() {
    return this.dialog.getByTestId('allergy-list');
  }

  /** Remove, then the reason in the void dialog, then its Remove. */
  async remove(substance: string, reason: string) {
    await this.dialog.getByRole('button', { name: `Remove ${substance}`, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Remove drug allergy' });
    await expect(confirm).toBeVisible();
    await confirm.getByLabel('Reason').fill(reason);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirm).toBeHidden();
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}

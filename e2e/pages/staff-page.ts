import { expect, type Locator, type Page } from '@playwright/test';
import { bodyRows, toast } from './shared';

/** The columns of the Staff table, in order. */
const COLUMNS = ['name', 'email', 'role', 'state', 'created', 'twoFactor', 'lastSignIn', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export type StaffMenuItem =
  | 'Approve'
  | 'Disable'
  | 'Enable'
  | 'Make administrator'
  | 'Remove administrator'
  | 'Reset two-factor sign-in'
  | 'End sessions';

export class StaffPage {
  static readonly PATH = '/doctor/settings/staff';

  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Staff' });
    this.table = page.getByRole('table', { name: 'Staff' });
    this.rows = bodyRows(this.table);
    this.confirmDialog = page.getByRole('alertdialog');
  }

  async goto() {
    return this.page.goto(StaffPage.PATH);
  }

  /** The row of the account with this email. */
  row(email: string) {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: email, exact: true }) });
  }

  cell(email: string, column: Column) {
    return this.row(email).getByRole('cell').nth(COLUMNS.indexOf(column));
  }

  menuButton(email: string) {
    return this.row(email).getByRole('button', { name: /^Open menu/ });
  }

  menuItem(name: StaffMenuItem) {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  async openMenu(email: string) {
    await this.menuButton(email).click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  /** Opens the account's menu and picks `item` (a confirmation, where one is asked, stays open). */
  async choose(email: string, item: StaffMenuItem) {
    await this.openMenu(email);
    await this.menuItem(item).click();
  }

  /** The invitations sent, newest first: one list item each. */
  invitations() {
    return this.page.getByRole('list', { name: 'Invitations' }).getByRole('listitem');
  }

  invitation(email: string) {
    return this.invitations().filter({ hasText: email });
  }

  /** Opens "Invite a colleague", fills it and sends it; the dialog closes on success. */
  async invite(email: string, role: 'Doctor' | 'Administrator' = 'Doctor') {
    await this.page.getByRole('button', { name: 'Invite a colleague' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByLabel('Email').fill(email);
    if (role !== 'Doctor') {
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await this.page.getByRole('option', { name: role, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    return dialog;
  }

  toast(text: string | RegExp) {
    return toast(this.page, text);
  }
}

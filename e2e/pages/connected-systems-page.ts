import { expect, type Locator, type Page } from '@playwright/test';
import { bodyRows, toast } from './shared';

/** The columns of the Connected systems table, in order. */
const COLUMNS = ['name', 'state', 'clientId', 'scopes', 'keys', 'lastUsed', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export class ConnectedSystemsPage {
  static readonly PATH = '/doctor/settings/connected-systems';

  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly connectDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Connected systems' });
    this.table = page.getByRole('table', { name: 'Connected systems' });
    this.rows = bodyRows(this.table);
    this.connectDialog = page.getByRole('dialog');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  async goto() {
    return this.page.goto(ConnectedSystemsPage.PATH);
  }

  /** The row of the system named `name`. */
  row(name: string) {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  cell(name: string, column: Column) {
    return this.row(name).getByRole('cell').nth(COLUMNS.indexOf(column));
  }

  /**
   * Opens "Connect a system", fills it and sends it; answers the client ID the dialog then shows, and the token
   * endpoint beside it, and closes it with Done.
   */
  async connect({ name, jwks, scopes }: { name: string; jwks: string; scopes?: string }) {
    await this.page.getByRole('button', { name: 'Connect a system' }).click();
    const form = this.page.getByRole('dialog', { name: 'Connect a system' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('JWKS').fill(jwks);
    if (scopes !== undefined) await form.getByLabel('Scopes').fill(scopes);
    await form.getByRole('button', { name: 'Connect', exact: true }).click();
    const connected = this.page.getByRole('dialog', { name: `${name} is connected` });
    await expect(connected).toBeVisible();
    const clientId = (await connected.locator('dd code').nth(0).innerText()).trim();
    const tokenEndpoint = (await connected.locator('dd code').nth(1).innerText()).trim();
    await connected.getByRole('button', { name: 'Done' }).click();
    await expect(connected).toHaveCount(0);
    return { clientId, tokenEndpoint };
  }

  toast(text: string | RegExp) {
    return toast(this.page, text);
  }
}

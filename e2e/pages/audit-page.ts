import { expect, type Locator, type Page } from '@playwright/test';
import { readTypedDate } from '@/lib/forms/date-typing';
import { pickFromCombobox } from './shared';

/** /doctor/settings/audit: the administrators' view of the audit trail. */
export class AuditPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly person: Locator;
  readonly patient: Locator;
  readonly action: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly apply: Locator;
  readonly exportLink: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Audit' });
    this.table = page.getByRole('table', { name: 'Audit events' });
    this.rows = this.table.locator('tbody tr');
    const filters = page.getByRole('form', { name: 'Filter the audit trail' });
    this.person = filters.getByRole('combobox', { name: 'Person' });
    this.patient = filters.getByLabel('Patient', { exact: true });
    this.action = filters.getByLabel('Action');
    this.from = filters.getByLabel('From');
    this.to = filters.getByLabel('To');
    this.apply = filters.getByRole('button', { name: 'Apply' });
    this.exportLink = page.getByRole('link', { name: 'Export CSV' });
    this.count = page.getByRole('status').filter({ hasText: /events?/ });
  }

  async goto(query = '') {
    await this.page.goto(`/doctor/settings/audit${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The cells of one row, by column: When, Who, Action, What, Patient, Address, Outcome, Detail. */
  cells(row: Locator) {
    return row.getByRole('cell');
  }

  /**
   * Applies the filters and waits for the page the server draws for them: its URL carries each filter given
   * (`from` and `to` as the dates typed, YYYY-MM-DD). `person` is a name the Person filter searches for.
   */
  async filter({ person, patient, action, from, to }: { person?: string; patient?: string; action?: string; from?: string; to?: string }) {
    const expected: RegExp[] = [/\/doctor\/settings\/audit\?/];
    if (person !== undefined) {
      await pickFromCombobox(this.page, this.person, person, `Dr. ${person}`);
      expected.push(/[?&]person=\d+(&|$)/);
    }
    if (patient !== undefined) await this.patient.fill(patient);
    if (action !== undefined) {
      const [value] = await this.action.selectOption({ label: action });
      expected.push(new RegExp(`[?&]action=${value}(&|$)`));
    }
    if (from !== undefined) {
      await this.from.fill(from);
      expected.push(new RegExp(`[?&]from=${readTypedDate(from) ?? ''}(&|$)`));
    }
    if (to !== undefined) {
      await this.to.fill(to);
      expected.push(new RegExp(`[?&]to=${readTypedDate(to) ?? ''}(&|$)`));
    }
    await this.apply.click();
    for (const url of expected) await expect(this.page).toHaveURL(url);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { chooseInSelect, pickFromCombobox, toast } from './shared';
import { searchServerList } from './server-list';

/** /doctor/prescription. */
export class PrescriptionListPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly newButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search prescriptions by patient name' });
    this.table = page.getByRole('table', { name: 'Prescriptions' });
    this.newButton = page.getByRole('link', { name: 'New Prescription' });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  }

  async goto() {
    await this.page.goto('/doctor/prescription');
    await expect(this.table).toBeVisible();
  }

  rows() {
    return this.table.locator('tbody tr');
  }

  /** The link of each row's view button, top to bottom: it names the prescription by its id. */
  viewLinks() {
    return this.rows().getByRole('link', { name: /^View the prescription for / }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  }

  /** Searches and waits for the server's page of what it finds. */
  async searchFor(text: string) {
    await searchServerList(this.page, this.search, text);
  }

  statusSwitch(row: Locator) {
    return row.getByRole('switch', { name: /^Status of the prescription for / });
  }

  /** The row of prescription `id` on the page shown. */
  row(id: number) {
    return this.rows().filter({ has: this.page.locator(`a[href$="prescriptionn-details?id=${id}"]`) });
  }

  /** Voids prescription `id` of `patient` from the list (its Delete, a reason, Void) and waits for the toast. */
  async voidPrescription(patient: string, id: number, reason: string) {
    await this.goto();
    await this.searchFor(patient);
    await this.row(id).getByRole('button', { name: /^Delete the prescription for / }).click();
    await this.deleteDialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await this.deleteDialog.getByRole('button', { name: 'Void' }).click();
    await expect(toast(this.page, 'Prescription deleted successfully')).toBeVisible();
    await expect(this.row(id)).toHaveCount(0);
  }
}

/** The id in a link to a prescription's details. */
export const prescriptionIdOf = async (link: Locator) => Number(/[?&]id=(\d+)$/.exec((await link.getAttribute('href')) ?? '')![1]);

/** /doctor/prescription/create-prescription (new, or edit with ?id=). */
export class PrescriptionFormPage {
  readonly patient: Locator;
  /** The options the open patient list shows. */
  readonly patientOptions: Locator;
  readonly highBloodPressure: Locator;
  readonly save: Locator;
  readonly addMedicine: Locator;

  constructor(readonly page: Page) {
    this.patient = page.getByRole('combobox', { name: 'Patient', exact: true });
    this.patientOptions = page.getByRole('listbox', { name: 'Patient' }).getByRole('option');
    this.highBloodPressure = page.getByRole('switch', { name: 'High Blood Pressure' });
    this.save = page.getByRole('button', { name: 'Save' });
    this.addMedicine = page.getByRole('button', { name: 'Add medicine' });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async choosePatient(name: string) {
    await pickFromCombobox(this.page, this.patient, name, name);
  }

  medicine(n: number) {
    return this.page.getByRole('listitem', { name: `Medicine ${n}` });
  }

  /** Chooses an option of one of the form's fixed dropdowns (a medicine's name, duration, time, interval; the next visit unit). */
  async select(scope: Locator | Page, label: string, option: string) {
    await chooseInSelect(this.page, scope.getByRole('combobox', { name: label, exact: true }), option);
  }

  /**
   * Fills medicine `n`: `search` typed into its Medicine field and the option `option` chosen (a formulary entry,
   * "Atenolol 50 mg tablet", or the typed text itself for a medicine not in the list), then the dose and its unit,
   * duration, time and interval (the route comes from the formulary entry unless `route` is given).
   */
  async fillMedicine(
    n: number,
    medicine: { search: string; option: string | RegExp; dose: string; unit: string; duration: string; time: string; interval: string; comment?: string; route?: string },
  ) {
    const row = this.medicine(n);
    await pickFromCombobox(this.page, row.getByRole('combobox', { name: `Medicine ${n}` }), medicine.search, medicine.option);
    await row.getByLabel('Dosage').fill(medicine.dose);
    await this.select(row, 'Unit', medicine.unit);
    if (medicine.route) await this.select(row, 'Route', medicine.route);
    await this.select(row, 'Duration', medicine.duration);
    await this.select(row, 'Time', medicine.time);
    await this.select(row, 'Interval', medicine.interval);
    if (medicine.comment !== undefined) await row.getByLabel('Comment').fill(medicine.comment);
  }
}

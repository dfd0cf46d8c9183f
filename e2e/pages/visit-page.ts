import { expect, type Locator, type Page } from '@playwright/test';
import { PrescriptionFormPage, prescriptionIdOf } from './prescription-pages';
import { toast } from './shared';

/** /doctor/appointment/{id}: the visit's patient, its next steps, what was written at it, and its status buttons. */
export class VisitPage {
  readonly actions: Locator;
  readonly tests: Locator;
  readonly prescriptions: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.actions = page.getByRole('navigation', { name: 'Visit actions' });
    this.tests = page.getByRole('region', { name: 'Diagnosis tests at this visit' });
    this.prescriptions = page.getByRole('region', { name: 'Prescriptions at this visit' });
    this.status = page.getByRole('group', { name: 'Change status' });
  }

  async goto(id: number) {
    await this.page.goto(`/doctor/appointment/${id}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Doctor Profile' })).toBeVisible();
  }

  /** The patient header: a region named by the patient's name, its heading a link to the chart. */
  patient(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A value of the patient header (Patient number, Age, Sex). */
  detail(name: string, label: 'Patient number' | 'Age' | 'Sex') {
    return this.patient(name).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** The patient header's latest reading of a measure ("Blood pressure 162/98 mmHg High November 25, 2026"). */
  latestVital(name: string, measure: string) {
    return this.patient(name).getByTestId(`latest-vital-${measure}`);
  }

  action(name: 'Record diagnosis test' | 'Write prescription') {
    return this.actions.getByRole('link', { name, exact: true });
  }

  /** A prescription listed at this visit, by its id. */
  prescription(id: number) {
    return this.prescriptions.getByRole('listitem').filter({ has: this.page.locator(`a[href$="prescriptionn-details?id=${id}"]`) });
  }

  /**
   * Writes a prescription at this visit (open on `visitId`) with these medicines of the formulary, in order (each
   * `search` typed, `option` chosen: "Parastamol 500 mg tablet"), each one tablet morning and evening for 3 days;
   * back on the visit, answers its id.
   */
  async writePrescription(visitId: number, ...medicines: Array<{ search: string; option: string }>): Promise<number> {
    const newest = this.prescriptions.getByRole('listitem').first().getByRole('link', { name: /^Prescription of / });
    await expect(this.prescriptions).toBeVisible();
    const newestBefore = (await newest.count()) > 0 ? await newest.getAttribute('href') : null;
    await this.action('Write prescription').click();
    const form = new PrescriptionFormPage(this.page);
    await expect(form.patient).not.toHaveValue('');
    for (const [index, { search, option }] of medicines.entries()) {
      if (index > 0) await form.addMedicine.click();
      await form.fillMedicine(index + 1, { search, option, dose: '1', unit: 'tablet', duration: '3 days', time: 'After meal', interval: 'Both' });
    }
    await form.save.click();
    // The toast of a prescription written just before may still be showing beside this one's.
    await expect(toast(this.page, 'Prescription added successfully').first()).toBeVisible();
    await expect(this.page).toHaveURL(new RegExp(`/doctor/appointment/${visitId}$`));
    // The newest first: this one, not the one that was first before.
    if (newestBefore) await expect(newest).not.toHaveAttribute('href', newestBefore);
    else await expect(newest).toHaveCount(1);
    return prescriptionIdOf(newest);
  }

  /** The question asked before completing a visit that has not begun. */
  earlyQuestion() {
    return this.page.getByRole('alertdialog', { name: /^This visit starts (at \d\d:\d\d today|on .+ at \d\d:\d\d)\. Mark it completed now\?$/ });
  }
}

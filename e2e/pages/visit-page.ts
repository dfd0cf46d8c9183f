import { expect, type Locator, type Page } from '@playwright/test';

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

  /** The question asked before completing a visit that has not begun. */
  earlyQuestion() {
    return this.page.getByRole('alertdialog', { name: /^This visit starts (at \d\d:\d\d today|on .+ at \d\d:\d\d)\. Mark it completed now\?$/ });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The lists of a patient's chart, by their section heading, with the accessible name of each table. */
export const CHART_TABLES = {
  Appointments: 'Appointments of this patient',
  'Diagnosis tests': 'Diagnosis tests of this patient',
  Prescriptions: 'Prescriptions of this patient',
  Transactions: 'Transactions of this patient',
  'Medical reports': 'Medical reports of this patient',
} as const;

export type ChartListName = keyof typeof CHART_TABLES;

/** The chart's tabs: each list is on one (the appointments on the Overview, with the vitals). */
export type ChartPart = Exclude<ChartListName, 'Appointments'> | 'Overview' | 'Access history';
const PART_OF_LIST = (name: ChartListName | ChartPart): ChartPart => (name === 'Appointments' ? 'Overview' : name);

export class PatientChartPage {
  readonly vitals: Locator;
  /** The Overview's medicines of the patient's active prescriptions. */
  readonly currentMedicines: Locator;

  constructor(readonly page: Page) {
    this.vitals = page.getByRole('region', { name: 'Vitals' });
    this.currentMedicines = page.getByRole('region', { name: 'Current medicines' });
  }

  async goto(id: number | string, query = '') {
    await this.page.goto(`/doctor/patients/${id}${query}`);
  }

  /** The chart's h1: the patient's name. */
  title(name: string) {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** A value of the header's details (Patient number, Age, Sex, Blood group, Phone, Email, Address, Next of kin). */
  detail(label: 'Patient number' | 'Age' | 'Sex' | 'Blood group' | 'Phone' | 'Email' | 'Address' | 'Next of kin') {
    return this.page.getByTestId(`chart-${label.toLowerCase().replace(/\s+/g, '-')}`);
  }

  /** The tabs of the chart's parts. */
  get tabs() {
    return this.page.getByRole('navigation', { name: 'Parts of the chart' });
  }

  tab(part: ChartListName | ChartPart) {
    // A list's tab says how many it holds after its name ("Prescriptions 3").
    return this.tabs.getByRole('link', { name: new RegExp(`^${PART_OF_LIST(part)}(\\s*[\\d,]+)?$`) });
  }

  /** Opens the part of the chart that holds `part` (a list, or the Access history) and waits for it. */
  async open(part: ChartListName | ChartPart) {
    const tab = this.tab(part);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(part === 'Access history' ? this.page.getByRole('region', { name: 'Access history', exact: true }) : this.section(part === 'Overview' ? 'Appointments' : part)).toBeVisible();
  }

  section(name: ChartListName) {
    return this.page.getByRole('region', { name, exact: true });
  }

  table(name: ChartListName) {
    return this.section(name).getByRole('table', { name: CHART_TABLES[name] });
  }

  rows(name: ChartListName) {
    return this.table(name).locator('tbody tr');
  }

  /** "N in all" of a list. */
  async total(name: ChartListName): Promise<number> {
    const text = await this.section(name).getByText(/in all$/).textContent();
    return Number(text!.replace(/[^\d]/g, ''));
  }

  pageLabel(name: ChartListName) {
    return this.section(name).getByRole('navigation', { name: 'Table pagination' }).getByText(/^Page \d+/);
  }

  action(name: 'Edit' | 'Book appointment' | 'New diagnosis test' | 'New prescription') {
    return this.page.getByRole('link', { name, exact: true });
  }

  /** The Medical reports row of a report, by its title (or case id, or surgery). */
  report(title: string) {
    return this.rows('Medical reports').filter({ hasText: title });
  }

  /** A reading of a vitals trend, by its accessible name ("12 Nov 2026: 162/98 mmHg, high"). */
  trendPoint(name: string | RegExp) {
    return this.vitals.getByRole('img', { name });
  }

  /**
   * The label a trend point shows on hover and focus: its `::after`, whose text is the point's accessible name
   * (app/globals.css `trend-point`). `shown` is whether it is displayed.
   */
  async pointLabel(point: Locator): Promise<{ shown: boolean; text: string }> {
    return point.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      // `content: attr(aria-label)` computes to the attribute's text, quoted.
      return { shown: after.display !== 'none', text: after.content.replace(/^"|"$/g, '') };
    });
  }

  async expectLoaded(name: string) {
    await expect(this.title(name)).toBeVisible();
    await expect(this.vitals).toBeVisible();
  }
}

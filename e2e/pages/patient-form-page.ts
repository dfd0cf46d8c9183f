import { expect, type Locator, type Page } from '@playwright/test';

/** What the New patient form is filled with here; the email is optional. */
export interface NewPatientValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as the date input takes it. */
  dateOfBirth: string;
  sex: 'Male' | 'Female' | 'Other';
  phone: string;
  email?: string;
  street: string;
  state: string;
}

/** The New patient page (`/doctor/patients/new`): its form, and the likely duplicates it may list before saving. */
export class PatientFormPage {
  readonly duplicates: Locator;

  constructor(readonly page: Page) {
    this.duplicates = page.getByRole('region', { name: 'Possibly registered already' });
  }

  async gotoNew() {
    await this.page.goto('/doctor/patients/new');
    await expect(this.page.getByRole('heading', { level: 1, name: 'New patient' })).toBeVisible();
  }

  /**
   * A patient's Edit page (`/doctor/patients/<id>/edit`), once its form answers: its fields are disabled until the
   * page has hydrated (hydrating writes the record's values into them again, over anything typed before).
   */
  async gotoEdit(pathOrId: string) {
    const path = pathOrId.startsWith('/') ? pathOrId : `/doctor/patients/${pathOrId}`;
    await this.page.goto(`${path}/edit`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Edit patient' })).toBeVisible();
    await expect(this.page.getByLabel('Last name')).toBeEnabled();
  }

  async fill(values: NewPatientValues) {
    await this.page.getByLabel('First name').fill(values.firstName);
    await this.page.getByLabel('Last name').fill(values.lastName);
    await this.page.getByLabel('Date of birth').fill(values.dateOfBirth);
    await this.page.getByRole('combobox', { name: 'Sex' }).click();
    await this.page.getByRole('option', { name: values.sex, exact: true }).click();
    await this.page.getByLabel('Phone', { exact: true }).fill(values.phone);
    await this.page.getByLabel('Email (optional)').fill(values.email ?? '');
    await this.page.getByLabel('Street').fill(values.street);
    await this.page.getByLabel('State').fill(values.state);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** Saves and waits for the new patient's chart; answers its id. */
  async saveAndOpenChart(): Promise<string> {
    await this.save();
    await expect(this.page).toHaveURL(/\/doctor\/patients\/\d+$/);
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }
}

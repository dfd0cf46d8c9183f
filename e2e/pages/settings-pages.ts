import type { Locator, Page } from '@playwright/test';

export class EditProfilePage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly picture: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel('First name');
    this.lastName = page.getByLabel('Last name');
    this.email = page.getByLabel('Email', { exact: true });
    this.phone = page.getByLabel('Phone');
    this.picture = page.getByLabel('Profile picture');
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.cancel = page.getByRole('link', { name: 'Cancel' });
  }

  async goto() {
    await this.page.goto('/doctor/settings/edit-profile');
  }
}

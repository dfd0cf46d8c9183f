import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly header: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
  }

  async goto() {
    await this.page.goto('/');
  }

  headerLink(name: string) {
    return this.header.getByRole('navigation', { name: 'Site' }).getByRole('link', { name, exact: true });
  }

  footerLink(name: string) {
    return this.footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true });
  }
}

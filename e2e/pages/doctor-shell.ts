import type { Locator, Page } from '@playwright/test';

/** The doctor layout: sidebar, top bar and profile popup. */
export class DoctorShell {
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly collapseButton: Locator;
  readonly expandButton: Locator;
  readonly popup: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.nav = this.sidebar.getByRole('navigation', { name: 'Main' });
    this.collapseButton = page.getByRole('button', { name: 'Collapse sidebar' });
    this.expandButton = page.getByRole('button', { name: 'Expand sidebar' });
    this.popup = page.getByRole('dialog', { name: 'Profile' });
  }

  navLink(name: string) {
    return this.nav.getByRole('link', { name, exact: true });
  }

  nameButton(name: string) {
    return this.page.getByRole('banner').getByRole('button', { name });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: /^(Login|Loading\.\.\.)$/ });
    this.alert = page.getByTestId('form-alert');
  }

  async goto(next?: string) {
    await this.page.goto(next === undefined ? '/login' : `/login?next=${encodeURIComponent(next)}`);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** One sign-in attempt, finished: resolves once the server has answered it. */
  async attempt(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
      this.submit.click(),
    ]);
  }

  /** Signs in and waits for the doctor area. */
  async signInAndWait(email: string, password: string, landing: RegExp = /\/doctor\/dashboard$/) {
    await this.signIn(email, password);
    await expect(this.page).toHaveURL(landing);
  }
}

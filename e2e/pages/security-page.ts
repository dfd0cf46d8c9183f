import { expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';

/** /doctor/settings/security: the "Two-factor sign-in", "Sessions" and "Recent refused sign-ins" sections. */
export class SecurityPage {
  readonly twoFactor: Locator;
  readonly sessions: Locator;
  readonly refusedSignIns: Locator;

  constructor(readonly page: Page) {
    this.twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
    this.sessions = page.getByRole('region', { name: 'Sessions' });
    this.refusedSignIns = page.getByRole('region', { name: 'Recent refused sign-ins' });
  }

  async goto() {
    await this.page.goto('/doctor/settings/security');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  }

  /** Enrols with the key shown as text; gives the key and the ten recovery codes. */
  async enrol(password: string): Promise<{ key: string; recoveryCodes: string[] }> {
    const enrolled = await this.enrolUpToCodes(password);
    await this.twoFactor.getByRole('button', { name: 'I have saved them' }).click();
    await expect(this.twoFactor.getByText('On', { exact: true })).toBeVisible();
    return enrolled;
  }

  /** Enrols as `enrol` does, and stops where the recovery codes are shown (Copy, Download, I have saved them). */
  async enrolUpToCodes(password: string): Promise<{ key: string; recoveryCodes: string[] }> {
    await this.twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await this.twoFactor.getByLabel('Current password').fill(password);
    await this.twoFactor.getByRole('button', { name: 'Continue' }).click();
    await expect(this.twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await this.twoFactor.getByTestId('totp-key').innerText()).replace(/\s/g, '');
    await this.twoFactor.getByLabel('Authentication code').fill(await totpCode(key));
    await this.twoFactor.getByRole('button', { name: 'Turn on' }).click();
    const list = this.twoFactor.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    return { key, recoveryCodes };
  }

  sessionRows() {
    return this.sessions.getByRole('listitem');
  }

  /** One per address and kind of attempt, the most recent first. */
  refusedSignInRows() {
    return this.refusedSignIns.getByRole('listitem');
  }
}

/** The code an authenticator app shows `stepsAhead` 30-second steps from now (the app accepts one step either side). */
export const totpCode = (key: string, stepsAhead = 0) => generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

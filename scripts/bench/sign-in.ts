// Signing in is a Next server action: the login page is driven once in Chromium and the session cookie
// taken from it, so the bench depends on no action id or form encoding of Next's.
import { chromium } from '@playwright/test';
import { findChromium } from '../chromium';

export const DEMO_DOCTOR = { email: 'doctor@example.com', password: 'demo-doctor-2024' } as const;

export interface SessionCookie {
  name: string;
  value: string;
}

/** Signs in as the demo doctor and returns the session cookie; throws with what the page said if it fails. */
export async function signIn(baseUrl: string, timeoutMs = 60_000): Promise<SessionCookie> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'networkidle', timeout: timeoutMs });
    await page.getByLabel('Email').fill(DEMO_DOCTOR.email);
    await page.getByLabel('Password').fill(DEMO_DOCTOR.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const cookie = (await context.cookies()).find((candidate) => candidate.name.endsWith('hms_session'));
      if (cookie) return { name: cookie.name, value: cookie.value };
      const alert = page.getByTestId('form-alert');
      if (await alert.isVisible()) {
        const text = (await alert.textContent())?.trim() ?? '';
        if (text) throw new Error(`Signing in as ${DEMO_DOCTOR.email} failed: "${text}".`);
      }
      await page.waitForTimeout(200);
    }
    throw new Error(`Signing in as ${DEMO_DOCTOR.email} gave no session cookie within ${timeoutMs / 1000} s.`);
  } finally {
    await browser.close();
  }
}

import type { Locator, Page } from '@playwright/test';

/** The seeded demo doctor's name, as the screens show it. */
export const DEMO_DOCTOR_NAME = 'Dr. Adaeze Nwankwo';

/** A sonner toast with exactly this text (or matching it). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Picks an option of a searchable dropdown by typing part of its name, then clicking it. */
export async function pickFromCombobox(page: Page, combobox: Locator, typed: string, option: string | RegExp) {
  await combobox.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

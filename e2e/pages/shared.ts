import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Download, type Locator, type Page } from '@playwright/test';
import { SIGNED_OUT, uniqueEmail } from '../fixtures/demo-doctor';

// Helpers shared by the specs and page objects of every screen.

/** The seeded demo doctor's name, as the screens show it. */
export const DEMO_DOCTOR_NAME = 'Dr. Adaeze Nwankwo';

/** A sonner toast with exactly this text (or matching it). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Picks an option of a searchable dropdown by typing part of its name, then clicking it. */
export async function pickFromCombobox(page: Page, combobox: Locator, typed: string, option: string | RegExp) {
  await combobox.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/**
 * Chooses `option` in a Radix Select and waits until the select shows it. Radix takes the first release of the
 * pointer after the select opens, within 10 px of where it was pressed, for the end of the opening press; on a
 * busy machine the list can open after the opening click's release, and a click on an option drawn over that spot
 * is then taken for it (the list stays open, nothing chosen). A doctor would click again: so does this.
 */
export async function chooseInSelect(page: Page, select: Locator, option: string) {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass();
}

/** The body rows of a table named `name`. */
export const bodyRows = (table: Locator) => table.locator('tbody tr');

/** The text of each cell of a row. */
export const cellTexts = (row: Locator) => row.getByRole('cell').allInnerTexts();

/** Name and email of the person (PersonCell) in a cell, without the avatar's initials. */
export async function personIn(cell: Locator): Promise<[string, string]> {
  const [name, email] = await cell.locator('p').allInnerTexts();
  return [name, email ?? ''];
}

/** A doctor of their own, in a browser context of their own: tests that change a doctor's data use one. */
export async function signUpFreshDoctor(browser: Browser, label: string) {
  const email = uniqueEmail(label);
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('fresh-doctor-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  return { context, page, email };
}

/** The smallest valid PNG (1 by 1 pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Clicks `trigger` and answers the file the browser downloaded. */
export async function download(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

export const stamp = () => Date.now().toString(36);

/**
 * A date-and-time field ("Measured at", components/forms/date-time-field.tsx): a date input and a 24-hour time
 * field, named "{label} date" and "{label} time".
 */
export function dateTimeField(scope: Page | Locator, label: string) {
  return { date: scope.getByLabel(`${label} date`, { exact: true }), time: scope.getByLabel(`${label} time`, { exact: true }) };
}

/** Types a clinic wall time, "2026-11-24T09:30", into a date-and-time field. */
export async function fillDateTime(scope: Page | Locator, label: string, wallTime: string) {
  const [date, time] = wallTime.split('T');
  const field = dateTimeField(scope, label);
  await field.date.fill(date);
  await field.time.fill(time);
}

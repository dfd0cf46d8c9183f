import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { pageOverflow } from './fixtures/layout';
import { PatientChartPage } from './pages/patient-chart-page';

// The command palette: Ctrl+K anywhere in the doctor area, the top bar's Search button, screens,
// the server's patient search, the quick actions. The prefilled forms are other specs' work (patient-chart):
// here the addresses the palette goes to are checked, and that the chart it opens shows the patient.

const PATIENT = 'Ngozi Eze';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchBox = (page: Page) => palette(page).getByRole('combobox');
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search…' });
/** The found patient's own option (its "Actions for …" option starts otherwise). */
const patientOption = (page: Page, name = PATIENT) => palette(page).getByRole('option', { name: new RegExp(`^${name}`) }).first();

/** Ctrl+K, tried until the page has hydrated and the palette opens. */
async function openWithShortcut(page: Page) {
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(searchBox(page)).toBeFocused();
}

/** The id the found patient's option carries (cmdk's value, "patient:{id}"). */
async function patientId(page: Page, name = PATIENT) {
  const value = await patientOption(page, name).getAttribute('data-value');
  expect(value).toMatch(/^patient:\d+$/);
  return value!.split(':')[1];
}

test('Ctrl+K opens it on the dashboard; Escape closes it and gives the focus back', async ({ page }) => {
  await page.goto('/doctor/dashboard');
  const home = page.getByRole('link', { name: 'HMS, home' });
  await home.focus();
  await openWithShortcut(page);
  await expect(palette(page).getByRole('option', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(home).toBeFocused();
});

test('Ctrl+K opens it from inside a text field, which keeps its text and gets the focus back', async ({ page }) => {
  await page.goto('/doctor/patients');
  const field = page.getByPlaceholder('Search patients', { exact: true });
  await field.click();
  await field.pressSequentially('ab');
  // What the page did with the key, seen after the palette's own listener: prevented, so the browser's
  // Ctrl+K (its search bar) does not fire.
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      if (event.ctrlKey && event.key === 'k') document.body.dataset.paletteKeyPrevented = String(event.defaultPrevented);
    });
  });
  await openWithShortcut(page);
  await expect(page.locator('body')).toHaveAttribute('data-palette-key-prevented', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('ab');
});

test("typing a patient's name finds them, and Enter opens their chart", async ({ page }) => {
  await page.goto('/doctor/dashboard');
  await openWithShortcut(page);
  await searchBox(page).pressSequentially(PATIENT);
  await expect(patientOption(page)).toBeVisible();
  await expect(patientOption(page)).toHaveAttribute('aria-selected', 'true');
  const id = await patientId(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/doctor/patients/${id}`);
  await new PatientChartPage(page).expectLoaded(PATIENT);
  await expect(palette(page)).toBeHidden();
});

test('finds a patient by a part of the email and by a part of the phone', async ({ page }) => {
  await page.goto('/doctor/dashboard');
  await openWithShortcut(page);
  await searchBox(page).pressSequentially(PATIENT);
  const option = patientOption(page);
  await expect(option).toBeVisible();
  // The option shows "number · age · sex · phone · email" under the name.
  const [number, , , phone, email] = (await option.locator('span span').nth(1).textContent())!.split(' · ');
  expect(number).toMatch(/^P-\d{6}$/);
  for (const part of [email.split('@')[0].toUpperCase(), phone.slice(-7), number, `0${phone.replace(/\D/g, '').slice(3)}`]) {
    await searchBox(page).fill(part);
    await expect(patientOption(page)).toBeVisible();
  }
});

test('jumps to a screen by keyboard', async ({ page }) => {
  await page.goto('/doctor/dashboard');
  await openWithShortcut(page);
  await searchBox(page).pressSequentially('Prescription');
  await expect(palette(page).getByRole('option', { name: 'Prescription', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/doctor/prescription');
  await expect(palette(page)).toBeHidden();
});

test("lists an administrator's own screens: the demo doctor finds Staff", async ({ page }) => {
  await page.goto('/doctor/dashboard');
  await openWithShortcut(page);
  await searchBox(page).pressSequentially('Staff');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/doctor/settings/staff');
});

test("a patient's quick actions name the patient; Escape goes back, then Enter books", async ({ page }) => {
  await page.goto('/doctor/dashboard');
  await openWithShortcut(page);
  await searchBox(page).pressSequentially(PATIENT);
  await expect(patientOption(page)).toBeVisible();
  const id = await patientId(page);
  await page.keyboard.press('ArrowDown');
  await expect(palette(page).getByRole('option', { name: `Actions for ${PATIENT}…` }).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette(page).getByRole('option')).toHaveText([
    `Open the chart of ${PATIENT}`,
    `Book an appointment for ${PATIENT}`,
    `New diagnosis test for ${PATIENT}`,
    `New prescription for ${PATIENT}`,
  ]);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue(PATIENT);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(palette(page).getByRole('option', { name: `Book an appointment for ${PATIENT}` })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/doctor/appointments?book=${id}`);
});

test("the top bar's Search button shows the shortcut and opens the palette", async ({ page }) => {
  await page.goto('/doctor/dashboard');
  const button = searchButton(page);
  await expect(button).toContainText('Ctrl K');
  await expect(async () => {
    await button.click();
    await expect(palette(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('axe finds no serious or critical violation on the open palette, with patients and on the actions page', async ({ page }) => {
  await page.goto('/doctor/dashboard');
  await openWithShortcut(page);
  await searchBox(page).pressSequentially(PATIENT);
  await expect(patientOption(page)).toBeVisible();
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette(page).getByRole('option', { name: `Book an appointment for ${PATIENT}` })).toBeVisible();
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Search button fits the top bar, and the open palette fits the screen', async ({ page }) => {
    await page.goto('/doctor/dashboard');
    const button = searchButton(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await expect(async () => {
      await button.click();
      await expect(palette(page)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await searchBox(page).pressSequentially(PATIENT);
    await expect(patientOption(page)).toBeVisible();
    const dialog = (await palette(page).boundingBox())!;
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(390);
    expect(dialog.y + dialog.height).toBeLessThanOrEqual(844);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});

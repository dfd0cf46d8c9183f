import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { AXE_WIDTHS, NONE_AT_ANY_WIDTH, seriousViolations, violationsAtEachWidth } from './fixtures/axe';
import { DEMO_DOCTOR } from './fixtures/demo-doctor';

// axe-core on every dialog, sheet, menu and popup the doctor can open, at a desktop and a phone width:
// no serious or critical violation. (The add-appointment dialog and the patient and transaction sheets are in
// accessibility.spec.ts.) Nothing here saves or deletes: each check only opens.

type Opener = (page: Page) => Promise<Locator>;

const firstRowButton = (page: Page, name: RegExp) => page.locator('tbody tr').getByRole('button', { name }).first();

async function openFrom(page: Page, path: string, button: Locator, opened: Locator) {
  await page.goto(path);
  // The button may be rendered before the page hydrates: try until the click opens it.
  await expect(async () => {
    await button.click();
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return opened;
}

const OPENERS: Array<[string, Opener]> = [
  ['the command palette', (page) => openFrom(page, '/doctor/dashboard', page.getByRole('banner').getByRole('button', { name: 'Search…' }), page.getByRole('dialog', { name: 'Command palette' }))],
  ['the profile popup', (page) => openFrom(page, '/doctor/dashboard', page.getByRole('banner').getByRole('button', { name: /^Dr\. / }), page.getByRole('dialog', { name: 'Profile' }))],
  ['an appointment row menu', (page) => openFrom(page, '/doctor/appointments?show=upcoming', firstRowButton(page, /^Open menu for /), page.getByRole('menu'))],
  [
    'the cancel-appointment confirmation',
    async (page) => {
      // Pending visits from today on: the first page of Today may hold none, late in the clinic's day.
      await openFrom(page, '/doctor/appointments?show=upcoming&status=pending', firstRowButton(page, /^Open menu for /), page.getByRole('menu'));
      await page.getByRole('menuitem', { name: 'Cancel appointment' }).click();
      return page.getByRole('alertdialog');
    },
  ],
  [
    'the Reschedule dialog, with a refusal',
    async (page) => {
      await openFrom(page, '/doctor/appointments?show=upcoming&status=pending', firstRowButton(page, /^Open menu for /), page.getByRole('menu'));
      await page.getByRole('menuitem', { name: 'Reschedule…' }).click();
      const dialog = page.getByRole('dialog', { name: /^Reschedule appointment \d+$/ });
      // Its own time again: refused in words, in the dialog.
      await dialog.getByRole('button', { name: 'Reschedule' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      return dialog;
    },
  ],
  [
    'the Invite a colleague dialog, with its errors',
    async (page) => {
      const dialog = await openFrom(page, '/doctor/settings/staff', page.getByRole('button', { name: 'Invite a colleague' }), page.getByRole('dialog', { name: 'Invite a colleague' }));
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      return dialog;
    },
  ],
  [
    'the New Birth Report dialog, with its errors',
    async (page) => {
      const dialog = await openFrom(page, '/doctor/reports', page.getByRole('button', { name: 'New Birth Report' }), page.getByRole('dialog', { name: 'New Birth Report' }));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      return dialog;
    },
  ],
  [
    'the Admit dialog, with its free beds',
    async (page) => {
      const dialog = await openFrom(page, '/doctor/patients/1', page.getByRole('button', { name: 'Admit' }), page.getByRole('dialog', { name: 'Admit' }));
      await expect(dialog.getByRole('combobox', { name: 'Ward' })).toBeVisible();
      return dialog;
    },
  ],
  [
    'the Transfer dialog of an admission',
    async (page) => {
      const dialog = await openFrom(page, '/doctor/admissions/1', page.getByRole('button', { name: 'Transfer' }), page.getByRole('dialog', { name: 'Transfer' }));
      await expect(dialog.getByRole('combobox', { name: 'Ward' })).toBeVisible();
      return dialog;
    },
  ],
  ['the Discharge dialog of an admission', (page) => openFrom(page, '/doctor/admissions/1', page.getByRole('button', { name: 'Discharge' }), page.getByRole('dialog', { name: 'Discharge' }))],
  ['a death report', (page) => openFrom(page, '/doctor/reports?tab=death', firstRowButton(page, /^View DR-/), page.getByRole('dialog', { name: /^Death report / }))],
  ['a report delete confirmation', (page) => openFrom(page, '/doctor/reports', firstRowButton(page, /^Delete BR-/), page.getByRole('alertdialog'))],
  ['the New Investigation Report dialog', (page) => openFrom(page, '/doctor/reports?tab=investigation', page.getByRole('button', { name: 'New Investigation Report' }), page.getByRole('dialog', { name: 'New Investigation Report' }))],
  ['an investigation', (page) => openFrom(page, '/doctor/reports?tab=investigation', firstRowButton(page, /^View /), page.getByRole('dialog'))],
  ['an attachment preview', (page) => openFrom(page, '/doctor/reports?tab=investigation', firstRowButton(page, /^Preview the attachment of /), page.getByRole('dialog', { name: /^Preview: / }))],
  ['an operation report document', (page) => openFrom(page, '/doctor/reports?tab=operation', firstRowButton(page, /^Open the document of /), page.getByRole('dialog', { name: /^Document: / }))],
  ['the Edit Operation Report dialog', (page) => openFrom(page, '/doctor/reports?tab=operation', firstRowButton(page, /^Edit /), page.getByRole('dialog', { name: 'Edit Operation Report' }))],
  ['a diagnosis test', (page) => openFrom(page, '/doctor/diagnosis', firstRowButton(page, /^View RPT-/), page.getByRole('dialog'))],
  ['a diagnosis test delete confirmation', (page) => openFrom(page, '/doctor/diagnosis', firstRowButton(page, /^Delete RPT-/), page.getByRole('alertdialog', { name: 'Confirm Delete' }))],
  [
    'the New Diagnosis Category dialog, with its errors',
    async (page) => {
      const dialog = await openFrom(page, '/doctor/diagnosis-category', page.getByRole('button', { name: 'New Diagnosis Category' }), page.getByRole('dialog', { name: 'New Diagnosis Category' }));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Category is required')).toBeVisible();
      return dialog;
    },
  ],
  [
    'the Add medicine dialog, with its errors',
    async (page) => {
      const dialog = await openFrom(page, '/doctor/settings/medicines', page.getByRole('button', { name: 'Add medicine' }), page.getByRole('dialog', { name: 'Add medicine' }));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Medicine name is required')).toBeVisible();
      return dialog;
    },
  ],
  ['a category delete confirmation', (page) => openFrom(page, '/doctor/diagnosis-category', firstRowButton(page, /^Delete /), page.getByRole('alertdialog', { name: 'Confirm Delete' }))],
  ['a prescription delete confirmation', (page) => openFrom(page, '/doctor/prescription', firstRowButton(page, /^Delete the prescription for /), page.getByRole('alertdialog'))],
  [
    'a staff change confirmation',
    async (page) => {
      const colleague = page.locator('tbody tr').filter({ hasNot: page.getByRole('cell', { name: DEMO_DOCTOR.email, exact: true }) }).filter({ hasText: 'Active' });
      await openFrom(page, '/doctor/settings/staff', colleague.first().getByRole('button', { name: /^Open menu/ }), page.getByRole('menu'));
      await page.getByRole('menuitem', { name: 'Disable', exact: true }).click();
      return page.getByRole('alertdialog');
    },
  ],
];

test.describe('axe on dialogs at desktop and phone widths', () => {
  test.use({ viewport: { width: AXE_WIDTHS[0].width, height: AXE_WIDTHS[0].height } });

  for (const [name, open] of OPENERS) {
    test(name, async ({ page }) => {
      const opened = await open(page);
      await expect(opened).toBeVisible();
      expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
    });
  }

  test('the sidebar sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: AXE_WIDTHS[1].width, height: AXE_WIDTHS[1].height });
    const sheet = await openFrom(page, '/doctor/dashboard', page.getByRole('banner').getByRole('button', { name: 'Open menu' }), page.getByRole('dialog'));
    await expect(sheet.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { pdfText } from '../tests/pdf-text';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { PrescriptionListPage } from './pages/prescription-pages';
import { DEMO_DOCTOR_NAME, download } from './pages/shared';
import { VisitPage } from './pages/visit-page';

/** A fact of the printable sheet ("Status"), by its term. */
const fact = (sheet: Locator, term: string) => sheet.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

const DAY = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}`;

test.describe('prescription details', () => {
  test('an unknown id says Prescription not found', async ({ page }) => {
    for (const id of ['999999', 'abc', '']) {
      await page.goto(`/doctor/prescription/prescriptionn-details?id=${id}`);
      await expect(page.getByText('Prescription not found', { exact: true })).toBeVisible();
      await expect(page.getByTestId('prescription-sheet')).toHaveCount(0);
    }
  });

  test('Print opens the print dialog; printed, the sidebar, top bar and buttons are hidden', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/doctor/prescription/prescriptionn-details?id=1');
    const print = page.getByRole('button', { name: 'Print' });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(print).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back' })).toBeHidden();
    await expect(page.getByTestId('prescription-sheet')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
  });

  test('demo shows the same layout with a sample prescription by the signed-in doctor', async ({ page }) => {
    await page.goto('/doctor/prescription/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Details' })).toBeVisible();
    const sheet = page.getByTestId('prescription-sheet');
    await expect(sheet).toContainText('Chinedu Okafor');
    await expect(sheet).toContainText(DEMO_DOCTOR_NAME);
    await expect(sheet.getByRole('table', { name: 'Medicines' }).locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('links to its patient and its visit; voided, it reads Voided on its page, its print and its PDF, never Active', async ({ page, request }) => {
    const { id: visitId, name } = await bookTomorrow(request, { namePrefix: 'Amaka Details', label: 'details-voided', time: '11:45' });
    const visit = new VisitPage(page);
    await visit.goto(visitId);
    const id = await visit.writePrescription(visitId, { search: 'aten', option: 'Atenolol 50 mg tablet' });
    const details = `/doctor/prescription/prescriptionn-details?id=${id}`;
    await page.goto(details);
    const sheet = page.getByTestId('prescription-sheet');
    await expect(fact(sheet, 'Status')).toHaveText('Active');
    await expect(page.getByTestId('voided-record')).toHaveCount(0);

    // It leads to the patient's chart and to the visit it was written at.
    const links = page.getByTestId('prescription-links');
    const patient = links.getByRole('link', { name: new RegExp(`^${name} \\(P-\\d{6}\\)$`) });
    await expect(patient).toHaveAttribute('href', /^\/doctor\/patients\/\d+$/);
    await links.getByRole('link', { name: new RegExp(`^the visit of ${DAY}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${visitId}$`));
    await page.goto(details);
    await patient.click();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    await new PrescriptionListPage(page).voidPrescription(name, id, 'Dose written for another patient');
    await page.goto(details);
    const voided = page.getByTestId('voided-record');
    await expect(voided).toContainText('VOIDED – do not dispense');
    await expect(voided).toContainText(new RegExp(`Voided on ${DAY} by Dr\\. [^:]+: Dose written for another patient\\.`));
    await expect(fact(sheet, 'Status')).toHaveText('Voided');
    await expect(sheet).not.toContainText('Active');
    // Still the whole prescription, and still linked.
    await expect(sheet).toContainText('Atenolol 50 mg tablet');
    await expect(links.getByRole('link', { name: new RegExp(`^the visit of ${DAY}$`) })).toBeVisible();

    // On paper the mark is there and the links are not.
    await page.emulateMedia({ media: 'print' });
    await expect(voided).toBeVisible();
    await expect(links).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The PDF: the mark first, on every page, and Status Voided.
    const pdf = await download(page, page.getByRole('link', { name: 'Download PDF' }));
    expect(pdf.name).toBe(`prescription-${id}.pdf`);
    const text = pdfText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toMatch(new RegExp(`^VOIDED – do not dispense Voided on ${DAY} by Dr\\. [^:]+: Dose written for another patient\\.`));
    expect(text).toContain('Status Voided');
    expect(text).not.toContain('Active');
    expect(text).toContain('Atenolol');
  });
});

import { expect, test } from './fixtures/test';
import { pdfText } from '../tests/pdf-text';
import { download, toast } from './pages/shared';
import { PrescriptionFormPage } from './pages/prescription-pages';

// A doctor prescribes from the formulary and in free text, is warned of the patient's drug allergy and
// writes why, and hands over a printout or a PDF a pharmacist can dispense from.

const DETAILS = /\/doctor\/prescription\/prescriptionn-details\?id=(\d+)$/;
/** The sample's first patient is allergic to penicillin, with a rash (mocks/allergies.ts). */
const PATIENT = 'Chinedu Okafor';
const FREE_TEXT = 'Zobo herbal tonic';
const REASON = 'Tolerated amoxicillin in 2024 without a reaction.';

test('prescribe amlodipine and a free-text medicine for a penicillin-allergic patient; amoxicillin warns and needs a reason; the printout and PDF carry it all', async ({ page }) => {
  // One scenario across the form, a reload, the print and the PDF: three medicines, twice the default's work.
  test.slow();
  const form = new PrescriptionFormPage(page);
  await page.goto('/doctor/prescription/create-prescription');
  await form.choosePatient(PATIENT);
  await expect(page.getByTestId('prescribing-allergies')).toHaveText('Drug allergies: Penicillin (Rash)');

  await form.fillMedicine(1, { search: 'amlo', option: 'Amlodipine 5 mg tablet', dose: '5', unit: 'mg', duration: '30 days', time: 'Before meal', interval: 'Once daily (OD)' });
  await expect(form.medicine(1).getByRole('combobox', { name: 'Route' })).toHaveText('Oral');
  await expect(form.medicine(1).getByLabel('Quantity to dispense')).toHaveValue('30');

  // A medicine the formulary does not list, typed in free text, for two weeks.
  await form.addMedicine.click();
  const second = form.medicine(2);
  await form.fillMedicine(2, { search: FREE_TEXT, option: new RegExp(`^${FREE_TEXT}`), dose: '10', unit: 'mL', route: 'Oral', duration: 'Other…', time: 'After meal', interval: 'At night (nocte)' });
  await second.getByLabel('Number', { exact: true }).fill('2');
  await form.select(second, 'Days or weeks', 'Weeks');
  await expect(second).toContainText('Not in the list: prescribed as typed.');
  // 10 mL at night for 14 days.
  await expect(second.getByLabel('Quantity to dispense')).toHaveValue('140');

  // Amoxicillin is a penicillin: the form warns at once.
  await form.addMedicine.click();
  const third = form.medicine(3);
  await form.fillMedicine(3, { search: 'amoxi', option: 'Amoxicillin 500 mg capsule', dose: '500', unit: 'mg', duration: '7 days', time: 'After meal', interval: 'Three times daily (TDS)' });
  await expect(third.getByRole('alert')).toContainText('Allergy warning: Amoxicillin matches the drug allergy to Penicillin (rash) recorded for this patient.');
  await expect(third.getByLabel('Quantity to dispense')).toHaveValue('21');

  // Saved without a reason: refused, in words under the field, and nothing is saved.
  await form.save.click();
  await expect(third.getByText('Amoxicillin matches the drug allergy to Penicillin recorded for this patient: write why it is prescribed')).toBeVisible();
  await expect(page).toHaveURL(/create-prescription$/);

  await third.getByLabel('Reason to prescribe despite the allergy').fill(REASON);
  await form.field('Diagnosis').fill('Essential hypertension; sore throat');
  await form.field('Next visit').fill('2');
  await form.select(page, 'Next visit unit', 'Weeks');
  await expect(page.getByTestId('next-visit-date')).toHaveText(/^Next visit on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  const nextVisit = (await page.getByTestId('next-visit-date').locator('strong').innerText()).trim();
  await form.save.click();
  await expect(toast(page, 'Prescription added successfully')).toBeVisible();
  await expect(page).toHaveURL(DETAILS);
  const id = Number(DETAILS.exec(page.url())![1]);

  await page.reload();
  const sheet = page.getByTestId('prescription-sheet');
  await expect(sheet.getByTestId('sheet-allergies')).toHaveText('Penicillin (rash)');
  const rows = sheet.getByRole('table', { name: 'Medicines' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['1', 'Amlodipine 5 mg tablet', '5 mg', 'Oral (PO)', 'Once daily (OD)', '30 days', '30 tablets', 'Before meal', '—']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['2', `${FREE_TEXT} (not in the formulary)`, '10 mL', 'Oral (PO)', 'At night (nocte)', '2 weeks', '140 mL', 'After meal', '—']);
  await expect(rows.nth(2)).toContainText(`Prescribed despite an allergy: ${REASON}`);
  for (const [term, value] of [['Patient number', /^P-\d{6}$/], ['Age', /^\d+ years?$/], ['Sex', 'Male'], ['Next visit', nextVisit]] as const) {
    await expect(sheet.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')).toHaveText(value);
  }
  await expect(sheet.getByRole('region', { name: 'Diagnosis' })).toContainText('Essential hypertension; sore throat');

  // Print: the browser's dialog with the sheet.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The PDF made on the server says the same.
  const pdf = await download(page, page.getByRole('link', { name: 'Download PDF' }));
  expect(pdf.name).toBe(`prescription-${id}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf.bytes).replace(/\s+/g, ' ');
  for (const value of [PATIENT, 'Penicillin', 'Amlodipine', 'Once daily', 'OD', FREE_TEXT, 'Amoxicillin', 'Three times daily', 'TDS', '21 capsules', REASON, nextVisit, 'Essential hypertension; sore throat']) {
    expect(text).toContain(value);
  }
});

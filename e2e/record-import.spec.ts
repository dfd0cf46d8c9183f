import { expect, test } from './fixtures/test';
import { hospitalXRecord } from '@/lib/record-import/testing';
import { PatientChartPage } from './pages/patient-chart-page';
import { PatientsPage } from './pages/patients-page';

// "Import record" on the Patients screen: a record file from another hospital, what it holds and who the patient may
// be before anything is stored, then the chart with what came in, each item saying where it came from.

const fileOf = (record: unknown, name = 'record.json') => ({ name, mimeType: 'application/fhir+json', buffer: Buffer.from(JSON.stringify(record)) });

/** A patient of this test alone: a family name of letters and a phone, both from the time it runs. */
function onePatient(prefix: string) {
  const digits = String(Date.now());
  const family = `${prefix}${[...digits.slice(-6)].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
  return { family, phone: `+234 803 ${digits.slice(-7, -4)} ${digits.slice(-4)}`, mrn: `${prefix}-${digits}` };
}

test('imports a record file: the preview, the new patient’s chart with problems, immunizations, vitals and other observations from Hospital X', async ({ page }) => {
  const { family, phone, mrn } = onePatient('Imported');
  const record = hospitalXRecord({ mrn, given: 'Ngozi', family, birthDate: '1984-03-12', phone });

  const patients = new PatientsPage(page);
  await patients.goto();
  await page.getByRole('link', { name: 'Import record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import record' })).toBeVisible();

  await page.getByLabel('Record file').setInputFiles(fileOf(record));
  const summary = page.getByRole('region', { name: `Ngozi ${family}` });
  await expect(summary).toContainText('Born 12 Mar 1984');
  await expect(summary.getByRole('list', { name: 'What the record holds' }).getByRole('listitem').filter({ hasText: 'Observation' })).toContainText('7');
  await expect(page.getByRole('status').filter({ hasText: 'No registered patient looks like' })).toBeVisible();
  await page.getByRole('button', { name: 'Import record' }).click();

  await expect(page).toHaveURL(/\/doctor\/patients\/\d+$/);
  const chart = new PatientChartPage(page);
  await chart.expectLoaded(`Ngozi ${family}`);
  const problems = page.getByRole('region', { name: 'Problems', exact: true });
  await expect(problems.getByRole('table', { name: 'Problems of this patient' })).toContainText('Hypertension');
  await expect(problems).toContainText(/from Hospital X, Lagos, imported \d{1,2} [A-Z][a-z]{2} \d{4} by Dr\./);
  await expect(page.getByRole('region', { name: 'Immunizations', exact: true })).toContainText('Hep B');
  await expect(page.getByRole('region', { name: 'Visits elsewhere', exact: true })).toContainText('Hypertension review');
  // The smoking status is no clinic measure and no laboratory result: kept as sent, with its part.
  const others = page.getByRole('region', { name: 'Other observations', exact: true });
  const smoking = others.getByRole('row').filter({ hasText: 'Tobacco smoking status' });
  await expect(smoking).toContainText('Former smoker');
  await expect(smoking.getByRole('list', { name: 'Parts of Tobacco smoking status' })).toHaveText('Years since quitting: 6 a');
  await expect(smoking).toContainText('1 Jun 2025');
  await expect(smoking).toContainText('Social history');
  await expect(smoking).toContainText(/from Hospital X, Lagos, imported \d{1,2} [A-Z][a-z]{2} \d{4} by Dr\./);
  // The weight sent in pounds, converted; the pressure, by their own date.
  await expect(chart.vitals).toContainText('68.0');
  await expect(chart.vitals).toContainText('142/91');
  await expect(page.getByTestId('vital-weight-date')).toHaveText('Measured on 1 Jun 2025, at Hospital X, Lagos');
  await chart.open('Prescriptions');
  await expect(page.getByRole('region', { name: 'Medication history from elsewhere', exact: true })).toContainText('Amlodipine 5 mg tablet');
  // The laboratory's report is among the patient's results, saying where it was done.
  await page.getByRole('navigation', { name: 'Parts of the chart' }).getByRole('link', { name: /^Results/ }).click();
  await expect(page.getByTestId('lab-order').first()).toContainText(/Taken 1 Jun 2025, 10:00, from Hospital X, Lagos, imported \d{1,2} [A-Z][a-z]{2} \d{4} by Dr\./);
  await expect(page.getByRole('region', { name: 'Each test over time' })).toContainText('10.2 g/dL');
});

test('a record of a patient who may be registered already asks first: add to that patient, or register a new one', async ({ page }) => {
  const { family, phone, mrn } = onePatient('Twice');
  const first = hospitalXRecord({ mrn, given: 'Ade', family, birthDate: '1970-01-15', phone });

  await page.goto('/doctor/patients/import');
  await page.getByLabel('Record file').setInputFiles(fileOf(first));
  await expect(page.getByRole('status').filter({ hasText: 'No registered patient looks like' })).toBeVisible();
  await page.getByRole('button', { name: 'Import record' }).click();
  await expect(page).toHaveURL(/\/doctor\/patients\/\d+$/);
  const patientUrl = page.url();

  // The same person from another system: a likely duplicate, and nothing stored until the doctor chooses.
  await page.goto('/doctor/patients/import');
  await page.getByLabel('Record file').setInputFiles(fileOf(hospitalXRecord({ mrn: `${mrn}-elsewhere`, given: 'Ade', family, birthDate: '1970-01-15', phone }), 'second.json'));
  const choice = page.getByRole('group', { name: 'Possibly registered already' });
  await expect(choice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import record' })).toBeDisabled();
  await choice.getByRole('radio', { name: new RegExp(`^Add to P-\\d{6} Ade ${family}`) }).check();
  await page.getByRole('button', { name: 'Import record' }).click();
  await expect(page).toHaveURL(patientUrl);

  // The first record again: it was imported before, and lands on the same patient without asking.
  await page.goto('/doctor/patients/import');
  await page.getByLabel('Record file').setInputFiles(fileOf(first));
  await expect(page.getByRole('status').filter({ hasText: /^This record was imported before into P-\d{6} Ade/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import record' }).click();
  await expect(page).toHaveURL(patientUrl);
});

test('a file that is not one patient’s record is said so in words, and nothing is sent', async ({ page }) => {
  await page.goto('/doctor/patients/import');
  await page.getByLabel('Record file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ "not": "json"') });
  await expect(page.getByText('This file is not valid JSON: a record to import is a FHIR R4 Bundle in JSON.')).toBeVisible();
  await page.getByLabel('Record file').setInputFiles(fileOf({ resourceType: 'Bundle', type: 'searchset', entry: [] }, 'search.json'));
  await expect(page.getByText(/^This Bundle is of type searchset/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import record' })).toBeDisabled();
});

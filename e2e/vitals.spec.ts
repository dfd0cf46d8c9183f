import { expect, test } from './fixtures/test';
import { DiagnosisFormPage } from './pages/diagnosis-pages';
import { PatientChartPage } from './pages/patient-chart-page';
import { PatientsPage } from './pages/patients-page';
import { PrescriptionFormPage } from './pages/prescription-pages';
import { dateTimeField, fillDateTime, stamp } from './pages/shared';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { VisitPage } from './pages/visit-page';
import { formatInstantDate } from '../lib/clinic-time';

// One source of vitals: a weight recorded by a diagnosis test is the patient's latest weight everywhere at once,
// each view saying when it was measured.

const PATIENT = 'Chinedu Okafor';
const API_HEADERS = { 'x-api-key': 'e2e-hospital-api-key' };
/** Today on the clinic's calendar, as the screens write a day ("25 Nov 2026"). */
const today = () => formatInstantDate(new Date());

test('a diagnosis test’s weight and blood pressure show on the card, the sheet, the chart and the API with their date', async ({ page, request }) => {
  const form = new DiagnosisFormPage(page);
  await page.goto('/doctor/new-diagnosis');
  await form.choosePatient(PATIENT);
  await form.chooseCategory('Hypertension');
  await form.field('Weight (kg)').fill('68.2');
  await form.field('Blood pressure (mmHg)').fill('158/96');
  await form.field('Pulse rate (bpm)').fill('88');
  await form.field('SpO₂ (%)').fill('97');
  // "Measured at" starts at now: the clinic's date and its 24-hour time.
  // The date day first, as every date field shows it (DD/MM/YYYY).
  await expect(dateTimeField(page, 'Measured at').date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(dateTimeField(page, 'Measured at').time).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
  await form.save.click();
  await expect(page).toHaveURL(/\/doctor\/diagnosis$/);

  const response = await request.get(`/api/v1/users?search=${encodeURIComponent(PATIENT)}&limit=10`, { headers: API_HEADERS });
  expect(response.ok()).toBe(true);
  const [patient] = ((await response.json()) as { data: Array<Record<string, unknown> & { id: number; weightRecordedAt: string }> }).data;
  expect(patient).toMatchObject({ weight: 68.2, bloodPressure: '158/96' });
  expect(Date.now() - new Date(patient.weightRecordedAt).getTime()).toBeLessThan(10 * 60 * 1000);
  expect(patient.bloodPressureRecordedAt).toBe(patient.weightRecordedAt);

  const patients = new PatientsPage(page);
  await patients.goto(`?search=${encodeURIComponent(PATIENT)}`);
  const card = patients.cards.filter({ hasText: PATIENT });
  await expect(card.getByTestId('card-vital-weight')).toContainText('68.2 kg');
  await expect(card.getByTestId('card-vital-weight')).toContainText(today());
  await expect(card.getByTestId('card-vital-blood-pressure')).toContainText('158/96');

  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(patients.sheet.getByText(`68.2 kg on ${today()}`)).toBeVisible();
  await expect(patients.sheet.getByText(`158/96 mmHg on ${today()}`)).toBeVisible();

  const chart = new PatientChartPage(page);
  await chart.goto(patient.id);
  await expect(chart.vitals.getByTestId('vital-weight')).toHaveText('68.2 kg');
  await expect(chart.vitals.getByTestId('vital-weight-date')).toHaveText(`Measured on ${today()}`);
  await expect(chart.vitals.getByTestId('vital-blood-pressure')).toHaveText('158/96 mmHg');
  await expect(chart.vitals.getByTestId('vital-pulse')).toHaveText('88 bpm');
  await expect(chart.vitals.getByTestId('vital-spo2')).toHaveText('97%');
});

test('the diagnosis form says what is wrong with the new vitals and the time, in words', async ({ page }) => {
  const form = new DiagnosisFormPage(page);
  await page.goto('/doctor/new-diagnosis');
  await form.field('Pulse rate (bpm)').fill('72.5');
  await form.field('Temperature (°C)').fill('50');
  await form.field('SpO₂ (%)').fill('120');
  await form.field('Respiratory rate (breaths/min)').fill('fast');
  await fillDateTime(page, 'Measured at', '2999-01-01T10:00');
  await form.save.click();
  await expect(page.getByText('Pulse rate must be a whole number')).toBeVisible();
  await expect(page.getByText('Temperature must be at most 45 °C')).toBeVisible();
  await expect(page.getByText('SpO₂ must be at most 100 %')).toBeVisible();
  await expect(page.getByText('Respiratory rate must be a number')).toBeVisible();
  await expect(page.getByText('Measured at cannot be in the future')).toBeVisible();
  await expect(page).toHaveURL(/\/doctor\/new-diagnosis$/);
});

test('vitals typed at registration are the patient’s, dated by their Measured at', async ({ page }) => {
  // Yesterday at 09:00 on the clinic's clock.
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(yesterday);
  const lastName = `Vitalson${stamp()}`;
  await page.goto('/doctor/patients/new');
  await page.getByLabel('First name').fill('Ify');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByRole('combobox', { name: 'Sex' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await page.getByLabel('Email (optional)').fill(uniqueEmail('vitals'));
  await page.getByLabel('Street').fill('5 Marina');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Weight (kg)', { exact: true }).fill('54.3');
  await page.getByLabel('SpO₂ (%)', { exact: true }).fill('101');
  await fillDateTime(page, 'Measured at', `${day}T09:00`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SpO₂ must be at most 100 %')).toBeVisible();
  await page.getByLabel('SpO₂ (%)', { exact: true }).fill('98');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/doctor\/patients\/\d+$/);
  const chart = new PatientChartPage(page);
  const longDay = formatInstantDate(yesterday);
  await expect(chart.vitals.getByTestId('vital-weight')).toHaveText('54.3 kg');
  await expect(chart.vitals.getByTestId('vital-weight-date')).toHaveText(`Measured on ${longDay}`);
  await expect(chart.vitals.getByTestId('vital-spo2')).toHaveText('98%');
  await expect(chart.vitals.getByTestId('vital-blood-pressure')).toHaveText('Not measured');
});

test('a prescription’s physical information is the patient’s latest, measured when its Measured at says', async ({ page, request }) => {
  const patient = 'Aisha Bello';
  const form = new PrescriptionFormPage(page);
  await page.goto('/doctor/prescription/create-prescription');
  await form.choosePatient(patient);
  await form.field('Weight (kg)').fill('71.9');
  await form.field('Pulse rate (bpm)').fill('76');
  await expect(dateTimeField(page, 'Measured at').time).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
  await form.fillMedicine(1, { search: 'aten', option: 'Atenolol 50 mg tablet', dose: '50', unit: 'mg', duration: '30 days', time: 'After meal', interval: 'Morning' });
  await form.save.click();
  await expect(page).toHaveURL(/\/doctor\/prescription\/prescriptionn-details\?id=\d+$/);

  const response = await request.get(`/api/v1/users?search=${encodeURIComponent(patient)}&limit=10`, { headers: API_HEADERS });
  const [row] = ((await response.json()) as { data: Array<{ id: number; weight: number; weightRecordedAt: string }> }).data;
  expect(row.weight).toBe(71.9);
  expect(Date.now() - new Date(row.weightRecordedAt).getTime()).toBeLessThan(10 * 60 * 1000);
  const chart = new PatientChartPage(page);
  await chart.goto(row.id);
  await expect(chart.vitals.getByTestId('vital-weight')).toHaveText('71.9 kg');
  await expect(chart.vitals.getByTestId('vital-pulse')).toHaveText('76 bpm');
});

test('a high blood pressure is flagged "High" on the visit page, the card, the sheet and the chart, whose point for it Tab reaches', async ({ page }) => {
  const { id, name } = await bookTomorrow(page.request, { namePrefix: 'Kemi Flag', label: 'flag-high', time: '11:45' });
  const visit = new VisitPage(page);
  await visit.goto(id);
  await expect(visit.patient(name)).toContainText('No vitals recorded yet.');

  // A diagnosis test written at the visit comes back to it.
  await visit.action('Record diagnosis test').click();
  const form = new DiagnosisFormPage(page);
  await expect(form.patient).toHaveValue(name);
  await form.chooseCategory('Hypertension');
  await form.field('Blood pressure (mmHg)').fill('162/98');
  await form.field('Pulse rate (bpm)').fill('72');
  await form.save.click();
  await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${id}$`));
  const pressure = visit.latestVital(name, 'blood-pressure');
  await expect(pressure).toContainText('162/98 mmHg');
  await expect(pressure.locator('[data-flag]')).toHaveText('High');
  // A normal reading has no flag.
  await expect(visit.latestVital(name, 'pulse')).toContainText('72 bpm');
  await expect(visit.latestVital(name, 'pulse').locator('[data-flag]')).toHaveCount(0);

  const patients = new PatientsPage(page);
  await patients.goto(`?search=${encodeURIComponent(name)}`);
  const card = patients.cards.filter({ hasText: name });
  await expect(card.getByTestId('card-vital-blood-pressure')).toContainText('162/98');
  await expect(card.getByTestId('card-vital-blood-pressure').locator('[data-flag]')).toHaveText('High');
  await expect(card.getByTestId('card-vital-weight').locator('[data-flag]')).toHaveCount(0);
  await card.getByRole('button', { name: /^View Details/ }).click();
  const sheetPressure = patients.sheet.getByRole('definition').filter({ hasText: `162/98 mmHg on ${today()}` });
  await expect(sheetPressure.locator('[data-flag]')).toHaveText('High');
  await patients.sheet.getByRole('link', { name: 'Open chart' }).click();

  const chart = new PatientChartPage(page);
  await expect(chart.vitals.getByTestId('vital-blood-pressure')).toHaveText('162/98 mmHg');
  await expect(chart.vitals.getByTestId('vital-blood-pressure').locator('xpath=..').locator('[data-flag]')).toHaveText('High');
  await expect(chart.vitals.getByTestId('vital-pulse')).toHaveText('72 bpm');
  const point = chart.trendPoint(`${today()}: 162/98 mmHg, high`);
  await expect(point).toBeVisible();
  // The label shows only on hover or focus, and says the date, the value and the flag.
  expect(await chart.pointLabel(point)).toEqual({ shown: false, text: `${today()}: 162/98 mmHg, high` });
  await point.focus();
  await expect(point).toBeFocused();
  await expect.poll(() => chart.pointLabel(point)).toEqual({ shown: true, text: `${today()}: 162/98 mmHg, high` });
  // Tab leaves it, and it hides again.
  await page.keyboard.press('Tab');
  await expect(point).not.toBeFocused();
  await expect.poll(async () => (await chart.pointLabel(point)).shown).toBe(false);
  // Its legend says what is shaded and what the red dot means.
  await expect(chart.vitals.getByRole('figure', { name: /^Blood pressure \(mmHg\)/ })).toContainText('Normal systolic 90–129, diastolic 60–79');
});

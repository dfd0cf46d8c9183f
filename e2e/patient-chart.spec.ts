import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { uniqueEmail } from './fixtures/demo-doctor';
import { AppointmentsPage } from './pages/appointments-page';
import { AuditPage } from './pages/audit-page';
import { PatientChartPage, CHART_TABLES, type ChartListName } from './pages/patient-chart-page';
import { PatientsPage } from './pages/patients-page';
import { PrescriptionListPage } from './pages/prescription-pages';
import { VisitPage } from './pages/visit-page';
import { signUpFreshDoctor, stamp, toast } from './pages/shared';

// A patient's chart (/doctor/patients/{id}) and registering or correcting a patient. The first patient of the
// demo data (Chinedu Okafor) has diagnosis tests, appointments, a prescription, transactions and reports.

const FIRST_PATIENT = 'Chinedu Okafor';

/** Opens the first patient's sheet from the patients screen and follows its Open chart link. */
async function openChartFromSheet(page: Page) {
  const patients = new PatientsPage(page);
  await patients.goto();
  await patients.cards.first().getByRole('button', { name: `View Details of ${FIRST_PATIENT}` }).click();
  await expect(patients.sheet).toBeVisible();
  await patients.sheet.getByRole('link', { name: 'Open chart' }).click();
  await expect(page).toHaveURL(/\/doctor\/patients\/\d+$/);
  const chart = new PatientChartPage(page);
  await chart.expectLoaded(FIRST_PATIENT);
  return chart;
}

/** Fills the New patient / Edit patient form. */
async function fillPatientForm(page: Page, values: { firstName: string; lastName: string; dateOfBirth: string; phone: string; email: string; street: string; state: string; bloodGroup?: string }) {
  await page.getByLabel('First name').fill(values.firstName);
  await page.getByLabel('Last name').fill(values.lastName);
  await page.getByLabel('Date of birth').fill(values.dateOfBirth);
  await page.getByRole('combobox', { name: 'Sex' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.getByLabel('Phone', { exact: true }).fill(values.phone);
  await page.getByLabel('Email (optional)').fill(values.email);
  await page.getByLabel('Street').fill(values.street);
  await page.getByLabel('State').fill(values.state);
  if (values.bloodGroup) {
    await page.getByRole('combobox', { name: 'Blood group' }).click();
    await page.getByRole('option', { name: values.bloodGroup, exact: true }).click();
  }
}

test.describe('patient chart', () => {
  test('opens from the patients sheet with the header, the vitals and their trend, and every list; a reload keeps it', async ({ page }) => {
    const chart = await openChartFromSheet(page);
    const url = page.url();
    for (const label of ['Age', 'Sex', 'Blood group', 'Phone', 'Email', 'Address'] as const) await expect(chart.detail(label)).not.toBeEmpty();
    await expect(chart.detail('Email')).toContainText('@');

    // The demo gives this patient four diagnosis tests (other specs may add one), besides the vitals of their
    // registration and prescriptions: each vital has its latest value and a chart whose name says the trend over
    // its latest readings, whoever took them.
    await expect(chart.vitals.getByTestId('vital-weight')).toHaveText(/^\d+(\.\d)? kg$/);
    await expect(chart.vitals.getByTestId('vital-blood-pressure')).toHaveText(/^\d{2,3}\/\d{2,3} mmHg$/);
    await expect(chart.vitals.getByTestId('vital-blood-glucose')).toHaveText(/^\d+(\.\d)? mg\/dL$/);
    const weightTrend = chart.vitals.getByRole('img', { name: /^Weight over \d+ readings: from .* kg on .* to .* kg on .*\.$/ });
    await expect(weightTrend).toBeVisible();
    await expect(chart.vitals.getByRole('img', { name: /^Blood pressure over \d+ readings: Systolic from .*; Diastolic from / })).toBeVisible();
    await expect(chart.vitals.getByRole('img', { name: /^Blood glucose over \d+ readings/ })).toBeVisible();
    const weighed = Number((await weightTrend.getAttribute('aria-label'))!.match(/over (\d+) readings/)![1]);
    expect(weighed).toBeGreaterThanOrEqual(4);

    // The numbers themselves, for screen readers: one row per reading (the latest 12), each measured.
    const numbers = chart.vitals.getByRole('table', { name: 'Weight (kg) readings' }).locator('tbody tr');
    await expect(numbers).toHaveCount(Math.min(weighed, 12));
    await expect(numbers.filter({ hasNotText: 'Not measured' })).toHaveCount(weighed);
    // The Overview lists the appointments; each date opens the appointment's page.
    await expect(chart.tab('Overview')).toHaveAttribute('aria-current', 'page');
    await expect(chart.rows('Appointments').first().getByRole('link')).toHaveAttribute('href', /^\/doctor\/appointment\/\d+$/);

    // Every other list is a tab of its own, at its own address, its count beside its name.
    for (const name of Object.keys(CHART_TABLES) as ChartListName[]) {
      if (name !== 'Appointments') await chart.open(name);
      await expect(chart.table(name)).toBeVisible();
      await expect(chart.rows(name).first()).not.toHaveText(/yet\.$/);
      if (name !== 'Appointments') await expect(chart.tab(name)).toHaveText(`${name} ${await chart.total(name)}`);
    }
    await chart.open('Diagnosis tests');
    await expect(page).toHaveURL(`${url}/diagnosis-tests`);
    const tests = await chart.total('Diagnosis tests');
    // Five a page.
    await expect(chart.rows('Diagnosis tests')).toHaveCount(Math.min(tests, 5));
    // Each list links to the existing screens: the report number opens the test.
    await expect(chart.rows('Diagnosis tests').first().getByRole('link')).toHaveAttribute('href', /^\/doctor\/edit-diagnosis\/\d+$/);

    // A reload keeps the part and the patient.
    await page.reload();
    await expect(chart.title(FIRST_PATIENT)).toBeVisible();
    expect(page.url()).toBe(`${url}/diagnosis-tests`);
    await expect(chart.tab('Diagnosis tests')).toHaveAttribute('aria-current', 'page');
    await expect(chart.rows('Diagnosis tests')).toHaveCount(Math.min(tests, 5));
  });

  test("the Overview's Current medicines are those of the active prescriptions; a voided one leaves them and shows Voided, struck through, in Prescriptions", async ({ page, request }) => {
    const { id: visitId, name } = await bookTomorrow(request, { namePrefix: 'Amaka Chart', label: 'chart-medicines', time: '12:15' });
    const visit = new VisitPage(page);
    await visit.goto(visitId);
    await visit.patient(name).getByRole('link', { name, exact: true }).click();
    const chart = new PatientChartPage(page);
    await chart.expectLoaded(name);
    const chartUrl = page.url();
    await expect(chart.currentMedicines).toContainText('No current medicines: the patient has no active prescription.');

    await visit.goto(visitId);
    const kept = await visit.writePrescription(visitId, { search: 'paras', option: 'Parastamol 500 mg tablet' });
    const voided = await visit.writePrescription(visitId, { search: 'aten', option: 'Atenolol 50 mg tablet' });
    await page.goto(chartUrl);
    const medicines = chart.currentMedicines.getByRole('listitem');
    // The latest prescription first: name, dose, how often, since when; the name opens the prescription.
    await expect(medicines).toHaveCount(2);
    await expect(medicines.first()).toContainText(/^Atenolol 50 mg tablet\s*1 tablet\s*Morning and evening \(BD\)\s*since \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(medicines.first().getByRole('link')).toHaveAttribute('href', `/doctor/prescription/prescriptionn-details?id=${voided}`);
    await expect(medicines.nth(1)).toContainText('Parastamol 500 mg tablet');

    await new PrescriptionListPage(page).voidPrescription(name, voided, 'Prescribed twice');
    await page.goto(chartUrl);
    await expect(medicines).toHaveCount(1);
    await expect(medicines.first()).toContainText('Parastamol 500 mg tablet');
    await expect(chart.currentMedicines).not.toContainText('Atenolol');

    // The Prescriptions part: both, each naming its drugs and its state; the voided one struck through.
    await chart.open('Prescriptions');
    const row = (id: number) => chart.rows('Prescriptions').filter({ has: page.locator(`a[href$="id=${id}"]`) });
    await expect(row(kept)).toContainText('Parastamol 500 mg');
    await expect(row(kept).locator('[data-slot="badge"]')).toHaveText('Active');
    await expect(row(voided).locator('[data-slot="badge"]')).toHaveText('Voided');
    await expect(row(voided)).not.toContainText('Active');
    await expect(row(voided).locator('.line-through').filter({ hasText: 'Atenolol 50 mg' })).toHaveCount(1);
    await expect(row(voided)).toContainText(/Voided on .+ by Dr\. [^:]+: Prescribed twice/);
  });

  test('books an appointment from the chart with the patient chosen; the chart lists it, paged in the URL', async ({ browser }) => {
    // A doctor of their own: the default week (Wednesday 09:00–16:00); 2099-03-11 is a Wednesday.
    const { context, page } = await signUpFreshDoctor(browser, 'chart-booking');
    const chart = await openChartFromSheet(page);
    const chartUrl = page.url();
    const before = await chart.total('Appointments');
    const email = await chart.detail('Email').textContent();

    await chart.action('Book appointment').click();
    const appointments = new AppointmentsPage(page);
    await expect(page).toHaveURL(/\/doctor\/appointments\?book=\d+$/);
    await expect(appointments.dialog).toBeVisible();
    await expect(appointments.field('Full name')).toHaveValue(FIRST_PATIENT);
    await expect(appointments.field('Email')).toHaveValue(email!);
    await expect(appointments.field('Phone')).not.toHaveValue('');
    await appointments.field('Date').fill('2099-03-11');
    await appointments.field('Time').fill('10:30');
    await appointments.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(appointments.dialog).toBeHidden();
    await expect(toast(page, `Appointment added for ${FIRST_PATIENT} on 11 Mar 2099`)).toBeVisible();

    await page.goto(chartUrl);
    await chart.expectLoaded(FIRST_PATIENT);
    expect(await chart.total('Appointments')).toBe(before + 1);
    // Five a page: the booking is on one of the pages, each kept in the URL (?appointmentsPage=).
    const pages = Math.ceil((before + 1) / 5);
    expect(pages).toBeGreaterThan(1);
    const seen: string[] = await chart.rows('Appointments').allInnerTexts();
    for (let n = 2; n <= pages; n += 1) {
      await chart.section('Appointments').getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`appointmentsPage=${n}$`));
      await expect(chart.pageLabel('Appointments')).toHaveText(`Page ${n} of ${pages}`);
      seen.push(...(await chart.rows('Appointments').allInnerTexts()));
    }
    await page.reload();
    await expect(chart.pageLabel('Appointments')).toHaveText(`Page ${pages} of ${pages}`);
    const booked = seen.filter((row) => row.includes('11 Mar 2099'));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toContain('10:30');
    expect(booked[0]).toContain('Pending');
    await context.close();
  });

  test('New diagnosis test and New prescription open with the patient chosen', async ({ page }) => {
    const chart = await openChartFromSheet(page);
    const chartUrl = page.url();
    await chart.action('New diagnosis test').click();
    // returnTo: saving comes back to the chart's part that lists it (e2e/visit.spec.ts saves one).
    await expect(page).toHaveURL(/\/doctor\/new-diagnosis\?patient=(\d+)&returnTo=%2Fdoctor%2Fpatients%2F\1%2Fdiagnosis-tests$/);
    await expect(page.getByRole('combobox', { name: 'Patient name' })).toHaveValue(FIRST_PATIENT);
    await page.goto(chartUrl);
    await chart.action('New prescription').click();
    await expect(page).toHaveURL(/\/doctor\/prescription\/create-prescription\?patient=(\d+)&returnTo=%2Fdoctor%2Fpatients%2F\1%2Fprescriptions$/);
    await expect(page.getByRole('combobox', { name: 'Patient', exact: true })).toHaveValue(FIRST_PATIENT);
    // An id that is no patient's opens the form empty.
    await page.goto('/doctor/prescription/create-prescription?patient=999999');
    await expect(page.getByRole('heading', { level: 1, name: 'New Prescription' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Patient', exact: true })).toHaveValue('');
  });

  test('an unknown or non-numeric id is the PageNotFound', async ({ page }) => {
    for (const id of ['999999', 'abc']) {
      await page.goto(`/doctor/patients/${id}`);
      await expect(page.getByText('PageNotFound')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    }
  });
});

test.describe('registering and correcting a patient', () => {
  test('New patient registers one, the chart shows it, Edit corrects it and a reload keeps the change; a duplicate email is refused', async ({ page }) => {
    // A long walk through every part of the chart, the audit screen and a second registration.
    test.slow();
    const lastName = `Chartson${stamp()}`;
    const email = uniqueEmail('chart-patient');
    const patients = new PatientsPage(page);
    await patients.goto();
    await page.getByRole('link', { name: 'New patient' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New patient' })).toBeVisible();

    // The schema refuses a date of birth in the future, before anything is sent.
    await fillPatientForm(page, { firstName: 'Amara', lastName, dateOfBirth: '2999-01-01', phone: '+234 803 555 0177', email, street: '3 Broad Street', state: 'Lagos', bloodGroup: 'B+' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
    await page.getByLabel('Date of birth').fill('1992-07-15');
    await page.getByRole('button', { name: 'Save' }).click();

    const chart = new PatientChartPage(page);
    await expect(toast(page, `Amara ${lastName} registered successfully`)).toBeVisible();
    await expect(page).toHaveURL(/\/doctor\/patients\/\d+$/);
    const chartPath = new URL(page.url()).pathname;
    const patientId = chartPath.split('/').pop()!;
    await chart.expectLoaded(`Amara ${lastName}`);
    await expect(chart.detail('Blood group')).toHaveText('B+');
    await expect(chart.detail('Address')).toHaveText('3 Broad Street, Lagos');
    await expect(chart.vitals.getByText('Weight: not measured yet.')).toBeVisible();
    for (const name of Object.keys(CHART_TABLES) as ChartListName[]) {
      if (name !== 'Appointments') await chart.open(name);
      await expect(chart.rows(name)).toHaveText([/yet\.$/]);
      if (name !== 'Appointments') await expect(chart.tab(name)).toHaveText(`${name} 0`);
    }
    await chart.open('Overview');

    // Found on the patients screen by name.
    await patients.goto(`?search=${lastName}`);
    await expect(patients.cards).toHaveCount(1);
    await expect(patients.cards.first().getByRole('heading')).toHaveText(`Amara ${lastName}`);

    // Edit from the chart: a new surname and blood group, saved and kept after a reload.
    await page.goBack();
    await chart.expectLoaded(`Amara ${lastName}`);
    await chart.action('Edit').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit patient' })).toBeVisible();
    await expect(page.getByLabel('Email (optional)')).toHaveValue(email);
    await page.getByLabel('Last name').fill(`${lastName}-Obi`);
    await page.getByRole('combobox', { name: 'Blood group' }).click();
    await page.getByRole('option', { name: 'Not tested', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Amara ${lastName}-Obi updated successfully`)).toBeVisible();
    await chart.expectLoaded(`Amara ${lastName}-Obi`);
    await page.reload();
    await chart.expectLoaded(`Amara ${lastName}-Obi`);
    await expect(chart.detail('Blood group')).toHaveText('Not tested');
    const patientNumber = (await chart.detail('Patient number').innerText()).trim();

    // Access history: this doctor registered, corrected and opened the record (each part of the chart opened is
    // a view), newest first, ten a page; the registration is the oldest line, on the last page.
    await chart.open('Access history');
    await expect(page).toHaveURL(`${chartPath}/access-history`);
    const history = page.getByRole('region', { name: 'Access history', exact: true });
    const historyRows = history.getByRole('row');
    await expect(historyRows.nth(1)).toContainText('Viewed');
    await expect(historyRows.nth(1)).toContainText('chart');
    const pages = Number(/of (\d+)/.exec((await history.getByText(/^Page \d+ of \d+/).textContent())!)![1]);
    await page.goto(`${chartPath}/access-history?accessPage=${pages}`);
    await expect(historyRows.last()).toContainText('Created');
    // Named by the number every screen writes, not the trail's internal id.
    await expect(historyRows.last()).toContainText(`Patient ${patientNumber}`);

    // The Audit screen finds the same lines by the patient.
    const audit = new AuditPage(page);
    await audit.goto();
    await audit.filter({ patient: patientId, action: 'Created' });
    await expect(audit.rows).toHaveCount(1);
    await audit.filter({ action: 'Changed' });
    await expect(audit.rows).toHaveCount(1);
    await audit.filter({ action: 'Viewed' });
    await expect(audit.rows.filter({ hasText: 'chart' }).first()).toContainText('Viewed');
    await page.goto(chartPath);

    // Another registration with the same email in other letters: first listed as possibly the same person, and
    // when the doctor says it is a different person, refused under Email.
    await page.goto('/doctor/patients/new');
    await fillPatientForm(page, { firstName: 'Second', lastName, dateOfBirth: '1990-01-01', phone: '+234 803 555 0178', email: email.toUpperCase(), street: '4 Broad Street', state: 'Lagos' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Possibly registered already' })).toContainText(`Amara ${lastName}-Obi`);
    await page.getByRole('button', { name: 'Register as a different person' }).click();
    await expect(page.getByLabel('Email (optional)')).toHaveAccessibleDescription('A patient with this email already exists.');
    await expect(page).toHaveURL(/\/doctor\/patients\/new$/);
  });
});

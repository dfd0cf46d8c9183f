import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { bookTomorrow, TOKEN } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { DiagnosisFormPage } from './pages/diagnosis-pages';
import { PatientChartPage } from './pages/patient-chart-page';
import { PrescriptionFormPage, PrescriptionListPage } from './pages/prescription-pages';
import { toast } from './pages/shared';
import { VisitPage } from './pages/visit-page';

// The visit's page (/doctor/appointment/{id}) leads on: to the patient's chart, and to a diagnosis test and a
// prescription written at this visit, each coming back here once saved; a visit is not completed before its
// start without a word.

/** Books a visit for tomorrow through the hospital API for a new patient (the first free time offered if taken). */
const book = (request: APIRequestContext, label: string) => bookTomorrow(request, { namePrefix: 'Amaka Visit', label: `visit-${label}`, time: '11:15' });

test('the visit shows its patient from their record, and its test and prescription come back to it', async ({ page, request }) => {
  const { id, name } = await book(request, 'actions');
  const visit = new VisitPage(page);
  await visit.goto(id);
  await expect(visit.patient(name).getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/doctor\/patients\/\d+$/);
  await expect(visit.detail(name, 'Patient number')).toHaveText(/^P-\d{6}$/);
  await expect(visit.detail(name, 'Age')).toHaveText(/^(about )?33$/);
  await expect(visit.detail(name, 'Sex')).toHaveText('Female');
  await expect(visit.tests).toContainText('No diagnosis tests at this visit yet.');
  await expect(visit.prescriptions).toContainText('No prescriptions at this visit yet.');

  await visit.action('Record diagnosis test').click();
  await expect(page).toHaveURL(new RegExp(`/doctor/new-diagnosis\\?patient=\\d+&appointment=${id}&returnTo=%2Fdoctor%2Fappointment%2F${id}$`));
  const test = new DiagnosisFormPage(page);
  await expect(test.patient).toHaveValue(name);
  await test.chooseCategory('Malaria');
  await test.save.click();
  const added = toast(page, /^Diagnosis test (\S+) added successfully$/);
  await expect(added).toBeVisible();
  const reportNumber = /Diagnosis test (\S+) /.exec((await added.textContent()) ?? '')![1];
  await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${id}$`));
  await expect(visit.tests.getByRole('link', { name: reportNumber, exact: true })).toHaveAttribute('href', /^\/doctor\/edit-diagnosis\/\d+$/);

  await visit.action('Write prescription').click();
  await expect(page).toHaveURL(new RegExp(`/doctor/prescription/create-prescription\\?patient=\\d+&appointment=${id}&returnTo=%2Fdoctor%2Fappointment%2F${id}$`));
  const prescription = new PrescriptionFormPage(page);
  await expect(prescription.patient).toHaveValue(name);
  await prescription.field('Problem description').fill('Fever since Sunday.');
  await prescription.fillMedicine(1, { search: 'paras', option: 'Parastamol 500 mg tablet', dose: '1', unit: 'tablet', duration: '3 days', time: 'After meal', interval: 'Both' });
  await prescription.save.click();
  await expect(toast(page, 'Prescription added successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${id}$`));
  await expect(visit.prescriptions.getByRole('listitem')).toHaveCount(1);
  await expect(visit.prescriptions.getByRole('link', { name: /^Prescription of / })).toHaveAttribute('href', /^\/doctor\/prescription\/prescriptionn-details\?id=\d+$/);

  // Both belong to the visit: a reload still lists them.
  await page.reload();
  await expect(visit.tests.getByRole('listitem')).toHaveCount(1);
  await expect(visit.tests).toContainText(reportNumber);
  await expect(visit.prescriptions.getByRole('listitem')).toHaveCount(1);
});

test('a prescription voided after the visit stays listed at it, struck through, saying Voided, who, when and why', async ({ page, request }) => {
  const { id, name } = await book(request, 'voided');
  const visit = new VisitPage(page);
  await visit.goto(id);
  const prescriptionId = await visit.writePrescription(id, { search: 'paras', option: 'Parastamol 500 mg tablet' });
  const row = visit.prescription(prescriptionId);
  // It names its drugs and its state.
  await expect(row).toContainText('Parastamol 500 mg');
  await expect(row.locator('[data-slot="badge"]')).toHaveText('Active');
  await expect(row.locator('.line-through')).toHaveCount(0);

  await new PrescriptionListPage(page).voidPrescription(name, prescriptionId, 'Written at the wrong visit');
  await visit.goto(id);
  // It used to vanish ("No prescriptions at this visit yet") while the chart showed it struck through.
  await expect(visit.prescriptions).not.toContainText('No prescriptions at this visit yet.');
  await expect(visit.prescriptions.getByRole('listitem')).toHaveCount(1);
  await expect(row.locator('.line-through').filter({ hasText: 'Parastamol 500 mg' })).toHaveCount(1);
  await expect(row.locator('.line-through').filter({ hasText: /^Prescription of / })).toHaveCount(1);
  await expect(row).toContainText(/Voided on \d{1,2} [A-Z][a-z]{2} \d{4} by Dr\. [^:]+: Written at the wrong visit/);
  await expect(row.locator('[data-slot="badge"]')).toHaveText('Voided');
  await expect(row).not.toContainText('Active');
  // Its page still opens from here, saying what it is.
  await row.getByRole('link', { name: /^Prescription of / }).click();
  await expect(page.getByTestId('voided-record')).toContainText('VOIDED – do not dispense');
});

test("the patient's name opens the chart, and a diagnosis test started there comes back to the chart", async ({ page, request }) => {
  const { id, name } = await book(request, 'chart');
  const visit = new VisitPage(page);
  await visit.goto(id);
  await visit.patient(name).getByRole('link', { name, exact: true }).click();
  const chart = new PatientChartPage(page);
  await chart.expectLoaded(name);
  const chartUrl = page.url();

  await chart.action('New diagnosis test').click();
  const test = new DiagnosisFormPage(page);
  await expect(test.patient).toHaveValue(name);
  await test.chooseCategory('Asthma');
  await test.save.click();
  const added = toast(page, /^Diagnosis test (\S+) added successfully$/);
  await expect(added).toBeVisible();
  const reportNumber = /Diagnosis test (\S+) /.exec((await added.textContent()) ?? '')![1];
  // Back on the chart, on the part that lists it.
  await expect(page).toHaveURL(`${chartUrl}/diagnosis-tests`);
  await expect(chart.tab('Diagnosis tests')).toHaveAttribute('aria-current', 'page');
  await expect(chart.rows('Diagnosis tests').first()).toContainText(reportNumber);

  // Started from the chart, it belongs to no visit.
  await visit.goto(id);
  await expect(visit.tests).toContainText('No diagnosis tests at this visit yet.');
});

test("the visit's forms start with what it knows: the test with the age, the prescription with the test's readings and the test; the sitting's weight is recorded once", async ({ page, request }) => {
  const { id, name } = await book(request, 'readings');
  const visit = new VisitPage(page);
  await visit.goto(id);
  await visit.action('Record diagnosis test').click();
  const test = new DiagnosisFormPage(page);
  await expect(test.patient).toHaveValue(name);
  // The age is the patient's, from the date of birth the booking gave.
  await expect(test.field('Age')).toHaveValue('33');
  await test.chooseCategory('Malaria');
  await test.field('Weight (kg)').fill('72.5');
  await test.field('Blood pressure (mmHg)').fill('120/80');
  await test.field('Temperature (°C)').fill('37');
  await test.save.click();
  const added = toast(page, /^Diagnosis test (\S+) added successfully$/);
  await expect(added).toBeVisible();
  const reportNumber = /Diagnosis test (\S+) /.exec((await added.textContent()) ?? '')![1];
  await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${id}$`));

  await visit.action('Write prescription').click();
  const prescription = new PrescriptionFormPage(page);
  await expect(prescription.field('Weight (kg)')).toHaveValue('72.5');
  await expect(prescription.field('Blood pressure (mmHg)')).toHaveValue('120/80');
  await expect(prescription.field('Temperature (°C)')).toHaveValue('37.0');
  await expect(prescription.field('Pulse rate (bpm)')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Diagnosis test', exact: true })).toHaveText(`${reportNumber} · Malaria`);
  // The pulse is taken now; the rest stands as the test measured it.
  await prescription.field('Pulse rate (bpm)').fill('88');
  await prescription.field('Problem description').fill('Fever since Sunday.');
  await prescription.fillMedicine(1, { search: 'paras', option: 'Parastamol 500 mg tablet', dose: '1', unit: 'tablet', duration: '3 days', time: 'After meal', interval: 'Both' });
  await prescription.save.click();
  await expect(toast(page, 'Prescription added successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/doctor/appointment/${id}$`));

  // The prescription shows the sitting's readings with its own pulse.
  await visit.prescriptions.getByRole('link', { name: /^Prescription of / }).click();
  const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Weight')).toHaveText('72.5 kg');
  await expect(fact('Blood pressure')).toHaveText('120/80 mmHg');
  await expect(fact('Pulse rate')).toHaveText('88 bpm');

  // The chart's weight trend holds the sitting once.
  await visit.goto(id);
  await visit.patient(name).getByRole('link', { name, exact: true }).click();
  const chart = new PatientChartPage(page);
  await chart.expectLoaded(name);
  await expect(chart.trendPoint(/^Weight over 1 reading: 72\.5 kg on /)).toBeVisible();
  await expect(chart.trendPoint(/^\d{1,2} \w{3} \d{4}: 72\.5 kg$/)).toHaveCount(1);
  await expect(chart.trendPoint(/^Blood pressure over 1 reading: Systolic 120 mmHg on /)).toBeVisible();
});

test('a way back out of the doctor area is ignored: the form goes where it goes without one', async ({ page, request }) => {
  const { id } = await book(request, 'hostile');
  await page.goto(`/doctor/new-diagnosis?appointment=${id}&returnTo=${encodeURIComponent('//evil.example/doctor/')}`);
  const test = new DiagnosisFormPage(page);
  await expect(test.cancel).toHaveAttribute('href', '/doctor/diagnosis');
});

test('completing a visit before its start asks first: Keep it changes nothing, Complete now completes it', async ({ page, request }) => {
  const onPage = await book(request, 'early-page');
  const visit = new VisitPage(page);
  await visit.goto(onPage.id);
  await visit.status.getByRole('button', { name: 'Confirm' }).click();
  await expect(visit.status.getByRole('button', { name: 'Complete' })).toBeVisible();
  await visit.status.getByRole('button', { name: 'Complete' }).click();
  await expect(visit.earlyQuestion()).toBeVisible();
  await visit.earlyQuestion().getByRole('button', { name: 'Keep it' }).click();
  await expect(visit.earlyQuestion()).toBeHidden();
  await page.reload();
  await expect(visit.status.getByRole('button')).toHaveText(['Check in', 'Complete', 'Cancel appointment']);
  await visit.status.getByRole('button', { name: 'Complete' }).click();
  await visit.earlyQuestion().getByRole('button', { name: 'Complete now' }).click();
  await expect(toast(page, `Appointment ${onPage.id} is now completed`)).toBeVisible();
  await expect(visit.status).toHaveCount(0);

  // The appointments list's row menu asks the same.
  const inList = await book(request, 'early-list');
  expect((await request.patch(`/api/v1/appointments/${inList.id}`, { headers: TOKEN, data: { status: 'confirmed' } })).status()).toBe(200);
  const list = new AppointmentsPage(page);
  await list.goto(`?show=upcoming&q=${encodeURIComponent(inList.name)}`);
  await list.rows.first().getByRole('button', { name: /^Open menu for / }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await visit.earlyQuestion().getByRole('button', { name: 'Keep it' }).click();
  await expect(list.rows.first()).toContainText('Confirmed');
  await list.rows.first().getByRole('button', { name: /^Open menu for / }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await visit.earlyQuestion().getByRole('button', { name: 'Complete now' }).click();
  await expect(toast(page, `Appointment ${inList.id} is now completed`)).toBeVisible();
  await expect(list.rows.first()).toContainText('Completed');
});

test('the reminders promise nothing this server cannot send: no SMS gateway, no mail server, said in plain words', async ({ page, request }) => {
  // The shared e2e server configures neither an SMS gateway nor a mail server.
  const { id } = await book(request, 'reminders');
  await new VisitPage(page).goto(id);
  const reminders = page.getByRole('region', { name: 'Reminders', exact: true });
  await expect(reminders.getByRole('listitem').filter({ hasText: 'SMS' })).toContainText('No SMS gateway is configured: no SMS will be sent.');
  await expect(reminders.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('No mail server is configured: no email reminder will be sent.');
  await expect(reminders).not.toContainText('Not queued yet');
});

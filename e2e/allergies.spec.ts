import { expect, test } from './fixtures/test';
import { NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { AllergyEditor } from './pages/allergy-editor';
import { PatientChartPage } from './pages/patient-chart-page';
import { toast } from './pages/shared';
import { VisitPage } from './pages/visit-page';

// Drug allergies on the patient's record: recorded from the chart's header, shown there and on the
// patient's visit, removed with a reason (voided, not erased).

test('a drug allergy recorded on the chart shows in its header and on the visit, and is removed with a reason', async ({ page, request }) => {
  const { id: appointmentId, name } = await bookTomorrow(request, { namePrefix: 'Ifeoma Allergy', label: 'allergies', time: '12:15' });
  const visit = new VisitPage(page);
  await visit.goto(appointmentId);
  await expect(new AllergyEditor(page, visit.patient(name)).badges).toHaveText('Drug allergies: Not recorded');
  await visit.patient(name).getByRole('link', { name, exact: true }).click();

  const chart = new PatientChartPage(page);
  await expect(chart.title(name)).toBeVisible();
  // The chart shows the allergies once, in its header.
  const header = new AllergyEditor(page);
  await expect(header.badges).toHaveText('Drug allergies: Not recorded');

  await header.open();
  // The drug or class is required: said under the field, nothing saved.
  await header.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(header.dialog.getByText('Drug or class is required')).toBeVisible();
  await header.add('Penicillin', 'Rash');
  await expect(toast(page, 'Drug allergy Penicillin recorded')).toBeVisible();
  await expect(header.list.getByRole('listitem')).toHaveCount(1);
  await expect(header.list).toContainText('Penicillin (Rash)');
  // With an allergy listed, "No known drug allergies" is not offered.
  await expect(header.dialog.getByRole('button', { name: 'No known drug allergies' })).toBeDisabled();
  await header.close();
  await expect(header.badges).toHaveText('Drug allergies: Penicillin (Rash)');

  await page.reload();
  await expect(header.badges).toHaveText('Drug allergies: Penicillin (Rash)');

  await visit.goto(appointmentId);
  const onVisit = new AllergyEditor(page, visit.patient(name));
  await expect(onVisit.badges).toHaveText('Drug allergies: Penicillin (Rash)');

  await onVisit.open();
  await onVisit.remove('Penicillin', 'Recorded for the wrong patient');
  await expect(toast(page, 'Drug allergy removed')).toBeVisible();
  await expect(onVisit.dialog.getByTestId('allergy-list-empty')).toBeVisible();
  await onVisit.dialog.getByRole('button', { name: 'No known drug allergies' }).click();
  await expect(toast(page, 'Recorded: no known drug allergies')).toBeVisible();
  await onVisit.close();
  await expect(onVisit.badges).toHaveText('No known drug allergies');
  await page.reload();
  await expect(onVisit.badges).toHaveText('No known drug allergies');
});

test('the badges and the "Drug allergies" dialog have no serious accessibility violation, at a desktop and a phone width', async ({ page, request }) => {
  const { id: appointmentId, name } = await bookTomorrow(request, { namePrefix: 'Ifeoma Allergy', label: 'allergies-axe', time: '12:30' });
  const visit = new VisitPage(page);
  await visit.goto(appointmentId);
  const editor = new AllergyEditor(page, visit.patient(name));
  await expect(editor.badges).toBeVisible();
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  await page.setViewportSize({ width: 1440, height: 900 });
  await editor.open();
  // With its error showing, as a doctor who saved too soon sees it.
  await editor.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.dialog.getByText('Drug or class is required')).toBeVisible();
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
});

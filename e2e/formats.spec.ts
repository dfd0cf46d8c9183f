import { expect, test } from './fixtures/test';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { AuditPage } from './pages/audit-page';
import { PatientChartPage } from './pages/patient-chart-page';
import { PatientsPage } from './pages/patients-page';

// One format for each kind of fact (docs/product.md, "Formats"): a phone is international and spaced on every
// screen, a date reads "25 Nov 2026" (a chart's axis "25 Nov"), a date field is typed day first. Durations are
// checked in schedule.spec.ts, the numbers' precision and the exports' names in Jest (lib/vitals/rules/measures.test.ts,
// lib/lists/export-file-name.test.ts).

/** "+234 809 123 4567": the chart's phone format. */
const SPACED_PHONE = /^\+\d{1,3}( \d+)+$/;

test('a phone reads "+234 809 …", spaced as the chart writes it, on the appointments list and the visit page', async ({ page, request }) => {
  const { id, name } = await bookTomorrow(request, { namePrefix: 'Ife Format', label: 'phone', time: '11:00' });

  const list = new AppointmentsPage(page);
  await list.goto('?show=upcoming');
  await list.search.fill(name);
  await expect(list.rows).toHaveCount(1);
  const mobile = list.rows.first().locator('td:nth-child(3)');
  await expect(mobile).toHaveText(SPACED_PHONE);
  const onList = (await mobile.textContent())!;

  await page.goto(`/doctor/appointment/${id}`);
  const shown = page.locator('dt', { hasText: /^Mobile$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(shown).toHaveText(onList);
});

test('a trend chart\'s axis writes its dates "12 Nov", the app\'s style without the year, never "Nov 12"', async ({ page }) => {
  await new PatientsPage(page).openChart('Ngozi Eze');
  const chart = new PatientChartPage(page);
  await expect(chart.vitals).toBeVisible();
  const labels = (await chart.vitals.locator('svg text').allTextContents()).map((text) => text.trim());
  const dates = labels.filter((text) => /[A-Za-z]/.test(text));
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
});

test('a date field is typed day first (DD/MM/YYYY), not in the browser\'s mm/dd/yyyy, and read as the day it says', async ({ page }) => {
  const audit = new AuditPage(page);
  await audit.goto();
  await expect(audit.from).toHaveAttribute('type', 'text');
  await expect(audit.from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await expect(audit.from).toHaveAccessibleDescription('Day, month and year: DD/MM/YYYY');
  // 3 April, not 4 March; digits alone as a phone's number pad types them are read too.
  await audit.filter({ from: '03/04/2001', to: '30042001' });
  await expect(page).toHaveURL(/[?&]from=2001-04-03(&|$)/);
  await expect(page).toHaveURL(/[?&]to=2001-04-30(&|$)/);
  // Read back from the URL, the fields show the days as they were typed.
  await expect(audit.from).toHaveValue('03/04/2001');
  await expect(audit.to).toHaveValue('30/04/2001');
  // No field of the page is the browser's own date input.
  await expect(page.locator('input[type="date"]:not([aria-hidden="true"])')).toHaveCount(0);
});

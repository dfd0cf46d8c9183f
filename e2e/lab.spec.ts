import { type Browser, type Page } from '@playwright/test';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { expect, test } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { download, toast } from './pages/shared';
import { VisitPage } from './pages/visit-page';

// The laboratory's loop through the screens: a doctor orders from a visit, one lab scientist collects and enters,
// a second verifies and releases, and the results come back flagged to the doctor's home and the patient's chart.

/** The seeded lab scientists (mocks/lab.ts): the first enters results, the second verifies them. */
const LAB = { email: 'lab@example.com', password: 'demo-lab-2024' };
const SECOND_LAB = { email: 'lab2@example.com', password: 'demo-lab-2024' };

/** A full blood count for an adult woman, her haemoglobin low (9.0 g/dL against 12–15.5) and the rest within range. */
const FULL_BLOOD_COUNT: Array<[string, string]> = [
  ['Haemoglobin', '9.0'],
  ['Packed cell volume (haematocrit)', '40'],
  ['Red cell count', '4.5'],
  ['Mean cell volume (MCV)', '88'],
  ['Mean cell haemoglobin (MCH)', '29'],
  ['Mean cell haemoglobin concentration (MCHC)', '33'],
  ['Red cell distribution width (RDW-CV)', '13'],
  ['White cell count', '6.0'],
  ['Neutrophils', '55'],
  ['Lymphocytes', '35'],
  ['Monocytes', '6'],
  ['Eosinophils', '3'],
  ['Basophils', '1'],
  ['Neutrophil count (absolute)', '3.3'],
  ['Platelet count', '250'],
];
const RDT = 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)';

/** A browser of its own, signed in as a lab scientist, whose home is the Lab screen. */
async function signInToLab(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(account.email, account.password, /\/doctor\/lab$/);
  return { context, page };
}

/** Opens a row's action on a list of the Lab screen: the order's number names the button. */
async function openRowAction(page: Page, list: 'to-collect' | 'in-progress' | 'to-verify' | 'released', action: string, number: string) {
  await page.goto(`/doctor/lab?list=${list}`);
  await page.getByRole('button', { name: `${action}, ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a doctor orders a full blood count and a malaria RDT; two lab scientists return them flagged; the doctor reviews them', async ({ page, request, browser }) => {
  // Three accounts and every step of the loop, each seen after the server's answer: 40–60 s on two cores.
  test.slow();
  const { id: visitId, name } = await bookTomorrow(request, { namePrefix: 'Ngozi Lab', label: 'loop', time: '10:30' });
  const visit = new VisitPage(page);
  await visit.goto(visitId);

  // The order: the search knows the lab's short names; Enter takes the highlighted test.
  await page.getByRole('button', { name: 'Order tests' }).click();
  const order = page.getByRole('dialog', { name: 'Order tests' });
  const testField = order.getByRole('combobox', { name: 'Test' });
  // The options are drawn over the page, outside the dialog.
  const options = page.getByRole('listbox', { name: 'Test' });
  await testField.fill('FBC');
  await expect(options.getByRole('option').first()).toContainText('Full blood count');
  await testField.press('Enter');
  await testField.fill('RDT');
  await expect(options.getByRole('option').first()).toContainText(RDT);
  await testField.press('Enter');
  await expect(order.getByRole('list', { name: 'Chosen tests' }).getByRole('listitem')).toHaveCount(2);
  await order.getByRole('radio', { name: 'Urgent' }).check();
  await order.getByLabel('Clinical note').fill('Fever for three days, pale.');
  await order.getByRole('button', { name: 'Place order' }).click();
  const placed = toast(page, /^LAB-\d{6} placed$/);
  await expect(placed).toBeVisible();
  const number = /LAB-\d{6}/.exec((await placed.textContent()) ?? '')![0];
  await expect(order).toHaveCount(0);
  const atVisit = page.getByRole('region', { name: 'Lab orders at this visit' });
  await expect(atVisit).toContainText(number);
  await expect(atVisit).toContainText('Awaiting specimen');

  // The first scientist collects the specimen and enters the results.
  const first = await signInToLab(browser, LAB);
  const second = await signInToLab(browser, SECOND_LAB);
  try {
    const collect = await openRowAction(first.page, 'to-collect', 'Collect specimen', number);
    await expect(collect).toContainText(name);
    await collect.getByLabel('Accession number').fill(`E2E-${number}`);
    await collect.getByRole('button', { name: 'Collect specimen', exact: true }).click();
    await expect(toast(first.page, `Specimen collected: ${number} is in progress`)).toBeVisible();

    const enter = await openRowAction(first.page, 'in-progress', 'Enter results', number);
    for (const [label, value] of FULL_BLOOD_COUNT) await enter.getByLabel(label, { exact: true }).fill(value);
    await enter.getByLabel(RDT, { exact: true }).selectOption('Positive');
    // The flag is worked out as typed, in words.
    await expect(enter.getByRole('status', { name: 'Flag of Haemoglobin' })).toHaveText('Low');
    await expect(enter.getByRole('status', { name: `Flag of ${RDT}` })).toHaveText('Abnormal');
    await enter.getByRole('button', { name: 'Save results' }).click();
    await expect(toast(first.page, `Results saved: ${number} is ready to verify`)).toBeVisible();

    // The one who entered them cannot release them; the second scientist does.
    const own = await openRowAction(first.page, 'to-verify', 'Verify and release', number);
    await own.getByRole('button', { name: 'Verify and release' }).click();
    await expect(toast(first.page, 'A second lab scientist verifies these results: you entered them.')).toBeVisible();

    const verify = await openRowAction(second.page, 'to-verify', 'Verify and release', number);
    await expect(verify).toContainText('9.0');
    await verify.getByRole('button', { name: 'Verify and release' }).click();
    await expect(toast(second.page, `${number} verified and released to the doctor`)).toBeVisible();

    // A lab scientist sees no patient's record: the chart's address does not exist for them.
    const chartHref = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
    await second.page.goto(chartHref!);
    await expect(second.page.getByText('PageNotFound', { exact: true })).toBeVisible();
    await expect(second.page.getByRole('heading', { level: 1, name })).toHaveCount(0);
  } finally {
    await first.context.close();
    await second.context.close();
  }

  // Home: both results flagged, then reviewed.
  await page.goto('/doctor/dashboard');
  const item = page.getByTestId('review-lab-order').filter({ hasText: number });
  await expect(item).toBeVisible();
  const flagged = item.getByRole('list', { name: `Flagged results of ${number}` });
  await expect(flagged).toContainText('Haemoglobin 9.0 g/dL');
  await expect(flagged).toContainText('Low');
  await expect(flagged).toContainText(`${RDT} Positive`);
  await expect(flagged).toContainText('Abnormal');

  // The chart's Results: the order released, with its results, and its report as a PDF.
  await item.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/doctor\/patients\/\d+\/results$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: number }) });
  await expect(card).toContainText('Released');
  await expect(card).toContainText('Low');
  const pdf = await download(page, card.getByRole('link', { name: /Download report \(PDF\)/ }));
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/doctor/dashboard');
  await item.getByRole('button', { name: `Mark as reviewed: ${number} of ${name}` }).click();
  const review = page.getByRole('dialog', { name: 'Mark as reviewed' });
  await review.getByRole('textbox').fill('Start artemether-lumefantrine; iron.');
  await review.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('review-lab-order').filter({ hasText: number })).toHaveCount(0);
});

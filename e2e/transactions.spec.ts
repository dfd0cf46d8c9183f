import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { formatInstant, todayIso } from '../lib/clinic-time';
import { addYearsIso, formatDate, formatNaira } from '../lib/format';
import { formatPhone } from '@/lib/patients/rules/phone';
import { pdfText } from '../tests/pdf-text';
import { cellTexts, download, personIn } from './pages/shared';
import { TransactionsPage } from './pages/transactions-page';

/** The token the e2e servers run with (e2e/fixtures/servers.ts). */
const API_TOKEN = 'e2e-hospital-api-token';

interface ApiTransaction {
  id: number;
  name: string;
  appointment: string;
  date: string;
  total: number;
  status: string;
  patient: { name: string; email: string; phone: string };
  payerBank: string;
  paymentMethod: string;
  paidAt: string | null;
  items: Array<{ label: string; amount: number }>;
  subtotal: number;
  tax: number;
  documentation: string;
}

/** Every transaction, newest first, read 100 at a time (the API's largest page). */
async function allTransactions(request: APIRequestContext): Promise<ApiTransaction[]> {
  const rows: ApiTransaction[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/v1/transactions?limit=100&page=${page}`, { headers: { Authorization: `Bearer ${API_TOKEN}` } });
    expect(response.ok()).toBe(true);
    const body: { data: ApiTransaction[]; pagination: { nextPage: number | null } } = await response.json();
    rows.push(...body.data);
    if (body.pagination.nextPage === null) return rows;
  }
}

const capitalised = (value: string) => value[0].toUpperCase() + value.slice(1);

test('four summary cards: this year per status, with growth computed from the data', async ({ page, request }) => {
  const rows = await allTransactions(request);
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const sum = (from: string, to: string, status?: string) =>
    rows.filter((row) => row.date >= from && row.date <= to && (!status || row.status === status)).reduce((kobo, row) => kobo + Math.round(row.total * 100), 0) / 100;

  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  for (const [key, status] of [['all', undefined], ['success', 'success'], ['pending', 'pending'], ['failed', 'failed']] as const) {
    const card = transactions.card(key);
    const current = sum(`${year}-01-01`, today, status);
    const previous = sum(`${year - 1}-01-01`, addYearsIso(today, -1), status);
    await expect(card).toContainText('Total Transaction');
    await expect(card).toContainText('from last year');
    await expect(card.getByTestId('summary-amount')).toHaveText(formatNaira(current));
    const percent = previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
    const growth = percent === null ? (current === 0 ? '0%' : '—') : `${percent > 0 ? '+' : ''}${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
    await expect(card.getByTestId('summary-growth')).toHaveText(growth);
    // Green only for good news: a rise of the money taken, a fall of the failed payments; pending is neither.
    const direction = percent === null || percent === 0 ? 0 : Math.sign(percent);
    const tone = direction === 0 || key === 'pending' ? 'neutral' : (direction > 0) === (key !== 'failed') ? 'good' : 'bad';
    await expect(card.getByTestId('summary-growth')).toHaveAttribute('data-tone', tone);
  }
});

test('the table: its columns, 10 rows a page, naira totals and capitalised status badges', async ({ page, request }) => {
  const rows = await allTransactions(request);
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(transactions.table.getByRole('columnheader')).toHaveText(['ID', 'Patient', 'Appointment', 'Date', 'Total', 'Status', 'Actions']);
  await expect(transactions.rows).toHaveCount(10);
  for (const [index, expected] of rows.slice(0, 10).entries()) {
    const row = transactions.rows.nth(index);
    const cells = await cellTexts(row);
    expect((await personIn(row.getByRole('cell').nth(1)))[0]).toBe(expected.name);
    expect([cells[0], ...cells.slice(2, 6)]).toEqual([String(expected.id), expected.appointment, formatDate(expected.date), formatNaira(expected.total), capitalised(expected.status)]);
    // Each status reads as what it is: Failed destructive, Pending amber, Success green.
    const variant = ({ success: 'success', pending: 'warning', failed: 'destructive' } as Record<string, string>)[expected.status];
    await expect(transactions.rows.nth(index).locator('[data-slot="badge"]')).toHaveAttribute('data-variant', variant!);
  }

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/doctor\/transactions\?page=2$/);
  await expect(transactions.rows.first().getByRole('cell').first()).toHaveText(String(rows[10].id));
  await page.reload();
  await expect(transactions.rows.first().getByRole('cell').first()).toHaveText(String(rows[10].id));
  await expect(page.getByText(`Page 2 of ${Math.ceil(rows.length / 10)}`)).toBeVisible();
});

test("a row click opens Transaction detail with that row's values", async ({ page, request }) => {
  const rows = (await allTransactions(request)).slice(0, 10);
  // A paid card payment, so that the sheet shows 'Debit Card' and the 'Success' badge.
  const index = rows.findIndex((row) => row.paymentMethod === 'Debit Card' && row.status === 'success');
  expect(index).toBeGreaterThanOrEqual(0);
  const expected = rows[index];

  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.rows.nth(index).getByRole('cell').nth(2).click();
  const sheet = transactions.sheet;
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`Transaction ${expected.id}`);
  await expect(sheet).toContainText(expected.patient.name);
  await expect(sheet).toContainText(expected.patient.email);
  // The API gives the stored form (+2349089796635); the sheet writes it as every screen does, spaced.
  await expect(sheet).toContainText(formatPhone(expected.patient.phone));
  expect(formatPhone(expected.patient.phone)).toMatch(/^\+\d{1,3}( \d+)+$/);
  await expect(transactions.sheetValue('Payer bank')).toHaveText(expected.payerBank);
  await expect(transactions.sheetValue('Payment method')).toHaveText('Debit Card');
  await expect(transactions.sheetValue('Status')).toHaveText('Success');
  // One clock: the pay date is the clinic's date and 24-hour time, "25 Nov 2026, 15:04", never "03:04 PM".
  expect(expected.paidAt).not.toBeNull();
  await expect(transactions.sheetValue('Pay date')).toHaveText(formatInstant(expected.paidAt!));
  await expect(transactions.sheetValue('Pay date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, ([01]\d|2[0-3]):[0-5]\d$/);
  await expect(transactions.sheetValue('Pay date')).toContainText(formatDate(expected.date));
  for (const item of expected.items) await expect(transactions.sheetValue(item.label)).toHaveText(formatNaira(item.amount));
  await expect(transactions.sheetValue('Subtotal')).toHaveText(formatNaira(expected.subtotal));
  await expect(transactions.sheetValue('Tax')).toHaveText(formatNaira(expected.tax));
  await expect(transactions.sheetValue('Grand total')).toHaveText(formatNaira(expected.total));
  const documentation = sheet.getByRole('region', { name: 'Documentation' });
  await expect(documentation).toContainText(`Filed as ${expected.documentation}`);
  // The name it was filed under downloads that receipt, a real PDF made on the server, in naira.
  const receipt = await download(page, documentation.getByRole('link', { name: /Download PDF/ }));
  expect(receipt.name).toBe(expected.documentation);
  expect(receipt.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(receipt.bytes);
  for (const value of [expected.patient.name, expected.payerBank, formatNaira(expected.total), formatInstant(expected.paidAt!)]) expect(text).toContain(value);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // By keyboard: a row is focusable and Enter opens it; the Actions button does the same.
  const other = rows[(index + 1) % 10];
  await transactions.rows.nth((index + 1) % 10).focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toContainText(`Transaction ${other.id}`);
  await expect(transactions.sheetValue('Grand total')).toHaveText(formatNaira(other.total));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `View transaction ${expected.id}`, exact: true }).click();
  await expect(sheet).toContainText(`Transaction ${expected.id}`);
});

test('pages through the URL: first and last page, a stale page past the end, and each survives a reload', async ({ page, request }) => {
  const rows = await allTransactions(request);
  const lastPage = Math.ceil(rows.length / 10);
  const firstId = (transactions: TransactionsPage) => transactions.rows.first().getByRole('cell').first();
  const transactions = new TransactionsPage(page);

  await transactions.goto(`?page=${lastPage}`);
  await expect(transactions.rows).toHaveCount(rows.length - (lastPage - 1) * 10);
  await expect(firstId(transactions)).toHaveText(String(rows[(lastPage - 1) * 10].id));
  await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(firstId(transactions)).toHaveText(String(rows[(lastPage - 1) * 10].id));

  // A stale link past the end shows the last page rather than an empty table.
  await transactions.goto(`?page=${lastPage + 5}`);
  await expect(firstId(transactions)).toHaveText(String(rows[(lastPage - 1) * 10].id));
  await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();

  await transactions.goto('?page=2');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/doctor\/transactions$/);
  await expect(firstId(transactions)).toHaveText(String(rows[0].id));
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.reload();
  await expect(page.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
  await expect(transactions.rows).toHaveCount(10);
});

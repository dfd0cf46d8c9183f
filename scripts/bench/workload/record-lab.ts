// The lab's steps on its worklist (/doctor/lab), as e2e/lab.spec.ts does them: collect the specimen, enter the
// results, verify and release them. Recorded as record-flows.ts records the doctor's writes.
import type { Locator, Page } from '@playwright/test';
import { captureWrite, toastOf, type SentAction } from './record-capture';
import { argumentOf, slotOf, type Recorded } from './record-flows';

type Worklist = 'to-collect' | 'in-progress' | 'to-verify';

export const labOrderNumber = (id: number) => `LAB-${String(id).padStart(6, '0')}`;

/** The list streams in after the page's head: once the network is quiet it is there, pagination and all. */
const listStreamed = (page: Page, timeoutMs: number) => page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);

/** The page count of a worklist ("Page 1 of 4"); a list of one page shows no pagination. */
async function pageCount(page: Page, timeoutMs: number): Promise<number> {
  await listStreamed(page, timeoutMs);
  const label = await page
    .getByRole('navigation', { name: 'Table pagination' })
    .getByText(/^Page \d+/)
    .first()
    .textContent({ timeout: 2_000 })
    .catch(() => null);
  return Number(/of (\d+)/.exec(label ?? '')?.[1] ?? 1);
}

/**
 * Opens a row's action (`label, LAB-000123`) on a worklist, looking from its last page back (an order just placed
 * or moved on is among the last: the lists run oldest first within a priority). Answers the dialog and the id the
 * dialog read the order by (its readLabOrder call). Collecting a specimen needs only the row: its dialog reads
 * nothing, and waiting for a read there waited out the whole timeout.
 */
export async function openLabRow(page: Page, list: Worklist, label: string, number: string, timeoutMs: number): Promise<{ dialog: Locator; orderId: number | null }> {
  await page.goto(`/doctor/lab?list=${list}`);
  const pages = await pageCount(page, timeoutMs);
  for (let at = pages, looked = 0; at >= 1 && looked < 30; at--, looked++) {
    // Each page's rows stream in after its head as the first page's did: counted before they arrive, none is there.
    if (at !== 1 || pages !== 1) {
      await page.goto(`/doctor/lab?list=${list}&page=${at}`);
      await listStreamed(page, timeoutMs);
    }
    const button = page.getByRole('button', { name: `${label}, ${number}`, exact: true });
    if ((await button.count()) === 0) continue;
    let orderId: number | null = null;
    const read =
      list === 'to-collect'
        ? Promise.resolve(null)
        : page.waitForRequest((request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined, { timeout: timeoutMs }).catch(() => null);
    await button.first().click();
    const request = await read;
    const id = request ? argumentOf(request.postData() ?? '')?.orderId : undefined;
    if (typeof id === 'number') orderId = id;
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: timeoutMs });
    return { dialog, orderId };
  }
  throw new Error(`${number} is not on the ${list} worklist`);
}

/** An order opened by its number guessed from its id must be that order: closed and refused otherwise. */
async function mustBe(page: Page, opened: { orderId: number | null }, expected: number | undefined, number: string) {
  if (expected === undefined || opened.orderId === expected) return;
  await page.keyboard.press('Escape');
  throw new Error(`${number} on the worklist is order ${opened.orderId ?? 'unknown'}, not order ${expected}`);
}

/** The request without one key of its argument (a field the form may leave out: the server then takes its default). */
function withoutArgument(sent: SentAction, key: string): SentAction {
  const parsed: unknown = JSON.parse(sent.body);
  if (!Array.isArray(parsed) || parsed[0] === null || typeof parsed[0] !== 'object') return sent;
  const { [key]: dropped, ...rest } = parsed[0] as Record<string, unknown>;
  void dropped;
  return { ...sent, body: JSON.stringify([rest, ...parsed.slice(1)]) };
}

/** "Collect specimen": the tube's accession number; the step before results can be entered. */
export async function collectSpecimen(page: Page, number: string, timeoutMs: number, expectedId?: number): Promise<Recorded> {
  const { dialog } = await openLabRow(page, 'to-collect', 'Collect specimen', number, timeoutMs);
  await dialog.getByLabel('Accession number').fill(`REC-${number}`);
  const sent = await captureWrite(
    page,
    () => dialog.getByRole('button', { name: 'Collect specimen', exact: true }).click(),
    () => toastOf(page, `Specimen collected: ${number}`).first().waitFor({ timeout: timeoutMs }),
    (body) => argumentOf(body)?.accession !== undefined,
  );
  // The dialog read no order to check before the write: the write itself says which order it was.
  const orderId = argumentOf(sent.body)?.orderId;
  if (expectedId !== undefined && orderId !== expectedId) throw new Error(`${number} on the worklist is order ${String(orderId ?? 'unknown')}, not order ${expectedId}`);
  // Taken "now" on the server, not at the recorded moment: an order placed after the recording was not yet placed then.
  return { sent: withoutArgument(sent, 'collectedAt'), slots: { orderId: slotOf(sent, 'orderId'), accession: slotOf(sent, 'accession') } };
}

/** "Enter results" on the In progress worklist: every field of the order filled (a number where a number is asked, an option's first choice). */
export async function enterResults(page: Page, number: string, timeoutMs: number, expectedId?: number): Promise<Recorded> {
  const opened = await openLabRow(page, 'in-progress', 'Enter results', number, timeoutMs);
  await mustBe(page, opened, expectedId, number);
  const { dialog } = opened;
  // The form's fields: each test's number or text, or a choice (a select) for a coded result.
  const form = dialog.locator('form');
  await form.waitFor({ timeout: timeoutMs });
  for (const input of await form.locator('input:not([type=hidden]):not([disabled])').all()) {
    if ((await input.inputValue()) === '') await input.fill('5.4');
  }
  for (const select of await form.locator('select').all()) {
    const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    if (values[0]) await select.selectOption(values[0]);
  }
  const sent = await captureWrite(
    page,
    () => dialog.getByRole('button', { name: 'Save results' }).click(),
    () => toastOf(page, `Results saved: ${number}`).first().waitFor({ timeout: timeoutMs }),
    (body) => argumentOf(body)?.results !== undefined,
  );
  const results = argumentOf(sent.body)?.results;
  const testId = Array.isArray(results) && results.length === 1 ? (results[0] as { testId?: unknown }).testId : undefined;
  return { sent, slots: { orderId: slotOf(sent, 'orderId'), ...(typeof testId === 'number' ? { testId: String(testId) } : {}) } };
}

/** "Verify and release" on the To verify worklist. */
export async function releaseResults(page: Page, number: string, timeoutMs: number): Promise<Recorded> {
  const { dialog } = await openLabRow(page, 'to-verify', 'Verify and release', number, timeoutMs);
  const sent = await captureWrite(
    page,
    () => dialog.getByRole('button', { name: 'Verify and release', exact: true }).click(),
    () => toastOf(page, `${number} verified and released`).first().waitFor({ timeout: timeoutMs }),
    (body) => argumentOf(body)?.orderId !== undefined && argumentOf(body)?.results === undefined,
  );
  return { sent, slots: { orderId: slotOf(sent, 'orderId') } };
}

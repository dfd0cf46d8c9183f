// What the browser sent: the server-action POST a page made while a write was being done, read with Playwright's
// documented request API (url, method, headers, postData), and nothing else.
import type { Locator, Page, Request } from '@playwright/test';

/** One server-action request as the browser sent it. */
export interface SentAction {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The headers a replay must not copy: the connection's and the session's (the replay sends its own). */
const NOT_REPLAYED = new Set(['cookie', 'host', 'content-length', 'connection']);

export function replayableHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (NOT_REPLAYED.has(lower) || lower.startsWith(':')) continue;
    kept[lower] = value;
  }
  return kept;
}

/** A server action call: a POST carrying Next's `Next-Action` header. */
const isActionCall = (request: Request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined;

/**
 * Runs `act` (the click that saves), waits for `done` (what the screen shows once the write succeeded) and answers
 * the action calls the page sent meanwhile that `wanted` accepts (the write's, not a search's), first one first.
 * Throws, with what the page says in its alerts, when `done` does not come.
 */
export async function captureWrite(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<unknown>,
  wanted: (body: string) => boolean = () => true,
): Promise<SentAction> {
  const sent: SentAction[] = [];
  const listener = (request: Request) => {
    if (!isActionCall(request)) return;
    const body = request.postData() ?? '';
    if (wanted(body)) sent.push({ url: request.url(), headers: request.headers(), body });
  };
  page.on('request', listener);
  try {
    await act();
    try {
      await done();
    } catch (error) {
      const said = await alertsOn(page);
      throw new Error(`${said ? `the page said "${said}"` : firstLine(error)}${sent.length === 0 ? ' (no action was sent)' : ''}`);
    }
  } finally {
    page.off('request', listener);
  }
  const first = sent[0];
  if (!first) throw new Error('the write succeeded on screen, but no server-action request was seen');
  return first;
}

/** The text of the page's alerts (form errors, refusals), for saying why a write did not succeed. */
export async function alertsOn(page: Page): Promise<string> {
  const texts = await page
    .locator('[role=alert], [data-testid=form-alert], [data-sonner-toast][data-type=error]')
    .allInnerTexts()
    .catch(() => [] as string[]);
  return texts
    .map((text) => text.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' | ')
    .slice(0, 300);
}

export const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);

/** A sonner toast with this text. */
export const toastOf = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

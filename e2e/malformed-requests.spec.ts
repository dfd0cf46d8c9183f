import { readFileSync, statSync } from 'node:fs';
import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { workerServer } from './fixtures/servers';

// Malformed requests against the production server: each was a 500, each must be a 4xx (or, for a non-ASCII
// `next` that is a real path, the redirect to it with a valid Location), and a refused action is answered in the
// app's error shape and logged as a warning, never as an error.

const UNDECODABLE = '%ED%A0%80';
const { baseURL: BASE_URL, log: SERVER_LOG } = workerServer();

/** A server action's id and body as the browser posts it (the forgot-password form: it needs no session). */
async function captureAction(page: Page) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@example.com');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/forgot-password'),
    page.getByRole('button', { name: 'Send reset link' }).click(),
  ]);
  return { actionId: (await request.allHeaders())['next-action'], body: request.postData()! };
}

const postAction = (request: APIRequestContext, actionId: string, data: string | Buffer, headers: Record<string, string> = {}) =>
  request.post('/forgot-password', {
    data,
    maxRedirects: 0,
    headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', origin: BASE_URL, accept: 'text/x-component', ...headers },
  });

/** The security probe's bodies, each a 500 with an error-level stack once: a root that is no list, a promise, a Map, an unknown part. */
const PROBE_BODIES = ['null', '"x"', '1', 'true', '"$@1"', '["$Q1"]', '["$F1"]'];

/** A FormData argument whose file name holds a NUL, as a multipart body (the form parser failed on it). */
const NUL_FILE_NAME = [
  '--probe',
  'Content-Disposition: form-data; name="_1_attachment"; filename="scan\u0000.pdf"',
  'Content-Type: application/pdf',
  '',
  '%PDF-1.4',
  '--probe',
  'Content-Disposition: form-data; name="0"',
  '',
  '["$K1"]',
  '--probe--',
  '',
].join('\r\n');

/** The app's error shape (lib/hospital-api/server/respond.ts): JSON with one `error` text. */
async function expectErrorShape(response: APIResponse, status: number, what: string) {
  expect(response.status(), what).toBe(status);
  expect(response.headers()['content-type'], what).toMatch(/^application\/json/);
  expect(await response.json(), what).toEqual({ error: expect.any(String) });
}

/** The server log's JSON lines written since `from` (a byte offset), with the request each belongs to. */
function serverLinesSince(from: number): Array<{ level?: number; requestId?: string }> {
  return readFileSync(SERVER_LOG)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { level?: number; requestId?: string }];
      } catch {
        return [];
      }
    });
}

test('a signed-in /login?next= with a non-ASCII path redirects to it, encoded, instead of failing', async ({ request }) => {
  const first = await request.get('/login?next=/%E2%82%AC', { maxRedirects: 0 });
  expect(first.status()).toBe(307);
  const encoded = new URL(first.headers().location, BASE_URL);
  expect(`${encoded.pathname}${encoded.search}`).toBe('/login?next=%2F%25E2%2582%25AC');
  const second = await request.get(`${encoded.pathname}${encoded.search}`, { maxRedirects: 0 });
  expect(second.status()).toBe(307);
  expect(second.headers().location).toBe('/%E2%82%AC');
});

test('a path segment that is no UTF-8 is a 400 on every route that takes one', async ({ request }) => {
  for (const path of [`/doctor/avatar/${UNDECODABLE}`, `/doctor/appointment/${UNDECODABLE}`, `/doctor/edit-diagnosis/${UNDECODABLE}`, `/doctor/patients/${UNDECODABLE}`, `/doctor/patients/${UNDECODABLE}/edit`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
});

test('a server action with a forged Origin is a 403, a body that does not decode a 400, and one over 6 MB a 413', async ({ page, playwright }) => {
  const { actionId, body } = await captureAction(page);
  const request = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    // The captured request itself is fine.
    expect((await postAction(request, actionId, body)).status()).toBe(200);
    await expectErrorShape(await postAction(request, actionId, body, { origin: 'https://attacker.example' }), 403, 'a forged Origin');
    // A forged X-Forwarded-Host decides nothing (no proxy of ours is configured): the action is served as it is.
    expect((await postAction(request, actionId, body, { 'x-forwarded-host': 'attacker.example' })).status()).toBe(200);
    expect((await postAction(request, actionId, body, { origin: 'https://attacker.example', 'x-forwarded-host': 'attacker.example' })).status()).toBe(403);
    for (const garbage of ['{', '["$K1"', '\u0000\u0001']) await expectErrorShape(await postAction(request, actionId, garbage), 400, garbage);
    const broken = await postAction(request, actionId, '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\nno end', { 'content-type': 'multipart/form-data; boundary=y' });
    await expectErrorShape(broken, 400, 'a multipart body with no end');
    await expectErrorShape(await postAction(request, actionId, Buffer.alloc(6 * 1024 * 1024 + 10, 'x')), 413, 'a body over 6 MB');
  } finally {
    await request.dispose();
  }
});

test('each body of the security probe is a 400 in the app\'s error shape, logged as one warning and no error', async ({ page, playwright }) => {
  const { actionId, body } = await captureAction(page);
  const request = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const logFrom = statSync(SERVER_LOG).size;
  try {
    const refused: string[] = [];
    for (const probe of PROBE_BODIES) {
      const response = await postAction(request, actionId, probe);
      await expectErrorShape(response, 400, probe);
      refused.push(response.headers()['x-request-id']);
    }
    const nulFileName = await postAction(request, actionId, NUL_FILE_NAME, { 'content-type': 'multipart/form-data; boundary=probe' });
    await expectErrorShape(nulFileName, 400, 'a NUL in a file name');
    refused.push(nulFileName.headers()['x-request-id']);
    // The action itself still answers its real body.
    expect((await postAction(request, actionId, body)).status()).toBe(200);

    // Every refusal is one warning line of its request (the server writes it before it answers; the log file
    // gets it through a pipe), and nothing in that time was logged as an error.
    const warnings = () => refused.map((id) => serverLinesSince(logFrom).filter((line) => line.requestId === id).map((line) => line.level));
    await expect.poll(warnings).toEqual(refused.map(() => [40]));
    expect(serverLinesSince(logFrom).filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  } finally {
    await request.dispose();
  }
});

test('a form posted without script reaches Next as it is, and one Next would fail on is a 403 or a 400 first', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const form = (origin: string, body: string) =>
    request.post('/', { data: body, maxRedirects: 0, headers: { 'content-type': 'multipart/form-data; boundary=f', origin } });
  const unknownAction = '--f\r\nContent-Disposition: form-data; name="$ACTION_ID_00"\r\n\r\n\r\n--f--\r\n';
  try {
    // Well formed: Next reads it and answers an action it does not know with its own 400 (text, not our JSON).
    const known = await form(BASE_URL, unknownAction);
    expect(known.status()).toBe(400);
    expect(known.headers()['content-type']).not.toMatch(/json/);
    await expectErrorShape(await form('https://attacker.example', unknownAction), 403, 'a form from another site');
    await expectErrorShape(await form(BASE_URL, '--f\r\nno end'), 400, 'a form that does not parse');
  } finally {
    await request.dispose();
  }
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

// Issue 28's malformed requests, against the production server: each was a 500, each must be a 4xx (or, for a
// non-ASCII `next` that is a real path, the redirect to it with a valid Location).

const UNDECODABLE = '%ED%A0%80';

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
    expect((await postAction(request, actionId, body, { origin: 'https://attacker.example' })).status()).toBe(403);
    // A forged X-Forwarded-Host decides nothing (no proxy of ours is configured): the action is served as it is.
    expect((await postAction(request, actionId, body, { 'x-forwarded-host': 'attacker.example' })).status()).toBe(200);
    expect((await postAction(request, actionId, body, { origin: 'https://attacker.example', 'x-forwarded-host': 'attacker.example' })).status()).toBe(403);
    for (const garbage of ['{', '["$K1"', '\u0000\u0001']) expect((await postAction(request, actionId, garbage)).status(), garbage).toBe(400);
    const broken = await postAction(request, actionId, '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\nno end', { 'content-type': 'multipart/form-data; boundary=y' });
    expect(broken.status()).toBe(400);
    expect((await postAction(request, actionId, Buffer.alloc(6 * 1024 * 1024 + 10, 'x'))).status()).toBe(413);
  } finally {
    await request.dispose();
  }
});

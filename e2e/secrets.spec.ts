import { expect, test } from './fixtures/test';

/** Values that must stay on the server: the development defaults and the keys this test server runs with. */
const SECRETS = [
  'dev-hospital-api-key',
  'dev-hospital-api-token',
  'dev-session-secret',
  'e2e-hospital-api-key',
  'e2e-hospital-api-token',
  'e2e-session-secret',
];

test('no page or script sent to the browser holds an API key, token or the session secret', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  const bodies: string[] = [];
  for (const path of ['/', '/login', '/doctor/dashboard', '/doctor/patients', '/doctor/appointments', '/doctor/transactions']) {
    const response = await page.goto(path);
    bodies.push(await response!.text());
  }
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) bodies.push(await (await request.get(url)).text());
  for (const body of bodies) {
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  }
});

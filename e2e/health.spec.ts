import { expect, test } from './fixtures/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';

// What a load balancer and an uptime check call, on the production server, without a session.

test.use({ storageState: SIGNED_OUT });

test('GET /api/health answers 200 without a session, never cached', async ({ request }) => {
  const response = await request.get('/api/health', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('GET /api/health/ready says the database answers and every migration is applied', async ({ request }) => {
  const response = await request.get('/api/health/ready', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('every response carries a request id of its own, and a client cannot choose it', async ({ request }) => {
  const first = await request.get('/api/health');
  const second = await request.get('/about', { headers: { 'x-request-id': 'chosen-by-the-client-0001' } });
  const firstId = first.headers()['x-request-id'];
  const secondId = second.headers()['x-request-id'];
  expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
  expect(secondId).toMatch(/^[0-9a-f-]{36}$/);
  expect(secondId).not.toBe(firstId);
  // The e2e server trusts no proxy (TRUSTED_PROXY_HOPS unset): the client's id is replaced.
  expect(secondId).not.toBe('chosen-by-the-client-0001');
});

import { setDbForTests } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/types';
import { resetEnvForTests } from '@/lib/env';
import { createSeededTestDatabase } from '@/mocks/testing';
import { GET, POST } from './route';

const SECRET = 'cron-secret-for-the-reminder-tests';
const call = (handler: typeof GET, authorization?: string) =>
  handler(new Request('http://localhost/api/jobs/reminders', { method: handler === GET ? 'GET' : 'POST', headers: authorization ? { authorization } : {} }));

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  delete process.env.CRON_SECRET;
  resetEnvForTests();
  await handle.close();
});

describe('/api/jobs/reminders', () => {
  beforeEach(() => {
    process.env.CRON_SECRET = SECRET;
    resetEnvForTests();
  });

  it('refuses a call without the secret or with a wrong one', async () => {
    for (const authorization of [undefined, SECRET, `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(1)}`, 'Basic abc', `Bearer`]) {
      for (const handler of [GET, POST]) {
        const response = await call(handler, authorization);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await response.json()).toEqual({ error: 'Unauthorized' });
      }
    }
  });

  it('refuses every call while CRON_SECRET is unset', async () => {
    delete process.env.CRON_SECRET;
    resetEnvForTests();
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) expect((await call(GET, authorization)).status).toBe(401);
  });

  it('runs one pass with the right secret and answers its counts', async () => {
    for (const handler of [GET, POST]) {
      const response = await call(handler, `Bearer ${SECRET}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        data: { queued: expect.any(Number), skipped: expect.any(Number), sent: 0, retrying: 0, failed: 0 },
      });
    }
  });
});

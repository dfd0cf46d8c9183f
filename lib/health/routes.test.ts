import { sql } from 'drizzle-orm';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { captureLogs } from '@/lib/log/testing';
import { liveness, readiness } from './routes';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

describe('GET /api/health', () => {
  it('answers 200 and never cached, whatever the database', async () => {
    const response = await liveness();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with the state of each part when the database is migrated', async () => {
    const response = await readiness();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
  });

  it('answers 503 naming the part that failed, and logs it', async () => {
    const logs = captureLogs();
    try {
      await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const response = await readiness();
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' });
      expect(logs.lines()).toEqual([expect.objectContaining({ msg: 'not ready', component: 'health', migrations: 'pending' })]);
    } finally {
      logs.restore();
    }
  });
});

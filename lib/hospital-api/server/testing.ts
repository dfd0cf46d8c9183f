import { setDbForTests } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/types';
import { resetEnvForTests } from '@/lib/env';
import { createSeededTestDatabase } from '@/mocks/testing';

export const TEST_API_KEY = 'test-hospital-api-key';
export const TEST_API_TOKEN = 'test-hospital-api-token';

export const keyHeaders = { 'x-api-key': TEST_API_KEY };
export const tokenHeaders = { Authorization: `Bearer ${TEST_API_TOKEN}` };

/** The route handlers under test read a seeded database and accept the test credentials. */
export async function setUpApi(): Promise<DbHandle> {
  process.env.HOSPITAL_API_KEY = TEST_API_KEY;
  process.env.HOSPITAL_API_TOKEN = TEST_API_TOKEN;
  resetEnvForTests();
  const handle = await createSeededTestDatabase();
  setDbForTests(handle.db);
  return handle;
}

export async function tearDownApi(handle: DbHandle | undefined): Promise<void> {
  setDbForTests(undefined);
  delete process.env.HOSPITAL_API_KEY;
  delete process.env.HOSPITAL_API_TOKEN;
  resetEnvForTests();
  await handle?.close();
}

export const request = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init);

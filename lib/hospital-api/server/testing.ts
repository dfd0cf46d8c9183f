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

interface ListAnswer {
  data: unknown[];
  pagination: { total: number };
}

/**
 * That a list pages through every row once, in the order of one page of them all: its first, `middle` and
 * last page of `limit` rows, and a page past the end answering the last. `list` fetches the given query.
 */
export async function expectPagesThroughEveryRow(list: (query: string) => Promise<ListAnswer>, { maxLimit, limit, middle }: { maxLimit: number; limit: number; middle: number }) {
  const all = await list(`?limit=${maxLimit}`);
  const total = all.pagination.total;
  expect(all.data).toHaveLength(total);
  const lastPage = Math.ceil(total / limit);
  const first = await list(`?limit=${limit}`);
  expect(first.data).toEqual(all.data.slice(0, limit));
  expect(first.pagination).toEqual({ page: 1, limit, total, totalPages: lastPage, prevPage: null, nextPage: 2 });
  const inBetween = await list(`?limit=${limit}&page=${middle}`);
  expect(inBetween.data).toEqual(all.data.slice((middle - 1) * limit, middle * limit));
  expect(inBetween.pagination).toMatchObject({ page: middle, limit, prevPage: middle - 1, nextPage: middle + 1 });
  const last = await list(`?limit=${limit}&page=${lastPage}`);
  expect(last.data).toEqual(all.data.slice((lastPage - 1) * limit));
  expect(last.pagination).toMatchObject({ page: lastPage, prevPage: lastPage - 1, nextPage: null });
  expect(await list(`?limit=${limit}&page=${lastPage + 3}`)).toEqual(last);
}

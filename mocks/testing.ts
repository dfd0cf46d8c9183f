import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';

/** The instant the test fixtures are seeded at: 10:00 in Lagos on 15 March 2026. */
export const TEST_NOW = new Date('2026-03-15T09:00:00Z');
export const TEST_TODAY = '2026-03-15';

/**
 * A fresh database (PGlite, or PostgreSQL with DATABASE_URL) holding the base sample data seeded at TEST_NOW: a copy
 * of the run's seeded template (tests/global-setup.mjs) when there is one, so each test file gets its own database
 * without seeding it again.
 */
export async function createSeededTestDatabase(): Promise<DbHandle> {
  const handle = await createTestDatabase('seeded');
  if (handle.seeded) return handle;
  // Loaded only here: with a template, a test file never seeds, and the seed's modules cost a third of a second.
  const { seedBaseData } = await import('./seed');
  await seedBaseData(handle.db, { now: TEST_NOW });
  return handle;
}

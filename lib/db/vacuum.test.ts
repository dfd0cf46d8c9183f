import { sql } from 'drizzle-orm';
import { auditEvents } from './schema';
import { createTestDatabase } from './testing';
import { rowsOf } from './rows';
import type { DbHandle } from './types';
import { listTables, vacuumTables } from './vacuum';

// Asserted on what VACUUM and ANALYZE leave in the catalogue (pages marked all-visible, row estimates), never on timing.

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const auditCatalogue = async () =>
  (await rowsOf<{ allVisible: number; estimate: number }>(handle.db, sql`select relallvisible::int as "allVisible", reltuples::int as estimate from pg_class where relname = 'audit_events'`))[0];

it('lists the app tables, the audit trail and the patients among them', async () => {
  const tables = await listTables(handle.db);
  expect(tables).toEqual(expect.arrayContaining(['audit_events', 'patients', 'appointments', 'sessions']));
  expect(tables).toEqual([...tables].sort());
});

it('marks the pages all-visible and counts the rows of the tables it vacuums', async () => {
  await handle.db.insert(auditEvents).values(
    Array.from({ length: 2000 }, (_, index) => ({ actorEmail: `reader${index}@example.com`, action: 'view' as const, entity: 'patient' as const })),
  );
  const before = await auditCatalogue();
  expect(before.allVisible).toBe(0);

  expect(await vacuumTables(handle.db, ['audit_events'])).toEqual(['audit_events']);

  const after = await auditCatalogue();
  expect(after.allVisible).toBeGreaterThan(0);
  expect(after.estimate).toBeGreaterThanOrEqual(2000);
});

it('vacuums every table when none is named, quoting each name', async () => {
  const tables = await vacuumTables(handle.db);
  expect(tables).toEqual(await listTables(handle.db));
});

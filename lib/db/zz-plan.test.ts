import { sql } from 'drizzle-orm';
import { createSeededTestDatabase, TEST_NOW } from '@/mocks/testing';
import { seedBulkPatients } from '@/mocks';
import { queryRows } from '@/lib/db/testing';
jest.setTimeout(120000);
it('plan', async () => {
  const handle = await createSeededTestDatabase();
  await seedBulkPatients(handle.db, 3000, { now: TEST_NOW });
  await handle.db.execute(sql`analyze`);
  const rows = await handle.db.transaction(async (tx) => { await tx.execute(sql`set local enable_seqscan = off`); return queryRows(tx, sql`explain select count(*) from patients where lower(phone) like '%xqzvw%'`); });
  console.log(JSON.stringify(rows));
  const r2 = await queryRows(handle.db, sql`select phone from patients order by id desc limit 3`);
  console.log(JSON.stringify(r2));
});

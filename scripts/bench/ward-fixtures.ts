// What the bench's bed board and admission page need in its database, made before the servers start (the embedded
// database is the server's alone once it runs): the bulk wards with 200 patients in them (mocks/bulk-wards.ts). A
// database seeded before the wards existed gets them once; one seeded since has them already, and nothing changes.
import { sql } from 'drizzle-orm';
import { seedBulkWards } from '@/mocks/bulk-wards';
import { describeTarget, exitWithError, withCliDatabase } from '../db-cli';

async function main() {
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    const added = await seedBulkWards(handle.db);
    if (!added) return;
    // The planner's statistics of what was just written, as the seed leaves them: PGlite never autovacuums.
    await handle.db.execute(sql`vacuum analyze wards, beds, admissions, bed_stays, progress_notes, observations`);
    console.log(
      `Added the bulk wards to the ${describeTarget()}: ${added.wards} wards of ${added.beds} beds, ${added.inpatients} patients in them and ${added.discharged} past admissions.`,
    );
  });
}

main().catch(exitWithError);

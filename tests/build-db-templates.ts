// Builds the unit tests' database templates once per Jest run (tests/global-setup.mjs runs it with tsx, which
// resolves the `@/` imports): an in-memory PGlite is migrated and dumped as `migrated.tar`, then seeded with
// the base sample data at TEST_NOW and dumped as `seeded.tar`. Each test file loads a copy of one of them
// (lib/db/testing.ts, mocks/testing.ts) instead of running initdb, the migrations and the seed itself.
//
//   tsx tests/build-db-templates.ts <folder>
import { writeFileSync } from 'node:fs';
import { openPglite } from '@/lib/db/open';
import { templateFile, type TemplateName } from '@/lib/db/testing';
import { seedBaseData } from '@/mocks/seed';
import { TEST_NOW } from '@/mocks/testing';

async function main(folder: string) {
  const handle = await openPglite();
  const dump = async (name: TemplateName) => writeFileSync(templateFile(folder, name), Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
  try {
    await handle.migrate();
    await dump('migrated');
    await seedBaseData(handle.db, { now: TEST_NOW });
    await dump('seeded');
  } finally {
    await handle.close();
  }
}

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: tsx tests/build-db-templates.ts <folder>');
  process.exit(2);
}
main(folder).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

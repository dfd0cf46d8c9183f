// Builds the unit tests' database templates once per Jest run (tests/global-setup.mjs runs it with tsx, which
// resolves the `@/` imports): an in-memory PGlite is migrated and dumped as `migrated.tar`, then seeded with
// the base sample data at TEST_NOW and dumped as `seeded.tar`. Each test file loads a copy of one of them
// (lib/db/testing.ts, mocks/testing.ts) instead of running initdb, the migrations and the seed itself.
// With DATABASE_URL (npm run test:pg) the templates are two databases on that server, `<prefix>_migrated` and
// `<prefix>_seeded`, which each test file's database is created from (CREATE DATABASE … TEMPLATE).
//
//   tsx tests/build-db-templates.ts <folder>
//   DATABASE_URL=… tsx tests/build-db-templates.ts --postgres <prefix>
import { writeFileSync } from 'node:fs';
import { openPglite, openPostgres } from '@/lib/db/open';
import { onServer, postgresTemplateName, templateFile, type TemplateName } from '@/lib/db/testing';
import { seedBaseData } from '@/mocks/seed';
import { TEST_NOW } from '@/mocks/testing';

async function buildPostgres(url: string, prefix: string) {
  const migrated = postgresTemplateName(prefix, 'migrated');
  const seeded = postgresTemplateName(prefix, 'seeded');
  const at = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  await onServer(url, `CREATE DATABASE "${migrated}"`);
  const first = openPostgres(at(migrated));
  try {
    await first.migrate();
  } finally {
    await first.close();
  }
  await onServer(url, `CREATE DATABASE "${seeded}" TEMPLATE "${migrated}"`);
  const second = openPostgres(at(seeded));
  try {
    await seedBaseData(second.db, { now: TEST_NOW });
  } finally {
    await second.close();
  }
}

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

const [first, second] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!first || (first === '--postgres' && (!second || !url))) {
  console.error('Usage: tsx tests/build-db-templates.ts <folder>\n       DATABASE_URL=… tsx tests/build-db-templates.ts --postgres <prefix>');
  process.exit(2);
}
(first === '--postgres' ? buildPostgres(url!, second) : main(first)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

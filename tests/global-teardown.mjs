// Removes what tests/global-setup.mjs made: the database templates (the folder, or the two databases) and the
// folder of FHIR definitions.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { FHIR_DEFINITIONS_ENV, PG_TEMPLATES_ENV, TEMPLATES_ENV } from './global-setup.mjs';

export default async function globalTeardown() {
  for (const folder of [process.env[TEMPLATES_ENV], process.env[FHIR_DEFINITIONS_ENV]]) {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
  const prefix = process.env[PG_TEMPLATES_ENV];
  if (!prefix || !process.env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (const name of ['migrated', 'seeded']) await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${name}"`);
  } finally {
    await admin.end();
  }
}

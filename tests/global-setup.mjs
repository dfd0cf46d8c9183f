// Jest's global setup: builds the database templates every test file copies (tests/build-db-templates.ts). On
// PGlite they are files in a temporary folder named by HMS_TEST_DB_TEMPLATES; with DATABASE_URL set (npm run
// test:pg) they are two databases on that server whose names start with HMS_TEST_PG_TEMPLATES. The workers
// inherit the variable.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEMPLATES_ENV = 'HMS_TEST_DB_TEMPLATES';
export const PG_TEMPLATES_ENV = 'HMS_TEST_PG_TEMPLATES';

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
}

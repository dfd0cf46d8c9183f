// Jest's global setup: builds the database templates every test file copies (tests/build-db-templates.ts)
// into a temporary folder named by HMS_TEST_DB_TEMPLATES, which the workers inherit. With DATABASE_URL set
// (npm run test:pg) each file creates its own PostgreSQL database instead, so nothing is built.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEMPLATES_ENV = 'HMS_TEST_DB_TEMPLATES';

/** @param {import('@jest/types').Config.GlobalConfig} globalConfig */
export default function globalSetup(globalConfig) {
  if (process.env.DATABASE_URL) return;
  const root = globalConfig.rootDir;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hms-test-db-'));
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const built = spawnSync(tsx, [path.join(root, 'tests', 'build-db-templates.ts'), folder], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  if (built.status !== 0) throw new Error(`Building the test database templates failed (tsx exited with ${built.status ?? built.signal}).`);
  process.env[TEMPLATES_ENV] = folder;
}

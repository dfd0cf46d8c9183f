import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { demoDatabaseTemplate, e2eServer, SERVER_ENV } from './fixtures/servers';

/**
 * Seeds the demo database that the servers a spec starts are copied from (fixtures/app-server.ts), with the
 * command an operator would use (`npm run db:seed`), in the e2e servers' own environment.
 */
export default function seedDemoTemplate(): void {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, APP_URL: e2eServer(0).baseURL, DATA_DIR: demoDatabaseTemplate() };
  delete env.DATABASE_URL;
  execFileSync(tsx, ['scripts/db-seed.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

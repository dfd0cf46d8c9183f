// Run before each of the run's servers starts (playwright.config.ts): its database folder, DATA_DIR, becomes a copy
// of the run's demo database, seeded once for them all, as a restored backup would be. Each server seeding a new
// folder itself cost five seconds apiece at the start of the run; how a production server seeds a new folder is
// shown by e2e/standalone.spec.ts and lib/db/startup.test.ts.
import { cpSync, existsSync } from 'node:fs';
import { ensureDemoTemplate } from './fixtures/demo-template';

const folder = process.env.DATA_DIR;
if (!folder) throw new Error('DATA_DIR is unset: playwright.config.ts names each server its folder');
const template = ensureDemoTemplate();
if (!existsSync(folder)) cpSync(template, folder, { recursive: true });

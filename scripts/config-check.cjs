// Loaded before the server (`node --require ./scripts/config-check.cjs …`, see scripts/server-command.ts): checks the
// configuration with the app's own rules (lib/env.ts, bundled at build time beside the server) before Next prints
// anything. Plain CommonJS, because it runs before anything is compiled.
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file that Node loads with --require
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { existsSync } = require('node:fs');

// The server's own folder: .next/standalone from the project (npm start), /app in the container.
const bundle = path.join(path.dirname(path.resolve(process.argv[1])), 'scripts', 'config-check.bundle.cjs');
if (!existsSync(bundle)) {
  console.error(`Cannot start: ${bundle} is missing; run npm run build first.`);
  process.exit(1);
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
require(bundle);

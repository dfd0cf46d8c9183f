// Loaded before the server (`node --require ./scripts/launch-folder.cjs …`, see scripts/server-command.ts).
// Plain CommonJS, because it runs before anything is compiled.
//
// The standalone server (.next/standalone/server.js) changes into its own folder before the app reads its
// settings. A relative DATA_DIR, and the default `.data`, would then name a folder inside the build output,
// which the next `npm run build` deletes with the database in it. Here, before that, DATA_DIR is made absolute
// against the folder the server was started from: `npm start` in the project keeps its `.data`, and the
// container's `/data` stays `/data`.
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file that Node loads with --require
const path = require('node:path');

/** DATA_DIR as an absolute path, resolved against `cwd`; unset or empty: `.data` there. */
function absoluteDataDir(raw, cwd) {
  return path.resolve(cwd, raw === undefined || raw === '' ? '.data' : raw);
}

// Only the embedded database has a folder; with DATABASE_URL, DATA_DIR still holds the outbox folder.
process.env.DATA_DIR = absoluteDataDir(process.env.DATA_DIR, process.cwd());

module.exports = { absoluteDataDir };

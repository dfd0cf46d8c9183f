// Stops a script at once on a Node older than the project's: the project brings Node 24 itself (the `node` package
// among its development dependencies puts it first on every npm script's path), so an older one means the install
// left it out (`npm ci --omit=dev`, or a script run without npm). Plain CommonJS, so that any old Node can run it.
'use strict';

/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, for any Node */
const { readFileSync } = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/** The lowest major version `engines.node` allows (">=24" gives 24). */
function requiredMajor(engines) {
  const match = /(\d+)/.exec(engines || '');
  return match ? Number(match[1]) : 0;
}

/** What is wrong with running on `version` ("v20.19.0") when the project needs `engines`, or null. */
function nodeProblem(version, engines) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  const needed = requiredMajor(engines);
  if (major >= needed) return null;
  return [
    `This project runs on Node ${needed} or newer; this is Node ${version.replace(/^v/, '')}.`,
    'Run it through npm (npm test, npm run dev, npm start) after `npm install` or `npm ci`: the `node` development',
    `dependency puts Node ${needed} first on the path of every npm script.`,
  ].join('\n');
}

module.exports = { nodeProblem, requiredMajor };

if (require.main === module) {
  const { engines } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const problem = nodeProblem(process.version, engines && engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

// `npm test`: every check, the first failure stopping the run with its exit code, then how long each took.
// ESLint and the type check each keep one core busy and depend on nothing but the sources, so they run side by side
// (their output printed whole, one after the other); the rest run in turn, each using every core.
import { spawn } from 'node:child_process';

/**
 * The checks in order; an inner list runs at once. The build skips Next's own type pass (typecheck has made it)
 * and does not write Turbopack's cache for a next build.
 */
const CHECKS = [
  [{ script: 'lint' }, { script: 'typecheck' }],
  { script: 'test:unit' },
  { script: 'test:pg' },
  { script: 'build', env: { HMS_TYPES_CHECKED: '1', HMS_BUILD_CACHE: 'off' } },
  { script: 'test:e2e' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; its output goes to the terminal, or is kept and returned when `quiet`. */
function run({ script, env = {} }, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const timings = [];
const summary = () => timings.map(({ script, seconds }) => `${script} ${Math.round(seconds)} s`).join(', ');

for (const step of CHECKS) {
  const results = Array.isArray(step) ? await Promise.all(step.map((check) => run(check, { quiet: true }))) : [await run(step)];
  for (const result of results) {
    if (Array.isArray(step)) process.stdout.write(`\n> npm run ${result.script}\n${result.output}`);
    timings.push(result);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.error(`\nnpm run ${failed.script} failed (exit code ${failed.code}). Took: ${summary()}.`);
    process.exit(failed.code);
  }
}
console.log(`\nEvery check passed. Took: ${summary()}.`);

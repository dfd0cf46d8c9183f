// Signs the workload's clinicians in before the servers start (scripts/bench/clinician-fixtures.ts): the most a run
// needs of each role, each with a session of its own.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { BenchOptions } from '../options';
import type { Env } from '../prepare';
import type { BenchSession } from './run-clinic';
import { sessionsNeeded } from './run-clinic';

export function signInClinicians(root: string, env: Env, options: Pick<BenchOptions, 'users' | 'capacity'>): BenchSession[] {
  const needed = sessionsNeeded(options.users, options.capacity);
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/bench/clinician-fixtures.ts', String(needed.doctor), String(needed['front-desk']), String(needed.lab)],
    { cwd: root, env: env as NodeJS.ProcessEnv, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    // A failed insert's message holds the whole statement and its values: its cause is at the end.
    const said = (run.stderr || run.stdout).trim();
    throw new Error(`Signing in the workload's clinicians failed:\n${said.length > 2000 ? `${said.slice(0, 300)} … ${said.slice(-1500)}` : said}`);
  }
  if (run.stderr.trim()) console.log(run.stderr.trim());
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as BenchSession[];
}

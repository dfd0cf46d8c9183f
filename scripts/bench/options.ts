// Command-line options of `npm run bench`. Pure: tested in options.test.ts.

export interface BenchOptions {
  /** Generated patients in the embedded database (a folder per count under .bench/). */
  patients: number;
  /** Concurrent keep-alive connections of the load. */
  connections: number;
  /** Servers started on the one database (PostgreSQL only); the connections are dealt out among them. */
  instances: number;
  /** Seconds of measured load per route. */
  durationS: number;
  /** Seconds of unmeasured load per route before it. */
  warmupS: number;
  /** Seconds after which one request counts as timed out. */
  timeoutS: number;
  /** Build even when the build in .next-bench looks current. */
  build: boolean;
  /** Measure only the routes whose name contains one of these (and /about, the baseline). */
  only: string[];
  /** Lighthouse runs per screen of LIGHTHOUSE_ROUTES (the median is kept); 0 leaves the Lighthouse pass out. */
  lighthouseRuns: number;
  /** Only the Lighthouse pass: no load. */
  lighthouseOnly: boolean;
  help: boolean;
  /** A day's mixed work by many clinicians at once instead of one route at a time (scripts/bench/workload/). */
  workload: 'clinic' | null;
  /** Concurrent clinicians of the workload. */
  users: number;
  /** Minutes of the workload's measured work (after its warm-up). */
  minutes: number;
  /** Step the workload's clinicians up from --users until a step's p95 passes 500 ms. */
  capacity: boolean;
}

export const DEFAULT_OPTIONS: BenchOptions = {
  patients: 100_000,
  connections: 10,
  instances: 1,
  durationS: 10,
  warmupS: 2,
  timeoutS: 30,
  build: false,
  only: [],
  lighthouseRuns: 5,
  lighthouseOnly: false,
  help: false,
  workload: null,
  users: 70,
  minutes: 10,
  capacity: false,
};

export const USAGE = `npm run bench [-- options]

Seeds (once) an embedded database with generated patients in .bench/, or uses DATABASE_URL; builds into
.next-bench when the sources are newer; starts the server npm start runs (one, or --instances N of them on
DATABASE_URL's database); signs in as the demo doctor; loads /about, every doctor screen and the API's page 1
/ page 10,000 / search hit / search miss; prints the figures and the targets; writes them to
.bench/results-<engine>-<timestamp>.json. Exits 0 whether or not targets are met.

  --patients N      generated patients in the embedded database; with DATABASE_URL, how many it should
                    have (a warning if fewer) (default ${DEFAULT_OPTIONS.patients})
  --connections N   concurrent connections (default ${DEFAULT_OPTIONS.connections})
  --instances N     servers on the one database, the connections dealt out among them (default
                    ${DEFAULT_OPTIONS.instances}); more than one needs DATABASE_URL
  --duration S      seconds of measured load per route (default ${DEFAULT_OPTIONS.durationS})
  --warmup S        seconds of warm-up load per route (default ${DEFAULT_OPTIONS.warmupS})
  --timeout S       seconds before a request counts as timed out (default ${DEFAULT_OPTIONS.timeoutS})
  --build           build even if .next-bench looks current
  --only a,b        only routes whose name contains a or b (plus /about); the same for Lighthouse's screens
  --lighthouse-runs N
                    Lighthouse runs (mobile preset) per phone screen after the load, each measure's
                    median kept (default ${DEFAULT_OPTIONS.lighthouseRuns}); 0 leaves the Lighthouse pass out
  --lighthouse-only only the Lighthouse pass, no load
  --workload clinic a day's mixed work instead of one route at a time: --users clinicians (doctors, the
                    front desk, the lab, a connected system) sign in once and work with think times of
                    3–15 s; each step's count, p50/p95/p99 and errors, and the servers' and database's
                    CPU and memory. --instances spreads them over several servers (PostgreSQL)
  --users N         the workload's concurrent clinicians (default ${DEFAULT_OPTIONS.users})
  --minutes M       the workload's measured minutes, after a warm-up of a fifth of them up to a
                    minute (default ${DEFAULT_OPTIONS.minutes})
  --capacity        step the workload's clinicians up from --users (100, 150, … 500) until a step's
                    p95 passes 500 ms: the clinicians this way of running serves
  --help            this text`;

const NUMERIC = {
  '--patients': 'patients',
  '--connections': 'connections',
  '--instances': 'instances',
  '--duration': 'durationS',
  '--warmup': 'warmupS',
  '--timeout': 'timeoutS',
  '--lighthouse-runs': 'lighthouseRuns',
  '--users': 'users',
  '--minutes': 'minutes',
} as const;

function parseNumber(flag: string, raw: string | undefined, integer: boolean, min: number): number {
  const value = Number(raw);
  const valid = raw !== undefined && raw !== '' && Number.isFinite(value) && value >= min && (!integer || Number.isInteger(value));
  if (!valid) {
    throw new Error(`${flag} expects ${integer ? 'a whole number' : 'a number'} of at least ${min}, got ${raw === undefined ? 'nothing' : `"${raw}"`}.`);
  }
  return value;
}

/** Reads `--flag value` and `--flag=value`; throws with the flag's name on a wrong value or an unknown flag. */
export function parseOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { ...DEFAULT_OPTIONS, only: [] };
  for (let index = 0; index < args.length; index += 1) {
    const [flag, inline] = args[index].split(/=(.*)/s, 2);
    const value = () => (inline !== undefined ? inline : args[++index]);
    if (flag === '--build') options.build = true;
    else if (flag === '--lighthouse-only') options.lighthouseOnly = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--capacity') options.capacity = true;
    else if (flag === '--workload') {
      const name = value();
      if (name !== 'clinic') throw new Error(`--workload knows one workload, clinic; got ${name === undefined ? 'nothing' : `"${name}"`}.`);
      options.workload = name;
    } else if (flag === '--only') {
      options.only = (value() ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    } else if (flag in NUMERIC) {
      const key = NUMERIC[flag as keyof typeof NUMERIC];
      const integer = key === 'patients' || key === 'connections' || key === 'instances' || key === 'lighthouseRuns' || key === 'users';
      const min = key === 'warmupS' || key === 'lighthouseRuns' ? 0 : integer ? 1 : 0.1;
      options[key] = parseNumber(flag, value(), integer, min);
    } else {
      throw new Error(`Unknown option ${flag}.\n\n${USAGE}`);
    }
  }
  if (options.lighthouseOnly && options.lighthouseRuns === 0) {
    throw new Error('--lighthouse-only needs at least one Lighthouse run: --lighthouse-runs 0 leaves the pass out.');
  }
  if (options.capacity && !options.workload) throw new Error('--capacity steps up the clinicians of a workload: give --workload clinic too.');
  if (options.instances > (options.workload ? options.users : options.connections)) {
    if (options.workload) throw new Error(`--instances ${options.instances} needs at least as many clinicians (--users ${options.users}): each server gets one or more.`);
    throw new Error(`--instances ${options.instances} needs at least as many connections (--connections ${options.connections}): each server gets one or more.`);
  }
  return options;
}

/**
 * Why these options cannot run on this database, or null. The embedded database belongs to one process
 * (its folder is locked by the server that opens it), so a second server needs PostgreSQL.
 */
export function instancesProblem(options: Pick<BenchOptions, 'instances'>, databaseUrl: string | undefined): string | null {
  if (options.instances === 1 || databaseUrl) return null;
  return (
    `--instances ${options.instances} needs PostgreSQL: the embedded database belongs to one server. ` +
    `Set DATABASE_URL to a database seeded with npm run db:seed -- --patients N.`
  );
}

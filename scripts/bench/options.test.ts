import { DEFAULT_OPTIONS, instancesProblem, parseOptions } from './options';
import { restoreTsconfig } from './prepare';
import { ROUTES, selectRoutes } from './routes';

describe('parseOptions', () => {
  it('defaults to 100k patients, 10 connections, one server, 10 s per route', () => {
    expect(parseOptions([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ patients: 100_000, connections: 10, instances: 1, durationS: 10 });
  });

  it('reads --flag value and --flag=value', () => {
    expect(parseOptions(['--duration', '5', '--warmup=0', '--build', '--only', 'dashboard, api'])).toMatchObject({
      durationS: 5,
      warmupS: 0,
      build: true,
      only: ['dashboard', 'api'],
    });
  });

  it('names the flag of a wrong value, and refuses unknown flags', () => {
    expect(() => parseOptions(['--patients', '1.5'])).toThrow('--patients expects a whole number of at least 1, got "1.5".');
    expect(() => parseOptions(['--connections'])).toThrow('--connections expects a whole number of at least 1, got nothing.');
    expect(() => parseOptions(['--duration=0'])).toThrow('--duration expects a number of at least 0.1');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option --fast.');
  });

  it('reads --instances as a whole number of at least 1, with at least one connection each', () => {
    expect(parseOptions(['--instances', '2', '--patients=1000000'])).toMatchObject({ instances: 2, patients: 1_000_000, connections: 10 });
    expect(parseOptions(['--instances=3', '--connections', '3'])).toMatchObject({ instances: 3, connections: 3 });
    expect(() => parseOptions(['--instances', '0'])).toThrow('--instances expects a whole number of at least 1, got "0".');
    expect(() => parseOptions(['--instances', '1.5'])).toThrow('--instances expects a whole number of at least 1, got "1.5".');
    expect(() => parseOptions(['--instances', '4', '--connections', '3'])).toThrow('--instances 4 needs at least as many connections (--connections 3)');
  });

  it('runs Lighthouse 3 times a screen by default; --lighthouse-runs 0 leaves it out, --lighthouse-only keeps only it', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({ lighthouseRuns: 5, lighthouseOnly: false });
    expect(parseOptions(['--lighthouse-runs', '0'])).toMatchObject({ lighthouseRuns: 0 });
    expect(parseOptions(['--lighthouse-only', '--lighthouse-runs=1'])).toMatchObject({ lighthouseOnly: true, lighthouseRuns: 1 });
    expect(() => parseOptions(['--lighthouse-runs', '1.5'])).toThrow('--lighthouse-runs expects a whole number of at least 0, got "1.5".');
    expect(() => parseOptions(['--lighthouse-only', '--lighthouse-runs', '0'])).toThrow('--lighthouse-only needs at least one Lighthouse run');
  });
});

describe('parseOptions: the clinic workload', () => {
  it('runs 70 clinicians for 10 minutes unless told, stepping them up only with --capacity', () => {
    expect(parseOptions(['--workload', 'clinic'])).toMatchObject({ workload: 'clinic', users: 70, minutes: 10, capacity: false });
    expect(parseOptions(['--workload=clinic', '--users', '300', '--minutes', '0.5', '--capacity'])).toMatchObject({ users: 300, minutes: 0.5, capacity: true });
  });

  it('refuses an unknown workload, --capacity without one, and more servers than clinicians', () => {
    expect(() => parseOptions(['--workload', 'surgery'])).toThrow('--workload knows one workload, clinic; got "surgery".');
    expect(() => parseOptions(['--capacity'])).toThrow('give --workload clinic too');
    expect(() => parseOptions(['--workload', 'clinic', '--users', '1', '--instances', '2'])).toThrow('--instances 2 needs at least as many clinicians (--users 1)');
    expect(() => parseOptions(['--workload', 'clinic', '--users', '1.5'])).toThrow('--users expects a whole number');
  });
});

describe('instancesProblem', () => {
  it('lets one server run on either database, several only on PostgreSQL', () => {
    expect(instancesProblem({ instances: 1 }, undefined)).toBeNull();
    expect(instancesProblem({ instances: 1 }, 'postgres://bench@127.0.0.1/hms')).toBeNull();
    expect(instancesProblem({ instances: 2 }, 'postgres://bench@127.0.0.1/hms')).toBeNull();
    expect(instancesProblem({ instances: 2 }, undefined)).toMatch(/^--instances 2 needs PostgreSQL: the embedded database belongs to one server\. Set DATABASE_URL/);
  });
});

describe('selectRoutes', () => {
  it('keeps /about with the routes asked for', () => {
    expect(selectRoutes(ROUTES, ['dashboard']).map((route) => route.name)).toEqual(['/about', '/doctor/dashboard', '/about (again)']);
    expect(selectRoutes(ROUTES, [])).toHaveLength(ROUTES.length);
  });

  it('lists every doctor screen before the detail screens that take an id from it', () => {
    const names = ROUTES.map((route) => route.name);
    for (const route of ROUTES.filter((candidate) => candidate.idFrom)) {
      expect(names.indexOf(route.idFrom!.route)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(route.idFrom!.route)).toBeLessThan(names.indexOf(route.name));
    }
  });
});

describe('restoreTsconfig', () => {
  const before = '{\n  "include": ["next-env.d.ts", "**/*.ts"]\n}\n';

  it('puts the file back byte for byte when the build only added its own entries', () => {
    const after = JSON.stringify({ include: ['next-env.d.ts', '**/*.ts', '.next-bench/types/**/*.ts', '.next-bench/dev/types/**/*.ts'] }, null, 2);
    expect(restoreTsconfig(before, after)).toBe(before);
  });

  it('keeps a concurrent edit as it is written and removes only the bench lines', () => {
    const after = JSON.stringify({ include: ['next-env.d.ts', '**/*.ts', '.next-other/types/**/*.ts', '.next-bench/types/**/*.ts'] }, null, 2);
    const expected = JSON.stringify({ include: ['next-env.d.ts', '**/*.ts', '.next-other/types/**/*.ts'] }, null, 2);
    expect(restoreTsconfig(before, after)).toBe(expected);
  });

  it('drops the bench entries from a list written on one line', () => {
    const after = JSON.stringify({ include: ['next-env.d.ts', '**/*.ts', 'extra.ts', '.next-bench/types/**/*.ts'] });
    expect(JSON.parse(restoreTsconfig(before, after))).toEqual({ include: ['next-env.d.ts', '**/*.ts', 'extra.ts'] });
  });
});

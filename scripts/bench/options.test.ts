import { DEFAULT_OPTIONS, parseOptions } from './options';
import { restoreTsconfig } from './prepare';
import { ROUTES, selectRoutes } from './routes';

describe('parseOptions', () => {
  it('defaults to 100k patients, 10 connections, 10 s per route', () => {
    expect(parseOptions([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ patients: 100_000, connections: 10, durationS: 10 });
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

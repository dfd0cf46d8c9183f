import { formatApiTable, formatMs, formatRate, formatRouteTable, formatTable } from './report';
import { summarize, type Outcome } from './stats';
import { API_CASES, checkTargets, KIB, type RouteResult } from './targets';

describe('formatTable', () => {
  it('pads every column to its widest cell, right-aligned where asked, with a rule under the header', () => {
    const table = formatTable(
      ['route', 'req/s'],
      [
        ['/about', '1200'],
        ['/doctor/dashboard', '35'],
      ],
      ['left', 'right'],
    );
    expect(table.split('\n')).toEqual([
      'route              req/s',
      '-----------------  -----',
      '/about              1200',
      '/doctor/dashboard     35',
    ]);
  });

  it('leaves no trailing spaces and treats a missing cell as empty', () => {
    const table = formatTable(['a', 'b'], [['long cell']]);
    expect(table.split('\n').every((line) => line === line.trimEnd())).toBe(true);
    expect(table.split('\n')[2]).toBe('long cell');
  });
});

describe('number formats', () => {
  it('shows milliseconds below a second and seconds above', () => {
    expect(formatMs(4.26)).toBe('4.3 ms');
    expect(formatMs(123.4)).toBe('123 ms');
    expect(formatMs(1534)).toBe('1.53 s');
    expect(formatMs(31_000)).toBe('31.0 s');
    expect(formatMs(Number.NaN)).toBe('-');
  });

  it('gives small rates more digits', () => {
    expect(formatRate(1234.5)).toBe('1235');
    expect(formatRate(12.345)).toBe('12.3');
    expect(formatRate(0.256)).toBe('0.26');
  });
});

describe('the route and API tables', () => {
  const ok = (count: number, ms: number): Outcome[] => Array.from({ length: count }, () => ({ kind: 'ok', status: 200, ms, bytes: 1 }));
  const measured = (name: string, kind: RouteResult['kind'], rate: number, bytes: number, note?: string): RouteResult => ({
    name,
    path: name,
    kind,
    status: 'measured',
    probe: { status: 200, ms: 5, bytes },
    load: summarize(ok(rate, 8), 1000),
    peakRssBytes: 0,
    ...(note ? { note } : {}),
  });
  const routes: RouteResult[] = [
    { ...measured('/about', 'baseline', 400, 30 * KIB), cpuCores: { server: 1, bench: 0.1, others: 0.25 }, cpuMsPerRequest: 2.5 },
    { ...measured('/doctor/dashboard', 'doctor', 200, 60 * KIB), cpuMsPerRequest: 5 },
    measured('/doctor/new-diagnosis', 'doctor', 20, 9000 * KIB),
    { name: '/doctor/transactions', path: '/doctor/transactions', kind: 'doctor', status: 'timeout', probe: null, load: null, peakRssBytes: 0 },
    measured(API_CASES.page1, 'api', 300, 4 * KIB, '10 rows of 100060'),
  ];
  const checks = checkTargets(routes, 0);

  it('gives each page its ratio to /about and says which targets it missed', () => {
    const lines = formatRouteTable(routes, checks).split('\n');
    expect(lines[0]).toMatch(
      /^route\s+req\/s\s+vs \/about\s+p50\s+p95\s+HTML KB\s+err\/timeout\s+CPU ms\/req\s+by CPU\s+others CPU\s+target met\?$/,
    );
    expect(lines.find((line) => line.startsWith('/about'))).toMatch(/400\s+1\.00\s+8\.0 ms\s+8\.0 ms\s+30\.0\s+0\/0\s+2\.5\s+1\.00\s+0\.25\s+baseline$/);
    expect(lines.find((line) => line.startsWith('/doctor/dashboard'))).toMatch(/200\s+0\.50 .*0\/0\s+5\.0\s+0\.50\s+-\s+yes$/);
    expect(lines.find((line) => line.startsWith('/doctor/new-diagnosis'))).toMatch(/0\.05 .*9000\.0\s+0\/0\s+-\s+-\s+-\s+NO \(throughput, HTML\)$/);
    expect(lines.find((line) => line.startsWith('/doctor/transactions'))).toMatch(/-\s+-\s+-\s+-\s+-\s+timeout\s+-\s+-\s+-\s+NO \(throughput, HTML\)$/);
    expect(lines.some((line) => line.startsWith('api'))).toBe(false);
  });

  it('lists the API cases with what they answered', () => {
    const lines = formatApiTable(routes).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^api page 1\s+300\s+8\.0 ms\s+8\.0 ms\s+4\.0\s+0\/0\s+-\s+-\s+10 rows of 100060$/);
  });
});

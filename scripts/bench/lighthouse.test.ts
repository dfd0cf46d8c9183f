import { figuresOf, fillIds, formatLighthouseTable, idsFromPages, LIGHTHOUSE_ROUTES, lighthouseRoutes, medianFigures, meetsLighthouseTargets, type LhrPart } from './lighthouse';

const report = (score: number, lcp = 2000, tbt = 150, cls = 0.01): LhrPart =>
  ({
    categories: { performance: { score: score / 100 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'first-contentful-paint': { numericValue: 900 },
      'resource-summary': { details: { items: [{ resourceType: 'script', transferSize: 102_400 }, { resourceType: 'total', transferSize: 300_000 }] } },
    },
    environment: { benchmarkIndex: 2345.6 },
  }) as unknown as LhrPart;

describe('the bench’s Lighthouse pass', () => {
  it('measures the nine phone screens, ids taken from the lists', () => {
    expect(LIGHTHOUSE_ROUTES).toHaveLength(9);
    const ids = idsFromPages('<button id="view-details-42">', '<a href="/doctor/appointment/7">');
    expect(ids).toEqual({ patient: '42', appointment: '7' });
    expect(fillIds('/doctor/patients/{patient}', ids)).toBe('/doctor/patients/42');
    expect(fillIds('/doctor/appointment/{appointment}', {})).toBe('/doctor/appointment/1');
  });

  it('reads score, LCP, TBT, CLS and the JavaScript sent from a report, and says a failed run', () => {
    expect(figuresOf(report(93))).toEqual({ score: 93, lcpMs: 2000, tbtMs: 150, cls: 0.01, fcpMs: 900, scriptBytes: 102_400, benchmarkIndex: 2346 });
    expect(() => figuresOf({ ...report(0), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } } as LhrPart)).toThrow('NO_FCP');
  });

  it('keeps the median of each measure on its own, every run, and how many runs met every target', () => {
    const runs = [figuresOf(report(70, 2900, 120)), figuresOf(report(95, 1500, 90)), figuresOf(report(88, 2600, 400)), figuresOf(report(96, 1200, 150)), figuresOf(report(93, 2400, 210))];
    const figures = medianFigures(runs);
    expect(figures).toMatchObject({ score: 93, lcpMs: 2400, tbtMs: 150, scores: [70, 95, 88, 96, 93], runsMet: 2 });
    expect(figures.runs).toEqual(runs);
    // An even count: the mean of the two middle values.
    expect(medianFigures(runs.slice(0, 2))).toMatchObject({ score: 83, lcpMs: 2200, tbtMs: 105, runsMet: 1 });
    expect(() => medianFigures([])).toThrow('No Lighthouse run');
  });

  it('meets the targets only with every one of them: score ≥90, LCP ≤2.5 s, TBT ≤200 ms, CLS ≤0.1', () => {
    const figures = (score: number, lcp: number, tbt: number, cls: number) => ({ score, lcpMs: lcp, tbtMs: tbt, cls });
    expect(meetsLighthouseTargets(figures(90, 2500, 200, 0.1))).toBe(true);
    expect(meetsLighthouseTargets(figures(89, 2500, 200, 0.1))).toBe(false);
    expect(meetsLighthouseTargets(figures(95, 2501, 100, 0))).toBe(false);
    expect(meetsLighthouseTargets(figures(95, 2000, 201, 0))).toBe(false);
    expect(meetsLighthouseTargets(figures(95, 2000, 100, 0.11))).toBe(false);
    expect(meetsLighthouseTargets({ ...figures(95, 2000, 100, 0), error: 'Chromium crashed' })).toBe(false);
  });

  it('prints a row per screen with its figures and whether it met the targets', () => {
    const table = formatLighthouseTable([
      { route: '/doctor/dashboard', path: '/doctor/dashboard', ...medianFigures([figuresOf(report(93))]) },
      { route: '/doctor/reports', path: '/doctor/reports', ...medianFigures([figuresOf(report(60, 4100, 900))]) },
    ]);
    expect(table).toMatch(/\/doctor\/dashboard\s+93\s+2\.00\s+150\s+0\.010\s+0\.90\s+100\s+93\s+1\/1\s+2346\s+yes/);
    expect(table).toMatch(/\/doctor\/reports\s+60\s+4\.10\s+900 .* NO/);
  });
});

describe('lighthouseRoutes', () => {
  it('keeps every screen without --only, and the screens whose path holds one of its words with it', () => {
    expect(lighthouseRoutes([])).toEqual([...LIGHTHOUSE_ROUTES]);
    expect(lighthouseRoutes(['create-prescription'])).toEqual(['/doctor/prescription/create-prescription']);
    expect(lighthouseRoutes(['dashboard', 'reports'])).toEqual(['/doctor/dashboard', '/doctor/reports']);
    expect(lighthouseRoutes(['no-such-screen'])).toEqual([]);
  });
});

import type { StepOutcome } from './clinicians';
import { formatStepTable, stepFigures, stepMet, stepTargetMs, worstOver } from './report';

const answer = (step: string, ms: number, kind: StepOutcome['kind'] = 'ok', detail?: string): StepOutcome => ({ step, role: 'doctor', at: 0, kind, ms, status: kind === 'ok' ? 200 : 500, bytes: 10, ...(detail ? { detail } : {}) });

describe('the clinic workload report', () => {
  it('gives each step its count and nearest-rank percentiles, in the order the steps came', () => {
    const outcomes = [...Array.from({ length: 100 }, (_, index) => answer('home', index + 1)), answer('chart', 40), answer('chart', 60)];
    const [home, chart] = stepFigures(outcomes);
    expect(home).toMatchObject({ step: 'home', count: 100, p50Ms: 50, p95Ms: 95, p99Ms: 99, errors: 0, timeouts: 0 });
    expect(chart).toMatchObject({ step: 'chart', count: 2, p50Ms: 40, p95Ms: 60 });
    expect(stepFigures(outcomes, ['chart', 'home']).map((figures) => figures.step)).toEqual(['chart', 'home']);
    expect(stepFigures([answer('other', 1), ...outcomes], ['chart']).map((figures) => figures.step)).toEqual(['chart', 'other', 'home']);
  });

  it('counts errors and timeouts apart, keeps why, and leaves timeouts out of the latencies', () => {
    const [figures] = stepFigures([answer('home', 10), answer('home', 20, 'error', 'status 500'), answer('home', 30_000, 'timeout')]);
    expect(figures).toMatchObject({ count: 3, errors: 1, timeouts: 1, p95Ms: 20, errorDetails: ['status 500'] });
    expect(stepMet(figures, 'pglite')).toBe(false);
  });

  it('holds a page to 250 ms on PostgreSQL and 400 ms embedded, the PDF and the import to a second', () => {
    expect(stepTargetMs('home', 'postgres')).toBe(250);
    expect(stepTargetMs('home', 'pglite')).toBe(400);
    expect(stepTargetMs('prescription PDF', 'postgres')).toBe(1000);
    const [home] = stepFigures(Array.from({ length: 20 }, () => answer('home', 300)));
    expect(stepMet(home, 'pglite')).toBe(true);
    expect(stepMet(home, 'postgres')).toBe(false);
    const [pdf] = stepFigures(Array.from({ length: 20 }, () => answer('prescription PDF', 900)));
    expect(stepMet(pdf, 'postgres')).toBe(true);
  });

  it('names the step furthest past the capacity bound, a slow step only past its own', () => {
    const figures = stepFigures([answer('home', 300), answer('chart', 700), answer('prescription PDF', 900)]);
    expect(worstOver(figures, 500, 'postgres')?.step).toBe('chart');
    expect(worstOver(figures.filter((each) => each.step !== 'chart'), 500, 'postgres')).toBeNull();
  });

  it('prints a Markdown row per step with its target and whether it was met', () => {
    const table = formatStepTable(stepFigures([answer('home', 120), answer('chart', 900, 'error', 'status 500')]), 'postgres').split('\n');
    expect(table[0]).toBe('| step | count | p50 ms | p95 ms | p99 ms | errors | target p95 | met |');
    expect(table[2]).toBe('| home | 1 | 120 | 120 | 120 | 0 | ≤250 | yes |');
    expect(table[3]).toBe('| chart | 1 | 900 | 900 | 900 | 1 (status 500) | ≤250 | no |');
  });
});

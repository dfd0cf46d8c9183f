import { tearDownApi, setUpApi } from '@/app/api/v1/_lib/testing';
import type { DbHandle } from '@/lib/db/types';
import { koboToNaira } from '@/lib/format';
import { TEST_TODAY } from '@/mocks/testing';
import { listTransactions } from './transactions';
import { formatGrowth, growthPercent, loadTransactionSummary, sumNaira, summarizeTransactions, yearToDateWindows } from './transactions-summary';

jest.setTimeout(60_000);

describe('money and growth', () => {
  it('adds naira in whole kobo', () => {
    expect(sumNaira([0.1, 0.2])).toBe(0.3);
    expect(sumNaira([19_999.99, 0.01, 1_075.5])).toBe(21_075.5);
    expect(sumNaira([])).toBe(0);
  });

  it('computes growth against the previous amount, to one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 200)).toBe(-75);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(10, 0)).toBeNull();
  });

  it('writes growth with its sign', () => {
    expect(formatGrowth(12.5)).toBe('+12.5%');
    expect(formatGrowth(-3)).toBe('-3%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(1234.5)).toBe('+1,234.5%');
    expect(formatGrowth(null)).toBe('—');
  });

  it('compares this year so far with the same days of last year', () => {
    expect(yearToDateWindows('2026-11-21')).toEqual({
      current: { from: '2026-01-01', to: '2026-11-21' },
      previous: { from: '2025-01-01', to: '2025-11-21' },
    });
    expect(yearToDateWindows('2024-02-29').previous).toEqual({ from: '2023-01-01', to: '2023-02-28' });
  });
});

describe('summarizeTransactions', () => {
  const rows = [
    { date: '2026-03-01', total: 100.1, status: 'success' },
    { date: '2026-01-01', total: 50.2, status: 'pending' },
    { date: '2026-03-16', total: 999, status: 'success' }, // after today: not counted
    { date: '2025-03-15', total: 80, status: 'success' }, // the last day of last year's window
    { date: '2025-03-16', total: 1000, status: 'failed' }, // past it
    { date: '2025-01-01', total: 20, status: 'failed' },
    { date: '2024-12-31', total: 500, status: 'success' }, // before it
  ] as const;

  it('gives the total per status this year so far, and its growth', () => {
    const { cards } = summarizeTransactions(rows, '2026-03-15');
    expect(cards).toEqual([
      { key: 'all', label: 'All', amount: 150.3, previousAmount: 100, growth: 50.3 },
      { key: 'success', label: 'Success', amount: 100.1, previousAmount: 80, growth: 25.1 },
      { key: 'pending', label: 'Pending', amount: 50.2, previousAmount: 0, growth: null },
      { key: 'failed', label: 'Failed', amount: 0, previousAmount: 20, growth: -100 },
    ]);
  });
});

describe('loadTransactionSummary', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await setUpApi();
  });
  afterAll(() => tearDownApi(handle));

  it('reads every transaction of both windows through the hospital API, page by page', async () => {
    const summary = await loadTransactionSummary(TEST_TODAY, { pageSize: 7 });
    const { rows } = await listTransactions(handle.db, { limit: 10_000 });
    const { current, previous } = yearToDateWindows(TEST_TODAY);
    const expected = (window: { from: string; to: string }) =>
      koboToNaira(rows.filter((row) => row.date >= window.from && row.date <= window.to).reduce((sum, row) => sum + row.totalKobo, 0));
    const all = summary.cards.find((card) => card.key === 'all')!;
    expect(all.amount).toBe(expected(current));
    expect(all.previousAmount).toBe(expected(previous));
    expect(all.amount).toBeGreaterThan(0);
    expect(summary.cards.slice(1).reduce((sum, card) => sum + card.amount, 0)).toBeCloseTo(all.amount, 2);
    // Newest first: paging stops at the first page that reaches back before last year's window.
    const needed = rows.findIndex((row) => row.date < previous.from);
    expect(needed).toBeGreaterThan(7);
    expect(summary.pagesRead).toBe(Math.floor(needed / 7) + 1);
  });
});

/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { ResultPoint, TestHistory } from '@/lib/lab/queries/patient-results';
import { TestHistoryCard } from './test-history';

const point = (orderNumber: number, takenAt: string, over: Partial<ResultPoint>): ResultPoint => ({
  orderId: orderNumber,
  orderNumber,
  takenAt,
  valueNumber: null,
  valueText: null,
  unit: 'g/dL',
  rangeLow: 12,
  rangeHigh: 15.5,
  flag: 'normal',
  amended: [],
  ...over,
});

const HAEMOGLOBIN: TestHistory = {
  testId: 1,
  name: 'Haemoglobin',
  kind: 'number',
  unit: 'g/dL',
  decimals: 1,
  total: 14,
  points: [
    point(3, '2026-11-03T10:00:00.000Z', {
      valueNumber: 6.5,
      flag: 'critical-low',
      amended: [{ valueNumber: 8, valueText: null, unit: 'g/dL', rangeLow: 12, rangeHigh: 15.5, flag: 'low', amendedAt: '2026-11-03T12:00:00.000Z', amendedBy: 'Ngozi Eze', reason: 'Clotted sample' }],
    }),
    point(2, '2026-11-02T10:00:00.000Z', { valueNumber: 10.2, flag: 'low' }),
    point(1, '2026-11-01T10:00:00.000Z', { valueNumber: 13, flag: 'normal' }),
  ],
};

const MALARIA: TestHistory = {
  testId: 2,
  name: 'Malaria parasite, thick film',
  kind: 'choice',
  unit: null,
  decimals: 1,
  total: 1,
  points: [point(4, '2026-11-04T10:00:00.000Z', { valueText: 'Positive', unit: null, rangeLow: null, rangeHigh: null, flag: 'abnormal' })],
};

describe('TestHistoryCard', () => {
  it('draws a number’s trend, oldest to newest, with its range and flags named, and says how many results there are', () => {
    render(<TestHistoryCard test={HAEMOGLOBIN} />);
    expect(screen.getByText('The latest 3 of 14 results')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Haemoglobin over 3 readings: from 13\.0 g\/dL on 1 Nov 2026 to 6\.5 g\/dL on 3 Nov 2026, down 6\.5 g\/dL\.$/ })).toBeInTheDocument();
    const caption = screen.getByRole('figure');
    expect(caption).toHaveTextContent('Reference range 12–15.5');
    expect(caption).toHaveTextContent('Low');
    expect(caption).toHaveTextContent('Critical low');
  });

  it('lists each result newest first with its flag in words, and an amended value struck through with why', () => {
    render(<TestHistoryCard test={HAEMOGLOBIN} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['3 Nov 2026', '2 Nov 2026', '1 Nov 2026']);
    expect(rows[0]).toHaveTextContent('6.5 g/dLCritical low');
    expect(within(rows[0]).getByText('8.0 g/dL').tagName).toBe('DEL');
    expect(rows[0]).toHaveTextContent('by Ngozi Eze: Clotted sample');
    expect(rows[0]).toHaveTextContent('LAB-000003');
    expect(rows[2]).toHaveTextContent('Normal');
  });

  it('draws no trend for words, nor for a single number', () => {
    const { unmount } = render(<TestHistoryCard test={MALARIA} />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('PositiveAbnormal');
    unmount();
    render(<TestHistoryCard test={{ ...HAEMOGLOBIN, total: 1, points: HAEMOGLOBIN.points.slice(2) }} />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

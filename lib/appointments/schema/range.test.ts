import { appointmentRangeSchema, rangeQuery, rangeStart } from './range';
import { APPOINTMENT_RANGES } from '@/lib/appointments/rules/choices';

describe('appointment ranges', () => {
  it('offers Today, Yesterday, Last week, Last month and Last year in order, with Upcoming beside Today and All dates last', () => {
    expect(APPOINTMENT_RANGES.map((r) => r.label)).toEqual(['Today', 'Upcoming', 'Yesterday', 'Last week', 'Last month', 'Last year', 'All dates']);
  });

  it('asks for today only in time order (Today), from now on earliest first (Upcoming), else back to the start, newest first', () => {
    const clock = { date: '2026-11-21', time: '09:41:07' };
    expect(rangeQuery('today', clock)).toEqual({ from: '2026-11-21', to: '2026-11-21', order: 'upcoming' });
    expect(rangeQuery('upcoming', clock)).toEqual({ from: '2026-11-21', fromTime: '09:41', order: 'upcoming' });
    expect(rangeQuery('last-week', clock)).toEqual({ from: '2026-11-14', order: 'latest' });
  });

  it.each([
    ['today', '2026-11-21'],
    ['upcoming', '2026-11-21'],
    ['yesterday', '2026-11-20'],
    ['last-week', '2026-11-14'],
    ['last-month', '2026-10-22'],
    ['last-year', '2025-11-21'],
    ['all', null],
  ] as const)('%s starts on %s', (range, start) => {
    expect(rangeStart(range, '2026-11-21')).toBe(start);
  });

  it('reads an unknown value as today', () => {
    expect(appointmentRangeSchema.parse('forever')).toBe('today');
    expect(appointmentRangeSchema.parse(undefined)).toBe('today');
  });
});

import { appointmentRangeSchema, APPOINTMENT_RANGES, rangeStart } from './appointment-range';

describe('appointment ranges', () => {
  it('offers the spec options in order', () => {
    expect(APPOINTMENT_RANGES.map((r) => r.label)).toEqual(['Today', 'Yesterday', 'Last week', 'Last month', 'Last year']);
  });

  it.each([
    ['today', '2026-11-21'],
    ['yesterday', '2026-11-20'],
    ['last-week', '2026-11-14'],
    ['last-month', '2026-10-22'],
    ['last-year', '2025-11-21'],
  ] as const)('%s starts on %s', (range, start) => {
    expect(rangeStart(range, '2026-11-21')).toBe(start);
  });

  it('reads an unknown value as today', () => {
    expect(appointmentRangeSchema.parse('forever')).toBe('today');
    expect(appointmentRangeSchema.parse(undefined)).toBe('today');
  });
});

import { readDaySpan } from './date';

describe('a date search parameter', () => {
  it('names the days of its precision: a year, a month, a day (a time on it too)', () => {
    expect(readDaySpan('birthdate', '1990')).toEqual({ prefix: 'eq', from: '1990-01-01', until: '1991-01-01' });
    expect(readDaySpan('birthdate', 'ge1990-12')).toEqual({ prefix: 'ge', from: '1990-12-01', until: '1991-01-01' });
    expect(readDaySpan('birthdate', 'lt2024-02-29')).toEqual({ prefix: 'lt', from: '2024-02-29', until: '2024-03-01' });
    expect(readDaySpan('date', 'le2026-01-31T23:30:00+01:00')).toEqual({ prefix: 'le', from: '2026-01-31', until: '2026-02-01' });
  });

  it('refuses what is not a date, a day the month lacks, and the prefixes it does not take, saying which', () => {
    expect(() => readDaySpan('birthdate', 'yesterday')).toThrow(/birthdate must be a date such as 2024/);
    expect(() => readDaySpan('birthdate', '2023-02-29')).toThrow('birthdate: 2023-02-29 is not a date (no day 29 in that month).');
    expect(() => readDaySpan('birthdate', '2023-13')).toThrow(/no month 13/);
    expect(() => readDaySpan('birthdate', 'ne2020')).toThrow('birthdate: the prefix ne is not supported; use eq, ge, le, gt or lt.');
  });
});

import { formatClockTime, formatInstant, formatInstantDate, formatInstantDayMonth } from './format';
import { withClinicTimeZone } from './testing';

describe('an instant in the app’s one style, on the clinic’s clock', () => {
  it('writes an instant on the 24-hour clock: 15:04, noon 12:00, midnight 00:00', () => {
    expect(formatInstant('2026-11-25T14:04:09Z')).toBe('25 Nov 2026, 15:04');
    expect(formatInstant('2026-11-25T11:00:00Z')).toBe('25 Nov 2026, 12:00');
    expect(formatInstant('2026-11-24T23:00:00Z')).toBe('25 Nov 2026, 00:00');
    expect(formatInstant('2026-11-25T22:59:00Z')).toBe('25 Nov 2026, 23:59');
    expect(formatInstant(new Date('2026-11-25T14:04:09Z'), { seconds: true })).toBe('25 Nov 2026, 15:04:09');
    expect(formatClockTime('2026-11-24T23:00:00Z')).toBe('00:00');
    expect(formatClockTime('2026-11-25T11:00:00Z')).toBe('12:00');
    expect(formatClockTime('2026-11-25T14:04:09Z', { seconds: true })).toBe('15:04:09');
  });

  it('never writes AM or PM', () => {
    for (let hour = 0; hour < 24; hour++) {
      const text = formatInstant(`2026-11-25T${String(hour).padStart(2, '0')}:30:00Z`);
      expect(text).not.toMatch(/AM|PM/i);
      expect(text).toMatch(/, ([01]\d|2[0-3]):30$/);
    }
  });

  it("takes the clinic's zone (Africa/Lagos), not the process's", () => {
    // 23:30 UTC is already the next day, 00:30, in Lagos (UTC+1): whatever TZ this test runs in.
    expect(formatInstant('2026-11-25T23:30:00Z')).toBe('26 Nov 2026, 00:30');
    expect(formatInstantDate('2026-11-25T23:30:00Z')).toBe('26 Nov 2026');
    expect(formatInstant('2026-11-25T23:30:00Z', { timeZone: 'UTC' })).toBe('25 Nov 2026, 23:30');
    expect(formatClockTime('2026-11-25T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('08:30');
  });

  it('writes the clinic’s day and month of an instant as "29 Nov"', () => {
    // The clinic's day: 23:45 UTC on the 28th is 00:45 on the 29th in Lagos.
    expect(formatInstantDayMonth('2026-11-28T23:45:00Z')).toBe('29 Nov');
    expect(formatInstantDayMonth(Date.parse('2026-11-28T22:45:00Z'))).toBe('28 Nov');
    expect(formatInstantDayMonth(new Date('2026-11-28T23:45:00Z'), 'UTC')).toBe('28 Nov');
  });

  it('turns the year and 29 February on the clinic’s midnight', () => {
    expect(formatInstant('2026-12-31T22:59:59Z', { seconds: true })).toBe('31 Dec 2026, 23:59:59');
    expect(formatInstant('2026-12-31T23:00:00Z', { seconds: true })).toBe('1 Jan 2027, 00:00:00');
    expect(formatInstantDate('2028-02-28T23:00:00Z')).toBe('29 Feb 2028');
    expect(formatInstantDayMonth('2028-02-29T23:00:00Z')).toBe('1 Mar');
  });

  it('writes the configured zone’s clock, daylight saving included', () => {
    withClinicTimeZone('Europe/London', () => {
      expect(formatInstant('2026-07-01T12:00:00Z')).toBe('1 Jul 2026, 13:00');
      expect(formatInstant('2026-12-01T12:00:00Z')).toBe('1 Dec 2026, 12:00');
    });
    withClinicTimeZone('America/New_York', () => {
      expect(formatInstant('2026-11-01T05:30:00Z')).toBe('1 Nov 2026, 01:30');
      expect(formatInstant('2026-11-01T06:30:00Z')).toBe('1 Nov 2026, 01:30');
      expect(formatClockTime('2026-03-08T07:00:00Z')).toBe('03:00');
    });
  });
});

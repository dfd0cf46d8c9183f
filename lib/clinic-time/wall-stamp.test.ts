import { withClinicTimeZone } from './testing';
import { endOfVisit, isPast, stampSeconds, wallStamp } from './wall-stamp';

describe('sums of wall times', () => {
  it('ends a visit one per-patient time later, across midnight too', () => {
    expect(endOfVisit('2026-11-25', '09:00', '00:45:00')).toBe('2026-11-25 09:45:00');
    expect(endOfVisit('2026-11-25', '23:30:00', '01:00:00')).toBe('2026-11-26 00:30:00');
  });

  it('across the end of a month, of a year, and into 29 February', () => {
    expect(endOfVisit('2026-04-30', '23:45', '00:30:00')).toBe('2026-05-01 00:15:00');
    expect(endOfVisit('2026-12-31', '23:30:00', '00:45:00')).toBe('2027-01-01 00:15:00');
    expect(endOfVisit('2028-02-28', '23:30', '01:00:00')).toBe('2028-02-29 00:30:00');
    expect(endOfVisit('2027-02-28', '23:30', '01:00:00')).toBe('2027-03-01 00:30:00');
  });

  it('writes and reads a stamp', () => {
    expect(stampSeconds('2026-11-25 09:45:00') - stampSeconds('2026-11-25 09:00:00')).toBe(45 * 60);
    expect(wallStamp(stampSeconds('2026-12-31 23:59:59') + 1)).toBe('2027-01-01 00:00:00');
  });

  it('counts wall-clock time on the night clocks go back: a 45-minute visit at 01:30 ends at 02:15 on the wall', () => {
    withClinicTimeZone('America/New_York', () => expect(endOfVisit('2026-11-01', '01:30', '00:45:00')).toBe('2026-11-01 02:15:00'));
  });
});

describe('has it passed at the clinic', () => {
  it('reads dates and times in Lagos (UTC+1), whatever zone the server runs in', () => {
    expect(isPast('2026-11-24', '00:30', new Date('2026-11-23T23:30:15Z'))).toBe(true);
    expect(isPast('2026-11-24', '00:31', new Date('2026-11-23T23:30:15Z'))).toBe(false);
  });

  it("at the clinic's midnight, while UTC's date is still the day before", () => {
    const midnight = new Date('2026-12-31T23:00:00Z'); // 00:00 on 1 January 2027 at the clinic
    expect(isPast('2026-12-31', '23:59:59', midnight)).toBe(true);
    expect(isPast('2027-01-01', '00:00', midnight)).toBe(false);
    expect(isPast('2027-01-01', '00:01', midnight)).toBe(false);
  });

  it("follows the configured zone's clock", () => {
    const now = new Date('2026-07-01T13:30:00Z'); // 14:30 in London, 09:30 in New York
    expect(withClinicTimeZone('Europe/London', () => isPast('2026-07-01', '14:00', now))).toBe(true);
    expect(withClinicTimeZone('America/New_York', () => isPast('2026-07-01', '14:00', now))).toBe(false);
  });
});

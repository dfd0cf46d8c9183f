import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { withClinicTimeZone } from './testing';
import { clinicClock, clinicWallStamp, clinicWallTime, isoDateInZone, todayIso, wallParts } from './wall-clock';

const stamp = (iso: string) => clinicWallStamp(new Date(iso));

describe("reading the clinic's clock", () => {
  it('takes "today" in Nigerian time', () => {
    expect(todayIso(new Date('2026-03-15T22:59:00Z'))).toBe('2026-03-15');
    expect(todayIso(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
    expect(isoDateInZone(new Date('2026-03-15T23:30:00Z'), 'UTC')).toBe('2026-03-15');
  });

  it('reads dates and times in Lagos (UTC+1), whatever zone the server runs in', () => {
    expect(clinicClock(new Date('2026-11-23T23:30:15Z'))).toEqual({ date: '2026-11-24', time: '00:30:15' });
    expect(clinicWallStamp(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01 00:30:00');
    expect(clinicWallTime(new Date('2026-11-24T08:30:59Z'))).toBe('2026-11-24T09:30');
  });

  it("reads Lagos's wall clock and date as Intl does, from 1919 to 2200", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const partsOf = (instant: Date) => Object.fromEntries(intl.formatToParts(instant).filter(({ type }) => type !== 'literal').map(({ type, value }) => [type, value]));
    const start = Date.UTC(1919, 8, 1);
    const step = 7_919_993_117; // about 92 days and 16 hours: every hour of the day and month of the year comes up
    for (let time = start; time < Date.UTC(2200, 0, 1); time += step) {
      for (const instant of [new Date(time), new Date(time + 3_599_999), new Date(Date.UTC(new Date(time).getUTCFullYear(), 11, 31, 23, 30))]) {
        expect([instant.toISOString(), wallParts(instant)]).toEqual([instant.toISOString(), partsOf(instant)]);
        expect(isoDateInZone(instant)).toBe(`${partsOf(instant).year}-${partsOf(instant).month}-${partsOf(instant).day}`);
      }
    }
  });

  it('reads another zone, and Lagos before 1919 (its local mean time, 13 minutes 35 seconds past UTC)', () => {
    expect(wallParts(new Date('2026-07-01T12:00:00Z'), 'Europe/London').hour).toBe('13');
    expect(wallParts(new Date('1900-01-01T12:00:00Z')).hour).toBe('12');
    expect(clinicWallStamp(new Date('1900-01-01T12:00:00Z'))).toBe('1900-01-01 12:13:35');
  });

  it('refuses an invalid instant, as Intl did', () => {
    expect(() => wallParts(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe("the clinic's day at its edges (Lagos, UTC+1: the clinic's date runs an hour ahead of UTC's)", () => {
  it('turns at midnight on the clinic’s clock, 23:00 UTC', () => {
    expect(stamp('2026-11-24T22:59:59Z')).toBe('2026-11-24 23:59:59');
    expect(stamp('2026-11-24T23:00:00Z')).toBe('2026-11-25 00:00:00');
    // UTC still says the 24th at both: only the clinic's date has turned.
    expect(todayIso(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(isoDateInZone(new Date('2026-11-24T23:00:00Z'), 'UTC')).toBe('2026-11-24');
  });

  it('turns the month and the year', () => {
    expect(stamp('2026-04-30T22:59:59Z')).toBe('2026-04-30 23:59:59');
    expect(stamp('2026-04-30T23:00:00Z')).toBe('2026-05-01 00:00:00');
    expect(stamp('2026-12-31T22:59:59Z')).toBe('2026-12-31 23:59:59');
    expect(stamp('2026-12-31T23:00:00Z')).toBe('2027-01-01 00:00:00');
  });

  it('has a 29 February in leap years only', () => {
    expect(stamp('2028-02-28T23:00:00Z')).toBe('2028-02-29 00:00:00');
    expect(stamp('2028-02-29T22:59:59Z')).toBe('2028-02-29 23:59:59');
    expect(stamp('2028-02-29T23:00:00Z')).toBe('2028-03-01 00:00:00');
    expect(stamp('2027-02-28T23:00:00Z')).toBe('2027-03-01 00:00:00');
  });
});

describe('a clinic configured in a zone with daylight saving', () => {
  it("reads New York's clock: UTC-5 in winter, UTC-4 in summer", () => {
    withClinicTimeZone('America/New_York', () => {
      expect(clinicClock(new Date('2026-01-15T04:59:59Z'))).toEqual({ date: '2026-01-14', time: '23:59:59' });
      expect(clinicClock(new Date('2026-01-15T05:00:00Z'))).toEqual({ date: '2026-01-15', time: '00:00:00' });
      expect(todayIso(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
      expect(todayIso(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    });
  });

  it('jumps from 01:59:59 to 03:00:00 in spring and shows 01:00–01:59 twice in autumn', () => {
    withClinicTimeZone('America/New_York', () => {
      expect(stamp('2026-03-08T06:59:59Z')).toBe('2026-03-08 01:59:59');
      expect(stamp('2026-03-08T07:00:00Z')).toBe('2026-03-08 03:00:00');
      expect(stamp('2026-11-01T05:30:00Z')).toBe('2026-11-01 01:30:00');
      expect(stamp('2026-11-01T06:30:00Z')).toBe('2026-11-01 01:30:00');
      expect(stamp('2026-11-01T07:00:00Z')).toBe('2026-11-01 02:00:00');
    });
  });

  it("reads London's clock, whose day turns at 23:00 UTC in summer", () => {
    withClinicTimeZone('Europe/London', () => {
      expect(stamp('2026-07-31T22:59:59Z')).toBe('2026-07-31 23:59:59');
      expect(stamp('2026-07-31T23:00:00Z')).toBe('2026-08-01 00:00:00');
      expect(stamp('2026-12-31T23:59:59Z')).toBe('2026-12-31 23:59:59');
      expect(stamp('2027-01-01T00:00:00Z')).toBe('2027-01-01 00:00:00');
    });
  });

  it("reads every zone as date-fns's own formatting in that zone does, through a year of changes", () => {
    for (const zone of ['Africa/Lagos', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago']) {
      withClinicTimeZone(zone, () => {
        for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_601_234 * 7) {
          const instant = new Date(time);
          expect([zone, instant.toISOString(), clinicWallStamp(instant)]).toEqual([zone, instant.toISOString(), format(instant, 'yyyy-MM-dd HH:mm:ss', { in: tz(zone) })]);
        }
      });
    }
  });
});

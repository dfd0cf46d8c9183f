import { clinicDayStart, clinicInstant, instantOfClinicWallTime } from './convert';
import { withClinicTimeZone } from './testing';
import { clinicClock, clinicWallStamp } from './wall-clock';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;
const at = (date: string, time: string) => iso(clinicInstant(date, time));

describe("a wall time of the clinic's to its instant", () => {
  it('turns a Lagos wall time into its instant and back', () => {
    expect(clinicInstant('2026-11-25', '15:00')).toEqual(new Date('2026-11-25T14:00:00Z'));
    expect(clinicInstant('2026-01-01', '00:30:00')).toEqual(new Date('2025-12-31T23:30:00Z'));
    expect(clinicWallStamp(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01 00:30:00');
  });

  it('reads the Measured at field ("2026-03-15T09:30") as the clinic’s wall time', () => {
    expect(iso(instantOfClinicWallTime('2026-03-15T09:30'))).toBe('2026-03-15T08:30:00.000Z');
    expect(iso(instantOfClinicWallTime('2026-03-15T09:30:45'))).toBe('2026-03-15T08:30:45.000Z');
    expect(iso(instantOfClinicWallTime('2028-02-29T10:00'))).toBe('2028-02-29T09:00:00.000Z');
  });

  it('finds no instant for text that is no wall time', () => {
    for (const text of ['', 'now', '2026-03-15', '2026-03-15 09:30', '2026-02-30T10:00', '2026-02-29T10:00', '2026-04-31T10:00', '2026-13-01T10:00', '2026-03-15T24:00', '2026-03-15T09:60', '2026-03-15T09:30:60']) {
      expect({ text, instant: instantOfClinicWallTime(text) }).toEqual({ text, instant: null });
    }
  });

  it('gives back the instant it read, second by second, in any zone', () => {
    for (const zone of ['Africa/Lagos', 'America/New_York', 'Europe/London', 'Asia/Kathmandu']) {
      withClinicTimeZone(zone, () => {
        for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_601_000 * 5) {
          const { date, time: clock } = clinicClock(new Date(time));
          const back = clinicInstant(date, clock);
          // In the hour shown twice the earlier instant comes back: the same wall time either way.
          expect([zone, clinicWallStamp(back)]).toEqual([zone, clinicWallStamp(new Date(time))]);
          if (back.getTime() !== time) expect([zone, time - back.getTime()]).toEqual([zone, 3_600_000]);
        }
      });
    }
  });
});

describe("the clinic's day at its edges (Lagos)", () => {
  it('midnight and the last second of the day', () => {
    expect(at('2026-11-25', '00:00')).toBe('2026-11-24T23:00:00.000Z');
    expect(at('2026-11-24', '23:59:59')).toBe('2026-11-24T22:59:59.000Z');
  });

  it('the end of a month and of a year', () => {
    expect(at('2026-04-30', '23:59:59')).toBe('2026-04-30T22:59:59.000Z');
    expect(at('2026-05-01', '00:00')).toBe('2026-04-30T23:00:00.000Z');
    expect(at('2026-12-31', '23:59:59')).toBe('2026-12-31T22:59:59.000Z');
    expect(at('2027-01-01', '00:00')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('29 February', () => {
    expect(at('2028-02-29', '00:00')).toBe('2028-02-28T23:00:00.000Z');
    expect(at('2028-02-29', '23:59:59')).toBe('2028-02-29T22:59:59.000Z');
  });

  it("the first instant of the clinic's day", () => {
    expect(iso(clinicDayStart(new Date('2026-11-24T23:30:00Z')))).toBe('2026-11-24T23:00:00.000Z');
    expect(iso(clinicDayStart(new Date('2026-11-24T22:59:59Z')))).toBe('2026-11-23T23:00:00.000Z');
    expect(iso(clinicDayStart(new Date('2026-12-31T23:00:00Z')))).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('a clinic configured in a zone with daylight saving', () => {
  const newYork = <T>(body: () => T) => withClinicTimeZone('America/New_York', body);

  it('takes an ordinary wall time at the offset of its season', () => {
    newYork(() => {
      expect(at('2026-01-15', '09:00')).toBe('2026-01-15T14:00:00.000Z');
      expect(at('2026-07-15', '09:00')).toBe('2026-07-15T13:00:00.000Z');
    });
  });

  it('takes a wall time the spring-forward skips as the clock would have read it unchanged: 02:30 is 03:30 daylight time', () => {
    newYork(() => {
      expect(at('2026-03-08', '01:59:59')).toBe('2026-03-08T06:59:59.000Z');
      expect(at('2026-03-08', '02:00')).toBe('2026-03-08T07:00:00.000Z');
      expect(at('2026-03-08', '02:30')).toBe('2026-03-08T07:30:00.000Z');
      expect(at('2026-03-08', '03:30')).toBe('2026-03-08T07:30:00.000Z');
      expect(clinicWallStamp(clinicInstant('2026-03-08', '02:30'))).toBe('2026-03-08 03:30:00');
      // The Measured at field follows the same rule: kept, an hour on, rather than refused.
      expect(iso(instantOfClinicWallTime('2026-03-08T02:30'))).toBe('2026-03-08T07:30:00.000Z');
    });
    withClinicTimeZone('Europe/London', () => expect(at('2026-03-29', '01:30')).toBe('2026-03-29T01:30:00.000Z'));
  });

  it('takes the earlier of the two instants of a wall time the autumn shows twice', () => {
    newYork(() => {
      expect(at('2026-11-01', '00:59')).toBe('2026-11-01T04:59:00.000Z');
      expect(at('2026-11-01', '01:00')).toBe('2026-11-01T05:00:00.000Z');
      expect(at('2026-11-01', '01:30')).toBe('2026-11-01T05:30:00.000Z');
      expect(at('2026-11-01', '01:59:59')).toBe('2026-11-01T05:59:59.000Z');
      expect(at('2026-11-01', '02:00')).toBe('2026-11-01T07:00:00.000Z');
    });
    withClinicTimeZone('Europe/London', () => expect(at('2026-10-25', '01:30')).toBe('2026-10-25T00:30:00.000Z'));
  });

  it('starts a day at its first instant, a skipped midnight included (Havana goes from 23:59:59 to 01:00)', () => {
    newYork(() => expect(iso(clinicDayStart(new Date('2026-03-08T12:00:00Z'))))).toBe('2026-03-08T05:00:00.000Z');
    newYork(() => expect(iso(clinicDayStart(new Date('2026-11-01T12:00:00Z'))))).toBe('2026-11-01T04:00:00.000Z');
    withClinicTimeZone('America/Havana', () => {
      expect(iso(clinicDayStart(new Date('2026-03-08T12:00:00Z')))).toBe('2026-03-08T05:00:00.000Z');
      expect(clinicWallStamp(clinicDayStart(new Date('2026-03-08T12:00:00Z')))).toBe('2026-03-08 01:00:00');
    });
  });

  it("gives the same instants whatever the host's own zone", () => {
    const hostZone = process.env.TZ;
    const answers = (): Array<string | null> =>
      newYork(() => [at('2026-03-08', '02:30'), at('2026-11-01', '01:30'), at('2026-07-15', '09:00')]).concat(
        withClinicTimeZone('Europe/London', () => [at('2026-10-25', '01:30'), at('2026-03-29', '01:30')]),
      );
    try {
      const seen = ['UTC', 'Africa/Lagos', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe'].map((host) => {
        process.env.TZ = host;
        return answers();
      });
      for (const answer of seen) expect(answer).toEqual(['2026-03-08T07:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-07-15T13:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-03-29T01:30:00.000Z']);
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });
});

import { DEFAULT_SCHEDULE } from '@/lib/constants';
import { earliestSlots, freeSlotsOf, overlapsBooking, weekdayOf, withinHours, type WorkingHours } from './booking';

// The clinic's clock, "has it passed" and a visit's end are tested in lib/clinic-time.

// 2026-11-23 is a Monday.
const DEFAULT_WEEK: WorkingHours = { perPatientTime: '00:45:00', days: DEFAULT_SCHEDULE };

describe('weekdays', () => {
  it('names weekdays from Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
  });
});

describe('withinHours', () => {
  it('takes a visit that starts and ends inside the weekday\'s slot', () => {
    expect(withinHours(DEFAULT_WEEK, '2026-11-25', '09:00')).toBe(true);
    expect(withinHours(DEFAULT_WEEK, '2026-11-25', '15:15')).toBe(true);
  });

  it('refuses a visit that starts before the slot, runs past its end, or falls on a day off', () => {
    expect(withinHours(DEFAULT_WEEK, '2026-11-25', '08:59')).toBe(false);
    expect(withinHours(DEFAULT_WEEK, '2026-11-25', '15:16')).toBe(false);
    // Monday 08:00–08:05 fits no 45-minute visit.
    expect(withinHours(DEFAULT_WEEK, '2026-11-23', '08:00')).toBe(false);
    expect(withinHours({ ...DEFAULT_WEEK, days: DEFAULT_SCHEDULE.filter((slot) => slot.day !== 'Sunday') }, '2026-11-29', '10:00')).toBe(false);
  });
});

describe('overlapsBooking', () => {
  const booked = [{ start: '2026-11-25 09:00:00', end: '2026-11-25 09:45:00' }];
  it('treats visits that only touch as free', () => {
    expect(overlapsBooking('2026-11-25 09:45:00', '2026-11-25 10:30:00', booked)).toBe(false);
    expect(overlapsBooking('2026-11-25 08:15:00', '2026-11-25 09:00:00', booked)).toBe(false);
  });
  it('finds any overlap', () => {
    expect(overlapsBooking('2026-11-25 09:44:00', '2026-11-25 10:29:00', booked)).toBe(true);
    expect(overlapsBooking('2026-11-25 08:30:00', '2026-11-25 10:30:00', booked)).toBe(true);
  });
});

describe('freeSlotsOf', () => {
  it('cuts each working day into per-patient times and skips booked ones and those before the start', () => {
    const booked = [{ start: '2026-11-24 15:00:00', end: '2026-11-24 15:45:00' }, { start: '2026-11-25 09:30:00', end: '2026-11-25 10:15:00' }];
    // Monday fits nothing; Tuesday's one time (15:00) is booked; on Wednesday 09:00 overlaps 09:30–10:15, and so does 09:45.
    expect(freeSlotsOf(7, DEFAULT_WEEK, booked, { date: '2026-11-23', time: '07:00:00' })).toEqual([
      { date: '2026-11-25', time: '10:30', doctorId: 7 },
      { date: '2026-11-25', time: '11:15', doctorId: 7 },
      { date: '2026-11-25', time: '12:00', doctorId: 7 },
      { date: '2026-11-25', time: '12:45', doctorId: 7 },
      { date: '2026-11-25', time: '13:30', doctorId: 7 },
    ]);
  });

  it('goes on to the next days when a day is full, and stops at the horizon', () => {
    const slots = freeSlotsOf(7, DEFAULT_WEEK, [], { date: '2026-11-25', time: '14:20:00' }, { count: 3 });
    expect(slots).toEqual([
      { date: '2026-11-25', time: '15:00', doctorId: 7 },
      { date: '2026-11-26', time: '09:00', doctorId: 7 },
      { date: '2026-11-26', time: '09:45', doctorId: 7 },
    ]);
    const mondaysOnly: WorkingHours = { perPatientTime: '00:45:00', days: [{ day: 'Monday', from: '09:00', to: '10:00' }] };
    expect(freeSlotsOf(7, mondaysOnly, [], { date: '2026-11-24', time: '00:00:00' }, { horizonDays: 5 })).toEqual([]);
    expect(freeSlotsOf(7, mondaysOnly, [], { date: '2026-11-24', time: '00:00:00' }, { horizonDays: 6 })).toEqual([{ date: '2026-11-30', time: '09:00', doctorId: 7 }]);
  });

  it('stops at the last bookable date', () => {
    const slots = freeSlotsOf(7, DEFAULT_WEEK, [], { date: '9999-12-30', time: '15:30:00' });
    expect(slots).toEqual([{ date: '9999-12-31', time: '09:00', doctorId: 7 }, { date: '9999-12-31', time: '09:45', doctorId: 7 }, { date: '9999-12-31', time: '10:30', doctorId: 7 }, { date: '9999-12-31', time: '11:15', doctorId: 7 }, { date: '9999-12-31', time: '12:00', doctorId: 7 }]);
    expect(freeSlotsOf(7, DEFAULT_WEEK, [], { date: '9999-12-31', time: '15:30:00' })).toEqual([]);
  });

  it('merges doctors in time order', () => {
    const a = [{ date: '2026-11-25', time: '10:30', doctorId: 2 }, { date: '2026-11-26', time: '09:00', doctorId: 2 }];
    const b = [{ date: '2026-11-25', time: '09:00', doctorId: 5 }, { date: '2026-11-25', time: '10:30', doctorId: 1 }];
    expect(earliestSlots([a, b], 3)).toEqual([b[0], b[1], a[0]]);
  });
});

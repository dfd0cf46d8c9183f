import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { scheduleFormValues, scheduleSchema, slotWarning } from './schema';
import { toHm, toHms, toSeconds } from '@/lib/clinic-time/time-of-day';

function messages(input: unknown) {
  const result = scheduleSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const week = (days: Array<[string, string, string]>, perPatientTime = '00:30:00') => ({
  perPatientTime,
  days: days.map(([day, from, to]) => ({ day, from, to })),
});

describe('schedule times', () => {
  it('reads HH:MM and HH:MM:SS and writes them back', () => {
    expect(toSeconds('00:45:00')).toBe(2700);
    expect(toSeconds('08:05')).toBe(8 * 3600 + 300);
    expect(toHms('00:45')).toBe('00:45:00');
    expect(toHm('16:00:00')).toBe('16:00');
  });
});

describe('scheduleSchema', () => {
  it('accepts a valid week, normalising the times and putting the days in weekday order', () => {
    const result = scheduleSchema.parse(week([['Friday', '09:00:00', '12:00'], ['Monday', '08:00', '09:00']], '00:20'));
    expect(result).toEqual({
      perPatientTime: '00:20:00',
      days: [
        { day: 'Monday', from: '08:00', to: '09:00' },
        { day: 'Friday', from: '09:00', to: '12:00' },
      ],
    });
  });

  it('wants from before to', () => {
    expect(messages(week([['Monday', '10:00', '09:00'], ['Tuesday', '09:00', '09:00']]))).toEqual({
      'days.0.to': "Monday: 'to' must be later than 'from'",
      'days.1.to': "Tuesday: 'to' must be later than 'from'",
    });
  });

  it('reads the per-patient time written H:MM as the form shows it, or HH:MM:SS as the default and the database write it', () => {
    for (const typed of ['0:45', '00:45', '00:45:00']) expect(scheduleSchema.parse(week([['Monday', '08:00', '09:00']], typed)).perPatientTime).toBe('00:45:00');
    expect(scheduleSchema.parse(week([['Monday', '08:00', '09:00']], '1:30')).perPatientTime).toBe('01:30:00');
    for (const typed of ['45', '0:5', '24:00', '1 h']) {
      expect(messages(week([['Monday', '08:00', '09:00']], typed))).toEqual({ perPatientTime: 'Per Patient Time must be a duration written H:MM, such as 0:45' });
    }
  });

  it('gives the form a saved week with its per-patient time written H:MM', () => {
    expect(scheduleFormValues({ perPatientTime: '00:45:00', days: [] })).toEqual({ perPatientTime: '0:45', days: [] });
  });

  it('accepts the default week, whose Monday (08:00-08:05) is shorter than 00:45:00', () => {
    expect(messages({ perPatientTime: DEFAULT_PER_PATIENT_TIME, days: DEFAULT_SCHEDULE })).toEqual({});
    expect(scheduleSchema.parse({ perPatientTime: DEFAULT_PER_PATIENT_TIME, days: DEFAULT_SCHEDULE }).days[0]).toEqual({ day: 'Monday', from: '08:00', to: '08:05' });
  });
  it('wants a per-patient time longer than zero, and real times', () => {
    expect(messages(week([['Monday', '08:00', '09:00']], '00:00:00'))).toEqual({ perPatientTime: 'Per Patient Time must be longer than 0:00' });
    expect(messages(week([['Monday', '08:00', '09:00']], '0:00'))).toEqual({ perPatientTime: 'Per Patient Time must be longer than 0:00' });
    expect(messages(week([['Monday', '08:00', '09:00']], ''))).toEqual({ perPatientTime: 'Per Patient Time is required' });
    expect(messages(week([['Monday', '25:00', '']]))).toEqual({
      'days.0.from': 'From must be a 24-hour time written HH:MM, such as 15:30',
      'days.0.to': 'To is required',
    });
  });

  it('keeps at least one day, each weekday once', () => {
    expect(messages({ perPatientTime: '00:30:00', days: [] })).toEqual({ days: 'Keep at least one day' });
    expect(messages(week([['Monday', '08:00', '09:00'], ['Monday', '10:00', '11:00']]))).toEqual({ 'days.1.day': 'Monday is listed twice' });
    expect(messages(week([['Someday', '08:00', '09:00']]))).toEqual({ 'days.0.day': 'Choose a weekday' });
  });
});

describe('slotWarning', () => {
  it('warns of a slot shorter than one per-patient time, and of nothing else', () => {
    const warning = 'fits no appointment: it is shorter than one per-patient time (0:45)';
    expect(slotWarning({ from: '08:00', to: '08:05' }, DEFAULT_PER_PATIENT_TIME)).toBe(warning);
    expect(slotWarning({ from: '08:00', to: '08:44:59' }, '00:45')).toBe(warning);
    expect(slotWarning({ from: '08:00', to: '08:45' }, '00:45:00')).toBeNull();
    // As the form holds it while typed.
    expect(slotWarning({ from: '08:00', to: '08:05' }, '0:45')).toBe(warning);
    expect(slotWarning({ from: '08:00', to: '09:00' }, '1:30')).toBe('fits no appointment: it is shorter than one per-patient time (1:30)');
    // 'to' before 'from' is the schema's error, and a time being typed is no slot yet.
    expect(slotWarning({ from: '09:00', to: '08:00' }, '00:45:00')).toBeNull();
    expect(slotWarning({ from: '08:00', to: '08:05' }, '00:4')).toBeNull();
    expect(slotWarning({ from: '08:00', to: '' }, '00:45:00')).toBeNull();
  });
});

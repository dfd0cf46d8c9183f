import { z } from '@/lib/zod';
import { clockTimeField } from './clock-time';
import { clockTimeMessage, tidyClockTyping } from '@/lib/forms/clock-typing';

const schema = z.object({ time: clockTimeField('Time') });
const message = (value: unknown) => {
  const result = schema.safeParse({ time: value });
  return result.success ? null : result.error.issues[0].message;
};

describe('the 24-hour time field', () => {
  it.each(['00:00', '00:01', '09:30', '12:00', '15:30', '23:59', '08:00:00'])('accepts %j', (value) => {
    expect(message(value)).toBeNull();
  });

  it('keeps the time as typed, trimmed', () => {
    expect(schema.parse({ time: ' 15:30 ' })).toEqual({ time: '15:30' });
  });

  it.each(['24:00', '7:5', '3 PM', '03:00 PM', '3:00pm', '12:60', '1530', 'noon', '23:59:60'])('refuses %j with the message', (value) => {
    expect(message(value)).toBe('Time must be a 24-hour time written HH:MM, such as 15:30');
  });

  it('says a missing time is required', () => {
    expect(message('')).toBe('Time is required');
    expect(message(undefined)).toBe('Time is required');
    expect(z.object({ from: clockTimeField('From', 'Choose a start') }).safeParse({ from: '' }).error?.issues[0].message).toBe('Choose a start');
  });

  it('names its field in the message', () => {
    expect(clockTimeMessage('From')).toBe('From must be a 24-hour time written HH:MM, such as 15:30');
  });
});

describe('tidying what was typed on leaving the field', () => {
  it.each([
    ['1530', '15:30'],
    ['930', '09:30'],
    ['9:30', '09:30'],
    ['0000', '00:00'],
    [' 15:30 ', '15:30'],
  ])('%j → %j', (typed, tidy) => {
    expect(tidyClockTyping(typed)).toBe(tidy);
  });

  it.each(['7:5', '3 PM', '', '12345', '15:30:00'])('leaves %j for the schema to judge', (typed) => {
    expect(tidyClockTyping(typed)).toBe(typed);
  });

  it('never makes a time of what is none: "2460" stays refused', () => {
    expect(message(tidyClockTyping('2460'))).toBe('Time must be a 24-hour time written HH:MM, such as 15:30');
  });
});

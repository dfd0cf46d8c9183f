import { formatDuration, isDuration } from './time-of-day';

describe('formatDuration: every length of time written H:MM', () => {
  it.each([
    ['00:45:00', '0:45'],
    ['00:45', '0:45'],
    ['0:05', '0:05'],
    ['01:30:00', '1:30'],
    ['12:00:00', '12:00'],
    ['00:00:00', '0:00'],
    // Seconds only when there are some (no form offers them; a stored value could hold them).
    ['00:45:30', '0:45:30'],
  ])('%s → %s', (stored, shown) => {
    expect(formatDuration(stored)).toBe(shown);
  });
});

describe('isDuration', () => {
  it('takes H:MM, HH:MM and HH:MM:SS under a day, and nothing else', () => {
    for (const text of ['0:45', '00:45', '00:45:00', '23:59', '9:00']) expect({ text, ok: isDuration(text) }).toEqual({ text, ok: true });
    for (const text of ['45', '0:5', '24:00', '1 h', ':45', '0:45:6', '']) expect({ text, ok: isDuration(text) }).toEqual({ text, ok: false });
  });
});

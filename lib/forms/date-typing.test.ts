import { formValueOfTyped, readTypedDate, typedDateOf, typedTextOf } from './date-typing';

describe('readTypedDate: a date typed day first, as the app writes dates', () => {
  it.each([
    ['25/11/2026', '2026-11-25'],
    ['5/3/2026', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['25-11-2026', '2026-11-25'],
    ['25.11.2026', '2026-11-25'],
    [' 25 11 2026 ', '2026-11-25'],
    // Digits alone, as a phone's number pad types them.
    ['25112026', '2026-11-25'],
    // The ISO form, pasted or typed by a test, is read as it is.
    ['2026-11-25', '2026-11-25'],
    ['29/02/2024', '2024-02-29'],
  ])('%s → %s', (typed, iso) => {
    expect(readTypedDate(typed)).toBe(iso);
  });

  it('reads the day first, never the month: 03/04/2026 is 3 April', () => {
    expect(readTypedDate('03/04/2026')).toBe('2026-04-03');
  });

  it.each(['', '31/04/2026', '29/02/2026', '13/13/2026', '00/01/2026', '25/11/26', '11/25/2026', 'tomorrow', '2026-02-30', '251126'])('refuses %p', (typed) => {
    expect(readTypedDate(typed)).toBeNull();
  });
});

describe('the field and its form', () => {
  it('shows a date as DD/MM/YYYY, and anything else as it is', () => {
    expect(typedDateOf('2026-11-25')).toBe('25/11/2026');
    expect(typedDateOf('2026-02-30')).toBeNull();
    expect(typedTextOf('2026-11-25')).toBe('25/11/2026');
    expect(typedTextOf('')).toBe('');
    expect(typedTextOf('31/04/2026')).toBe('31/04/2026');
  });

  it('hands the form an ISO date, nothing for nothing, and what is not a date as typed (for the schema to refuse)', () => {
    expect(formValueOfTyped('25/11/2026')).toBe('2026-11-25');
    expect(formValueOfTyped('   ')).toBe('');
    expect(formValueOfTyped('31/04/2026')).toBe('31/04/2026');
  });
});

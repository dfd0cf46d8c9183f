import { addDaysIso, addYearsIso, ageOn, formatLongDate, formatNaira, formatTime, isoDateInZone, koboToNaira, nairaToKobo, todayIso } from './format';

describe('money', () => {
  it('converts between kobo and naira', () => {
    expect(koboToNaira(1_250_050)).toBe(12_500.5);
    expect(nairaToKobo(12_500.5)).toBe(1_250_050);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });

  it('formats naira with the sign and thousands separators', () => {
    expect(formatNaira(1_234_567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0.00');
  });
});

describe('dates', () => {
  it('formats the long US form of the appointments table', () => {
    expect(formatLongDate('2026-12-01')).toBe('December 1, 2026');
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
  });

  it('takes "today" in Nigerian time', () => {
    expect(todayIso(new Date('2026-03-15T22:59:00Z'))).toBe('2026-03-15');
    expect(todayIso(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
    expect(isoDateInZone(new Date('2026-03-15T23:30:00Z'), 'UTC')).toBe('2026-03-15');
  });

  it('adds days and years on dates only', () => {
    expect(addDaysIso('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31');
    expect(addYearsIso('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYearsIso('2026-03-15', -30)).toBe('1996-03-15');
  });

  it('counts whole years of age', () => {
    expect(ageOn('1990-03-15', '2026-03-15')).toBe(36);
    expect(ageOn('1990-03-16', '2026-03-15')).toBe(35);
    expect(ageOn('2026-01-01', '2026-03-15')).toBe(0);
  });

  it('shortens a time to hours and minutes', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
  });
});

import { addDaysIso, addYearsIso, ageOn, formatCount, formatDate, formatDayMonth, formatLongDate, formatNaira, formatTime, koboToNaira, nairaToKobo } from './format';

// The clinic's clock and an instant's style (todayIso, wallParts, formatInstant…) are tested in lib/clinic-time.

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

  it('writes a count with thousands separators, as toLocaleString does', () => {
    for (const count of [0, 7, 999, 1000, 12_345, -4_321, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER]) expect(formatCount(count)).toBe(count.toLocaleString('en-NG'));
  });

  it("writes every amount as Intl's en-NG currency format does, without Intl", () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    const amounts = [0, -0, 0.004, 0.005, -0.004, 1.005, 2.675, 999.995, 1000, -1234.5, 12_500.5, 1e15, 123_456_789.99, 0.1 + 0.2, 1e-7];
    for (let kobo = -2_000_000; kobo <= 2_000_000; kobo += 7_919) amounts.push(kobo / 100);
    for (const amount of amounts) expect([amount, formatNaira(amount)]).toEqual([amount, intl.format(amount)]);
  });
});

describe('dates', () => {
  it('formats the long US form of the appointments table', () => {
    expect(formatLongDate('2026-12-01')).toBe('December 1, 2026');
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
    for (let day = 0; day < 800; day += 13) {
      const iso = addDaysIso('2025-01-01', day);
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
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
    expect(formatTime('15:00:00')).toBe('15:00');
    expect(formatTime('00:00:00')).toBe('00:00');
  });
});

describe('one date style', () => {
  it('writes a calendar date as "25 Nov 2026", every month by our own name', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    // Not "Sept", which some engines' en-GB writes: the server and the browser must agree.
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDate('2024-02-29T10:00:00Z')).toBe('29 Feb 2024');
    expect(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => formatDate(`2026-${m}-10`).split(' ')[1])).toEqual([
      'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
    ]);
  });

  it('writes a date whose year is said beside it (a chart\'s axis) as "29 Nov", never "Nov 29"', () => {
    expect(formatDayMonth('2026-11-29')).toBe('29 Nov');
    expect(formatDayMonth('2026-09-05')).toBe('5 Sep');
  });

  it('keeps the long US date, "December 1, 2026", for the appointments table only', () => {
    expect(formatLongDate('2026-12-01')).toBe('December 1, 2026');
  });
});

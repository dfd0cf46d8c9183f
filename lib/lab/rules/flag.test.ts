import { ageInMonths, choiceFlag, flagOf, numberFlag, rangeFor, rangeText } from './flag';
import type { ReferenceRange } from './catalogue-types';

// Haemoglobin as a lab writes it: newborns, infants, children, then adults by sex.
const HAEMOGLOBIN: ReferenceRange[] = [
  { fromMonths: 0, toMonths: 1, low: 14, high: 22 },
  { fromMonths: 1, toMonths: 12, low: 9.5, high: 14 },
  { fromMonths: 12, toMonths: 144, low: 11.5, high: 15.5 },
  { sex: 'male', fromMonths: 144, low: 13, high: 17 },
  { sex: 'female', fromMonths: 144, low: 12, high: 15.5 },
];
const LIMITS = { criticalLow: 7, criticalHigh: 20 };

describe('the range that applies', () => {
  it('is chosen by age band, the lower edge in and the upper edge out', () => {
    expect(rangeFor(HAEMOGLOBIN, { sex: 'male', ageMonths: 0 })).toMatchObject({ low: 14 });
    expect(rangeFor(HAEMOGLOBIN, { sex: 'male', ageMonths: 1 })).toMatchObject({ low: 9.5 });
    expect(rangeFor(HAEMOGLOBIN, { sex: 'female', ageMonths: 11 })).toMatchObject({ low: 9.5 });
    expect(rangeFor(HAEMOGLOBIN, { sex: 'female', ageMonths: 12 })).toMatchObject({ low: 11.5 });
    expect(rangeFor(HAEMOGLOBIN, { sex: 'female', ageMonths: 143 })).toMatchObject({ low: 11.5 });
  });

  it('is chosen by sex for adults', () => {
    expect(rangeFor(HAEMOGLOBIN, { sex: 'male', ageMonths: 144 })).toEqual({ sex: 'male', fromMonths: 144, low: 13, high: 17 });
    expect(rangeFor(HAEMOGLOBIN, { sex: 'female', ageMonths: 400 })).toEqual({ sex: 'female', fromMonths: 144, low: 12, high: 15.5 });
  });

  it('is none for a patient of neither sex when the test has only ranges for one sex, and the one for both when it has it', () => {
    expect(rangeFor(HAEMOGLOBIN, { sex: 'other', ageMonths: 400 })).toBeNull();
    expect(rangeFor([...HAEMOGLOBIN, { low: 12, high: 17 }], { sex: 'other', ageMonths: 400 })).toEqual({ low: 12, high: 17 });
  });

  it('counts the age in whole months, a month completed on its day', () => {
    expect(ageInMonths('2026-01-15', '2026-02-14')).toBe(0);
    expect(ageInMonths('2026-01-15', '2026-02-15')).toBe(1);
    expect(ageInMonths('2014-11-30', '2026-11-30')).toBe(144);
    expect(ageInMonths('2014-11-30', '2026-11-29')).toBe(143);
  });
});

describe('the flag of a number', () => {
  const adultMan = HAEMOGLOBIN[3];

  it('is normal at the edges of the range, low and high just past them', () => {
    expect(numberFlag(13, adultMan, LIMITS)).toBe('normal');
    expect(numberFlag(17, adultMan, LIMITS)).toBe('normal');
    expect(numberFlag(12.9, adultMan, LIMITS)).toBe('low');
    expect(numberFlag(17.1, adultMan, LIMITS)).toBe('high');
  });

  it('is critical only past a critical limit, not at it', () => {
    expect(numberFlag(7, adultMan, LIMITS)).toBe('low');
    expect(numberFlag(6.9, adultMan, LIMITS)).toBe('critical-low');
    expect(numberFlag(20, adultMan, LIMITS)).toBe('high');
    expect(numberFlag(20.1, adultMan, LIMITS)).toBe('critical-high');
  });

  it('has no flag without a range, unless past a critical limit', () => {
    expect(numberFlag(12, null, LIMITS)).toBeNull();
    expect(numberFlag(5, null, LIMITS)).toBe('critical-low');
  });

  it('reads a one-sided range', () => {
    expect(numberFlag(5.3, { high: 5.2 }, {})).toBe('high');
    expect(numberFlag(0.1, { high: 5.2 }, {})).toBe('normal');
    expect(rangeText({ high: 5.2 })).toBe('< 5.2');
    expect(rangeText({ low: 1 })).toBe('> 1');
    expect(rangeText({ low: 3.5, high: 5.1 })).toBe('3.5–5.1');
  });

  it('flags the same value differently for a girl and a woman', () => {
    const rules = { kind: 'number' as const, ranges: HAEMOGLOBIN, ...LIMITS };
    expect(flagOf(rules, 11.8, { sex: 'female', ageMonths: 60 })).toBe('normal');
    expect(flagOf(rules, 11.8, { sex: 'female', ageMonths: 300 })).toBe('low');
  });
});

describe('the flag of a word', () => {
  const rdt = { normalChoices: ['Negative'] };
  it('is normal for a normal word, abnormal for another, critical when the test says so', () => {
    expect(choiceFlag('Negative', rdt)).toBe('normal');
    expect(choiceFlag('Positive', rdt)).toBe('abnormal');
    expect(choiceFlag('MTB detected, RIF resistance detected', { normalChoices: ['MTB not detected'], criticalChoices: ['MTB detected, RIF resistance detected'] })).toBe('critical');
  });

  it('is none for free text', () => {
    expect(flagOf({ kind: 'text' }, 'Ova of Ascaris seen', { sex: 'male', ageMonths: 300 })).toBeNull();
  });
});

import { z } from '@/lib/zod';
import { MEDICINE_INTERVALS } from '@/lib/constants';
import { FREQUENCIES, FREQUENCY_CODES, frequencyInWords, frequencyLabel, wordsWithAbbreviation } from './frequencies';

describe('frequencies', () => {
  it("keep the brief's three first, then the standard set, in one order", () => {
    expect(FREQUENCY_CODES).toEqual(['morning', 'evening', 'both', 'od', 'bd', 'tds', 'qds', 'nocte', 'prn', 'stat']);
    expect(FREQUENCIES.map((f) => f.code)).toEqual([...FREQUENCY_CODES]);
    expect(FREQUENCY_CODES.slice(0, 3)).toEqual([...MEDICINE_INTERVALS]);
  });

  it('validate with zod', () => {
    const schema = z.enum(FREQUENCY_CODES);
    expect(schema.parse('tds')).toBe('tds');
    expect(schema.safeParse('hourly').success).toBe(false);
  });

  it('say how many times a day (none for as needed)', () => {
    const times = Object.fromEntries(FREQUENCIES.map((f) => [f.code, f.timesPerDay]));
    expect(times).toEqual({ morning: 1, evening: 1, both: 2, od: 1, bd: 2, tds: 3, qds: 4, nocte: 1, prn: null, stat: 1 });
  });

  it("label the form's options: Morning, Evening and Both in one word as always, the rest with their abbreviation", () => {
    expect(frequencyLabel('morning')).toBe('Morning');
    expect(frequencyLabel('evening')).toBe('Evening');
    expect(frequencyLabel('both')).toBe('Both');
    expect(frequencyLabel('bd')).toBe('Twice daily (BD)');
    expect(frequencyLabel('nocte')).toBe('At night (nocte)');
    expect(frequencyLabel('prn')).toBe('As needed (PRN)');
    expect(frequencyLabel('stat')).toBe('Immediately (stat)');
  });

  it('write words and abbreviation together, or the words alone for a frequency with none (no longer in the list)', () => {
    expect(wordsWithAbbreviation({ words: 'Twice daily', abbreviation: 'BD' })).toBe('Twice daily (BD)');
    expect(wordsWithAbbreviation({ words: 'Hourly', abbreviation: '' })).toBe('Hourly');
  });

  it('print in words with the abbreviation a pharmacist reads', () => {
    expect(frequencyInWords('bd')).toBe('Twice daily (BD)');
    expect(frequencyInWords('both')).toBe('Morning and evening (BD)');
    expect(frequencyInWords('morning')).toBe('In the morning (mane)');
    expect(frequencyInWords('evening')).toBe('In the evening (vesp)');
    expect(frequencyInWords('qds')).toBe('Four times daily (QDS)');
  });

  it('show an unknown stored value as it is', () => {
    expect(frequencyLabel('weekly')).toBe('weekly');
    expect(frequencyInWords('')).toBe('');
  });
});

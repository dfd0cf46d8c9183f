import { formatPhone, phoneSearchDigits, toInternationalPhone } from './phone';

describe('toInternationalPhone', () => {
  it('stores the three ways of typing one Nigerian number as one international form', () => {
    for (const typed of ['0803 555 1234', '08035551234', '+234 803 555 1234', '+234 (803) 555-1234', '2348035551234']) {
      expect(toInternationalPhone(typed)).toBe('+2348035551234');
    }
  });

  it('keeps another country’s code', () => {
    expect(toInternationalPhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is no phone number', () => {
    for (const typed of ['', 'abc', '12', '+234 80']) expect(toInternationalPhone(typed)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes a stored number as people read it, and an unparsed one as it was typed', () => {
    expect(formatPhone('+2348035551234')).toBe('+234 803 555 1234');
    expect(formatPhone('ext. 12')).toBe('ext. 12');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneSearchDigits', () => {
  it('gives the digits a stored number contains, whichever way the number was typed', () => {
    const stored = '+2348022123320';
    for (const typed of ['0802 212 3320', '08022123320', '+234 802 212 3320', '802 212', '0802-212', '00234 802']) {
      const digits = phoneSearchDigits(typed);
      expect(digits).not.toBeNull();
      expect(stored).toContain(digits);
    }
  });

  it('is no phone search for names, emails, patient numbers or too few digits', () => {
    for (const typed of ['Ngozi', 'a@b.ng', 'P-000123', '08', ' 0 ']) expect(phoneSearchDigits(typed)).toBeNull();
  });
});

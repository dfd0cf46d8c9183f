import { chartPhone, formatPhone, phoneSearchDigits, toInternationalPhone, toValidInternationalPhone } from './phone';

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

describe('toValidInternationalPhone', () => {
  it('reads a valid number (Nigerian without a code) and leaves a foreign one sent without its code unread', () => {
    expect(toValidInternationalPhone('0803 555 1234')).toBe('+2348035551234');
    expect(toValidInternationalPhone('+33 (237) 998327')).toBe('+33237998327');
    // A US number of a Synthea record, and an Australian one of HL7's example: possible lengths, not Nigerian numbers.
    expect(toValidInternationalPhone('555-403-6377')).toBeNull();
    expect(toValidInternationalPhone('(03) 3410 5613')).toBeNull();
  });
});

describe('chartPhone', () => {
  it('reads a stored number as people do, says when there is none, and marks one kept as a system sent it', () => {
    expect(chartPhone('+2348035551234')).toBe('+234 803 555 1234');
    expect(chartPhone('')).toBe('Not given');
    expect(chartPhone('555-403-6377')).toBe('555-403-6377 (as another system sent it: check it with the patient)');
  });
});

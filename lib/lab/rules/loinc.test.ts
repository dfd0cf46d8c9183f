import { hasLoincForm, loincCheckDigit, loincIsValid } from './loinc';

describe('the LOINC check digit', () => {
  it('agrees with codes known to be right', () => {
    for (const code of ['718-7', '2345-7', '4548-4', '2160-0', '4544-3', '6690-2', '14682-9', '57021-8', '1-8']) {
      expect([code, loincIsValid(code)]).toEqual([code, true]);
    }
  });

  it('refuses a code with one digit changed, or not of the LOINC form', () => {
    for (const code of ['718-6', '2345-1', '4548-3', '2160-9', '10704-1', '7187', '718-77', 'A18-7', '1234567-0', '', ' 718-7', '718-7 ']) {
      expect([code, loincIsValid(code)]).toEqual([code, false]);
    }
  });

  it('works the digit out from the digits before the hyphen, doubling every other one from the right', () => {
    // 718: 8 doubled is 16 (1 + 6 = 7), 1, 7 doubled is 14 (1 + 4 = 5): 13, so 7 makes 20.
    expect(loincCheckDigit('718')).toBe(7);
    // A total already a multiple of ten needs 0.
    expect(loincCheckDigit('2160')).toBe(0);
  });

  it('tells a code of the wrong form from one whose check digit is wrong', () => {
    expect(hasLoincForm('718-6')).toBe(true);
    expect(hasLoincForm('718')).toBe(false);
    expect(hasLoincForm('LP1234-5')).toBe(false);
  });
});

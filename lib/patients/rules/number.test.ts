import { formatPatientNumber, parsePatientNumber } from './number';

describe('patient numbers', () => {
  it('are written P- and six digits', () => {
    expect(formatPatientNumber(123)).toBe('P-000123');
    expect(formatPatientNumber(1)).toBe('P-000001');
    expect(formatPatientNumber(1234567)).toBe('P-1234567');
  });

  it('are read back however a doctor types them', () => {
    for (const typed of ['P-000123', 'p-000123', 'P000123', 'p 123', ' #123 ']) expect(parsePatientNumber(typed)).toBe(123);
  });

  it('are not read from names, phones or plain digits', () => {
    for (const typed of ['Peter', '0803 555 1234', '123', 'P-', 'P-12a']) expect(parsePatientNumber(typed)).toBeNull();
  });
});

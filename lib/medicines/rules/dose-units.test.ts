import { COUNT_UNITS, DOSE_UNITS, doseLabel, isCountUnit } from './dose-units';

describe('dose units', () => {
  it('are the design list; the count units are among them', () => {
    expect(DOSE_UNITS).toEqual(['mg', 'g', 'mcg', 'mL', 'IU', 'unit', 'tablet', 'capsule', 'puff', 'drop', 'sachet', 'suppository', 'application']);
    expect(COUNT_UNITS).toEqual(['tablet', 'capsule', 'puff', 'drop', 'sachet', 'suppository']);
    expect(isCountUnit('mg')).toBe(false);
    expect(isCountUnit('application')).toBe(false);
  });

  it('write a dose as it is read: nouns in the plural, symbols never', () => {
    expect(doseLabel(1, 'tablet')).toBe('1 tablet');
    expect(doseLabel(2, 'tablet')).toBe('2 tablets');
    expect(doseLabel(0.5, 'tablet')).toBe('0.5 tablet');
    expect(doseLabel(2, 'suppository')).toBe('2 suppositories');
    expect(doseLabel(10, 'unit')).toBe('10 units');
    expect(doseLabel(500, 'mg')).toBe('500 mg');
    expect(doseLabel(5, 'mL')).toBe('5 mL');
    expect(doseLabel(10, 'IU')).toBe('10 IU');
    expect(doseLabel(2.5, 'mg')).toBe('2.5 mg');
    expect(doseLabel(0.1 + 0.2, 'mg')).toBe('0.3 mg');
  });
});

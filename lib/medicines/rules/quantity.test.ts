import { dispenseQuantity, quantityLabel, type QuantityInput } from './quantity';
import { parseStrength } from './strength';

const tablet: QuantityInput = { doseAmount: 1, doseUnit: 'tablet', strength: '5 mg', form: 'tablet', frequency: 'od', durationDays: 30 };

describe('strengths', () => {
  it('read a solid, a liquid and grams', () => {
    expect(parseStrength('5 mg')).toEqual({ amount: 5, unit: 'mg', perMl: null });
    expect(parseStrength('1 g')).toEqual({ amount: 1000, unit: 'mg', perMl: null });
    expect(parseStrength('500 mcg')).toEqual({ amount: 0.5, unit: 'mg', perMl: null });
    expect(parseStrength('250 mg/5 mL')).toEqual({ amount: 250, unit: 'mg', perMl: 5 });
    expect(parseStrength('40 mg/mL')).toEqual({ amount: 40, unit: 'mg', perMl: 1 });
    expect(parseStrength('100 IU/mL')).toEqual({ amount: 100, unit: 'IU', perMl: 1 });
  });

  it('are null when they are not one amount', () => {
    for (const text of ['', '1%', '500 mg + 125 mg', '100 mcg/dose', '2.4 million IU', 'mg', '0 mg']) expect(parseStrength(text)).toBeNull();
  });
});

describe('the quantity to dispense', () => {
  it('counts tablets, capsules, puffs: dose × times a day × days', () => {
    expect(dispenseQuantity(tablet)).toEqual({ quantity: 30, unit: 'tablet' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 2, frequency: 'tds', durationDays: 7 })).toEqual({ quantity: 42, unit: 'tablet' });
    expect(dispenseQuantity({ ...tablet, doseUnit: 'capsule', form: 'capsule', frequency: 'qds', durationDays: 5 })).toEqual({ quantity: 20, unit: 'capsule' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 2, doseUnit: 'puff', form: 'inhaler', strength: '100 mcg/dose', frequency: 'bd', durationDays: 14 })).toEqual({ quantity: 56, unit: 'puff' });
    expect(dispenseQuantity({ ...tablet, frequency: 'both', durationDays: 3 })).toEqual({ quantity: 6, unit: 'tablet' });
  });

  it('rounds a half tablet up to whole tablets in all', () => {
    expect(dispenseQuantity({ ...tablet, doseAmount: 0.5, frequency: 'od', durationDays: 7 })).toEqual({ quantity: 4, unit: 'tablet' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 0.5, frequency: 'bd', durationDays: 7 })).toEqual({ quantity: 7, unit: 'tablet' });
  });

  it('turns a mass dose of a tablet into whole tablets per dose', () => {
    expect(dispenseQuantity({ ...tablet, doseAmount: 10, doseUnit: 'mg', durationDays: 30 })).toEqual({ quantity: 60, unit: 'tablet' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 1, doseUnit: 'g', strength: '500 mg', frequency: 'bd', durationDays: 5 })).toEqual({ quantity: 20, unit: 'tablet' });
    // 250 mg of a 500 mg tablet: a whole tablet a dose (a tablet is not assumed to split).
    expect(dispenseQuantity({ ...tablet, doseAmount: 250, doseUnit: 'mg', strength: '500 mg', frequency: 'tds', durationDays: 5 })).toEqual({ quantity: 15, unit: 'tablet' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 500, doseUnit: 'mg', strength: '500 mg', form: 'capsule', frequency: 'tds', durationDays: 5 })).toEqual({ quantity: 15, unit: 'capsule' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 20, doseUnit: 'mg', strength: '20 mg', form: 'modified-release tablet', frequency: 'bd', durationDays: 30 })).toEqual({ quantity: 60, unit: 'tablet' });
  });

  it('totals the mL of a liquid, typed in mL or as a mass of a strength per volume', () => {
    expect(dispenseQuantity({ doseAmount: 5, doseUnit: 'mL', strength: '125 mg/5 mL', form: 'oral suspension', frequency: 'tds', durationDays: 7 })).toEqual({ quantity: 105, unit: 'mL' });
    expect(dispenseQuantity({ doseAmount: 250, doseUnit: 'mg', strength: '125 mg/5 mL', form: 'oral suspension', frequency: 'tds', durationDays: 5 })).toEqual({ quantity: 150, unit: 'mL' });
    expect(dispenseQuantity({ doseAmount: 2.5, doseUnit: 'mL', strength: '', form: 'syrup', frequency: 'bd', durationDays: 3 })).toEqual({ quantity: 15, unit: 'mL' });
    expect(dispenseQuantity({ doseAmount: 2.4, doseUnit: 'mL', strength: '', form: 'syrup', frequency: 'tds', durationDays: 1 })).toEqual({ quantity: 8, unit: 'mL' });
  });

  it('is one dose for stat, whatever the duration', () => {
    expect(dispenseQuantity({ ...tablet, doseAmount: 2, frequency: 'stat', durationDays: 7 })).toEqual({ quantity: 2, unit: 'tablet' });
    expect(dispenseQuantity({ ...tablet, doseAmount: 4, frequency: 'stat', durationDays: null })).toEqual({ quantity: 4, unit: 'tablet' });
  });

  it('is null when it cannot be counted: as needed, unknown strength or form, a cream, no dose or duration', () => {
    expect(dispenseQuantity({ ...tablet, frequency: 'prn' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, frequency: 'hourly' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: 10, doseUnit: 'mg', strength: '' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: 10, doseUnit: 'mg', strength: '500 mg + 125 mg' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: 1, doseUnit: 'g', strength: '1 g', form: 'powder for injection' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: 10, doseUnit: 'IU', strength: '5 mg' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: 1, doseUnit: 'application', form: 'cream', strength: '1%' })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: null })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseAmount: 0 })).toBeNull();
    expect(dispenseQuantity({ ...tablet, doseUnit: null })).toBeNull();
    expect(dispenseQuantity({ ...tablet, durationDays: null })).toBeNull();
    expect(dispenseQuantity({ ...tablet, durationDays: 0 })).toBeNull();
  });
});

describe('quantity labels', () => {
  it('say the count in the plural', () => {
    expect(quantityLabel(42, 'tablet')).toBe('42 tablets');
    expect(quantityLabel(1, 'tablet')).toBe('1 tablet');
    expect(quantityLabel(100, 'mL')).toBe('100 mL');
    expect(quantityLabel(3, 'pessary')).toBe('3 pessaries');
    expect(quantityLabel(0, 'capsule')).toBe('0 capsules');
  });
});

import { medicineLabel } from './medicine-label';

describe('medicineLabel', () => {
  it('names an entry by its name, strength and form, and free text by its name alone', () => {
    expect(medicineLabel({ name: 'Amlodipine', strength: '5 mg', form: 'tablet' })).toBe('Amlodipine 5 mg tablet');
    expect(medicineLabel({ name: 'Amoxicillin', strength: '125 mg/5 mL', form: 'oral suspension' })).toBe('Amoxicillin 125 mg/5 mL oral suspension');
    expect(medicineLabel({ name: 'Oral rehydration salts', strength: '', form: 'powder for oral solution' })).toBe('Oral rehydration salts powder for oral solution');
    expect(medicineLabel({ name: 'Herbal bitters', strength: '', form: '' })).toBe('Herbal bitters');
    expect(medicineLabel({ name: 'Herbal bitters', strength: null, form: null })).toBe('Herbal bitters');
  });
});

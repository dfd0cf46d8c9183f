import { allergyDrugClass } from './allergy-class';

describe('allergyDrugClass', () => {
  it('is the class the text names', () => {
    expect(allergyDrugClass('Penicillin')).toBe('penicillin');
    expect(allergyDrugClass('penicillins')).toBe('penicillin');
    expect(allergyDrugClass('Sulfa drugs')).toBe('sulfonamide');
    expect(allergyDrugClass('NSAIDs')).toBe('nsaid');
    expect(allergyDrugClass('Cephalosporins')).toBe('cephalosporin');
  });

  it("is a shipped medicine's class when the text names the medicine", () => {
    expect(allergyDrugClass('Amoxicillin')).toBe('penicillin');
    expect(allergyDrugClass(' co-trimoxazole ')).toBe('sulfonamide');
    expect(allergyDrugClass('Ibuprofen')).toBe('nsaid');
    expect(allergyDrugClass('Unidox')).toBe('tetracycline');
  });

  it('is null for a medicine without a class, or text the list does not know', () => {
    expect(allergyDrugClass('Paracetamol')).toBeNull();
    expect(allergyDrugClass('Peanuts')).toBeNull();
    expect(allergyDrugClass('')).toBeNull();
    expect(allergyDrugClass('constructor')).toBeNull();
    expect(allergyDrugClass('toString')).toBeNull();
  });
});

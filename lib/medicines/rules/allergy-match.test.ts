import { allergyDrugClass } from './allergy-class';
import { allergyMatches, duplicateMedicines } from './allergy-match';

const amoxicillin = { name: 'Amoxicillin', drugClass: 'penicillin' };
const allergy = (substance: string, drugClass: string | null = null) => ({ substance, drugClass });

describe('allergyMatches', () => {
  it('warns about amoxicillin for a free-text penicillin allergy (the text names its class)', () => {
    const penicillin = allergy('Penicillin');
    expect(allergyMatches(amoxicillin, [penicillin])).toEqual([{ allergy: penicillin, why: 'same class' }]);
    expect(allergyMatches(amoxicillin, [allergy(' penicillins ')])).toHaveLength(1);
  });

  it('matches the same medicine whatever the case', () => {
    const recorded = allergy('AMOXICILLIN');
    expect(allergyMatches({ name: 'amoxicillin', drugClass: null }, [recorded])).toEqual([{ allergy: recorded, why: 'same medicine' }]);
  });

  it('matches a class recorded from the formulary entry', () => {
    const fromFormulary = allergy('Ceftriaxone', 'cephalosporin');
    expect(allergyMatches({ name: 'Cefuroxime', drugClass: 'cephalosporin' }, [fromFormulary])).toEqual([{ allergy: fromFormulary, why: 'same class' }]);
  });

  it('matches by the class recorded with a free-text allergy (allergyDrugClass)', () => {
    const typed = allergy('amoxicillin', allergyDrugClass('amoxicillin'));
    expect(allergyMatches({ name: 'Ampicillin', drugClass: 'penicillin' }, [typed])).toEqual([{ allergy: typed, why: 'same class' }]);
    expect(allergyMatches({ name: 'Unidox', drugClass: 'tetracycline' }, [allergy('Doxycycline', allergyDrugClass('Doxycycline'))])).toHaveLength(1);
    // Without it only the name matches.
    expect(allergyMatches({ name: 'Ampicillin', drugClass: 'penicillin' }, [allergy('amoxicillin')])).toEqual([]);
  });

  it('reads a class written another way (Sulfa, NSAIDs)', () => {
    expect(allergyMatches({ name: 'Co-trimoxazole', drugClass: 'sulfonamide' }, [allergy('Sulfa')])).toHaveLength(1);
    expect(allergyMatches({ name: 'Ibuprofen', drugClass: 'nsaid' }, [allergy('NSAIDs')])).toHaveLength(1);
  });

  it('matches a combination by any of its parts, either way round', () => {
    expect(allergyMatches({ name: 'Artemether + Lumefantrine', drugClass: 'artemisinin' }, [allergy('Lumefantrine')])).toEqual([{ allergy: allergy('Lumefantrine'), why: 'same medicine' }]);
    expect(allergyMatches({ name: 'Efavirenz', drugClass: null }, [allergy('Tenofovir disoproxil + Lamivudine + Efavirenz')])).toHaveLength(1);
  });

  it('gives the same medicine as the reason when the class matches too', () => {
    expect(allergyMatches(amoxicillin, [allergy('Amoxicillin', 'penicillin')])[0].why).toBe('same medicine');
  });

  it('keeps the caller’s allergy records (their ids) and returns every match', () => {
    const allergies = [
      { id: 1, substance: 'Penicillin', drugClass: null },
      { id: 2, substance: 'Aspirin', drugClass: 'nsaid' },
      { id: 3, substance: 'Amoxicillin', drugClass: 'penicillin' },
    ];
    expect(allergyMatches(amoxicillin, allergies).map((match) => [match.allergy.id, match.why])).toEqual([
      [1, 'same class'],
      [3, 'same medicine'],
    ]);
  });

  it('does not warn without a reason', () => {
    expect(allergyMatches(amoxicillin, [])).toEqual([]);
    expect(allergyMatches(amoxicillin, [allergy('Sulfa'), allergy('Aspirin', 'nsaid'), allergy('Peanuts'), allergy('')])).toEqual([]);
    // No class on the medicine: only its name can match (a free-text medicine typed by the doctor).
    expect(allergyMatches({ name: 'Amoxil', drugClass: null }, [allergy('Penicillin')])).toEqual([]);
    expect(allergyMatches({ name: 'Paracetamol', drugClass: null }, [allergy('Parastamol')])).toEqual([]);
    expect(allergyMatches({ name: 'Amlodipine', drugClass: 'calcium channel blocker' }, [allergy('constructor')])).toEqual([]);
  });
});

describe('duplicateMedicines', () => {
  it('points at the rows whose medicine an earlier row already has', () => {
    expect(duplicateMedicines([{ name: 'Amlodipine' }, { name: 'Metformin' }, { name: ' amlodipine ' }, { name: 'AMLODIPINE' }])).toEqual([2, 3]);
  });

  it('skips empty rows and finds nothing in a list of different medicines', () => {
    expect(duplicateMedicines([{ name: '' }, { name: '' }, { name: 'Amlodipine' }, { name: 'Amoxicillin' }])).toEqual([]);
    expect(duplicateMedicines([])).toEqual([]);
  });
});

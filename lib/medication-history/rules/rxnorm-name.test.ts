import { formularyNamesOf, formularyTermsOf } from './rxnorm-name';

describe('formularyTermsOf: an RxNorm clinical drug in the formulary’s terms', () => {
  it('reads one ingredient, its strength and an oral form, as Synthea writes them', () => {
    expect(formularyTermsOf('lisinopril 10 MG Oral Tablet')).toEqual({ ingredients: [['lisinopril']], strength: '10 mg', form: 'tablet' });
    expect(formularyTermsOf('Amoxicillin 250 MG Oral Capsule')).toEqual({ ingredients: [['amoxicillin']], strength: '250 mg', form: 'capsule' });
    expect(formularyTermsOf('Acetaminophen 325 MG Oral Tablet')).toEqual({ ingredients: [['acetaminophen', 'paracetamol']], strength: '325 mg', form: 'tablet' });
  });

  it('reads past an extended release and a brand, drops a salt, and says a concentration as the formulary does', () => {
    expect(formularyTermsOf('24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet')).toEqual({
      ingredients: [['metformin hydrochloride', 'metformin']],
      strength: '500 mg',
      form: 'modified-release tablet',
    });
    expect(formularyTermsOf('Ceftriaxone 1000 MG Injection [Rocephin]')).toMatchObject({ ingredients: [['ceftriaxone']], form: 'injection' });
    expect(formularyTermsOf('Furosemide 10 MG/ML Injectable Solution')).toEqual({ ingredients: [['furosemide']], strength: '10 mg/mL', form: 'injection' });
  });

  it('reads a combination: each ingredient with its strength, joined as the formulary joins them', () => {
    const terms = formularyTermsOf('Amoxicillin 250 MG / Clavulanate 125 MG Oral Tablet')!;
    expect(terms).toEqual({ ingredients: [['amoxicillin'], ['clavulanate', 'clavulanic acid']], strength: '250 mg + 125 mg', form: 'tablet' });
    expect(formularyNamesOf(terms)).toEqual(['amoxicillin + clavulanate', 'amoxicillin + clavulanic acid']);
  });

  it('keeps a form it has no word for as none, and reads nothing from a name not written so', () => {
    expect(formularyTermsOf('Nicotine 7 MG/Day Transdermal System')).toBeNull();
    expect(formularyTermsOf('Hydrocortisone 10 MG/ML Rectal Foam')).toEqual({ ingredients: [['hydrocortisone']], strength: '10 mg/mL', form: null });
    expect(formularyTermsOf('Amlodipine 5 mg tablet')).toEqual({ ingredients: [['amlodipine']], strength: '5 mg', form: 'tablet' });
    expect(formularyTermsOf('Tylenol PM')).toBeNull();
    expect(formularyTermsOf('')).toBeNull();
  });
});

import { MEDICINE_OPTIONS } from '@/lib/constants';
import { DRUG_CLASSES } from './drug-classes';
import { ESSENTIAL_MEDICINES, medicineCode } from './essential-medicines';
import { ROUTES } from './routes';

const byCode = (code: string) => ESSENTIAL_MEDICINES.find((entry) => entry.code === code);

describe('the shipped formulary', () => {
  it('has a few hundred entries', () => {
    expect(ESSENTIAL_MEDICINES.length).toBeGreaterThanOrEqual(250);
    expect(ESSENTIAL_MEDICINES.length).toBeLessThanOrEqual(400);
  });

  it('has unique, lower-case codes of one shape (the upsert key)', () => {
    const codes = ESSENTIAL_MEDICINES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/);
  });

  it('has one entry per generic name, strength and form', () => {
    const keys = ESSENTIAL_MEDICINES.map((entry) => `${entry.name}|${entry.strength}|${entry.form}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every field, a route from ROUTES and a class from DRUG_CLASSES (all of which are used)', () => {
    for (const entry of ESSENTIAL_MEDICINES) {
      expect(entry.name.trim()).toBe(entry.name);
      expect(entry.name).not.toBe('');
      expect(entry.form).toMatch(/^[a-z][a-z -]*[a-z]$/);
      expect(ROUTES).toContain(entry.route);
      expect(['who-eml', 'nigeria-eml', 'spec']).toContain(entry.source);
      if (entry.drugClass !== null) expect(DRUG_CLASSES).toContain(entry.drugClass);
    }
    const used = new Set(ESSENTIAL_MEDICINES.map((entry) => entry.drugClass));
    for (const drugClass of DRUG_CLASSES) expect(used).toContain(drugClass);
  });

  it("keeps the prototype's three exactly", () => {
    expect(ESSENTIAL_MEDICINES.filter((entry) => entry.source === 'spec')).toEqual([
      { code: 'atenolol', name: 'Atenolol', strength: '50 mg', form: 'tablet', route: 'oral', drugClass: 'beta blocker', source: 'spec' },
      { code: 'unidox', name: 'Unidox', strength: '100 mg', form: 'tablet', route: 'oral', drugClass: 'tetracycline', source: 'spec' },
      { code: 'parastamol', name: 'Parastamol', strength: '500 mg', form: 'tablet', route: 'oral', drugClass: null, source: 'spec' },
    ]);
    expect(ESSENTIAL_MEDICINES.filter((entry) => entry.source === 'spec').map((entry) => entry.code)).toEqual([...MEDICINE_OPTIONS]);
  });

  it('carries what a clinic prescribes daily, with the classes an allergy warns by', () => {
    expect(byCode('amlodipine-5mg-tablet')).toMatchObject({ name: 'Amlodipine', strength: '5 mg', form: 'tablet', route: 'oral', drugClass: 'calcium channel blocker' });
    expect(byCode('amlodipine-10mg-tablet')).toBeDefined();
    expect(byCode('amoxicillin-125mg-5ml-oral-suspension')).toMatchObject({ strength: '125 mg/5 mL', drugClass: 'penicillin' });
    expect(byCode('co-trimoxazole-400mg-80mg-tablet')).toMatchObject({ drugClass: 'sulfonamide' });
    expect(byCode('ceftriaxone-1g-powder-for-injection')).toMatchObject({ route: 'intravenous', drugClass: 'cephalosporin' });
    const classOf = (name: string) => new Set(ESSENTIAL_MEDICINES.filter((entry) => entry.name === name).map((entry) => entry.drugClass));
    for (const [name, drugClass] of [
      ['Benzylpenicillin', 'penicillin'],
      ['Phenoxymethylpenicillin', 'penicillin'],
      ['Cloxacillin', 'penicillin'],
      ['Amoxicillin + Clavulanic acid', 'penicillin'],
      ['Cefuroxime', 'cephalosporin'],
      ['Ciprofloxacin', 'fluoroquinolone'],
      ['Azithromycin', 'macrolide'],
      ['Erythromycin', 'macrolide'],
      ['Doxycycline', 'tetracycline'],
      ['Metronidazole', 'nitroimidazole'],
      ['Nitrofurantoin', 'nitrofuran'],
      ['Gentamicin', 'aminoglycoside'],
      ['Ibuprofen', 'nsaid'],
      ['Diclofenac', 'nsaid'],
      ['Lisinopril', 'ace inhibitor'],
      ['Losartan', 'angiotensin receptor blocker'],
      ['Metformin', 'biguanide'],
      ['Glibenclamide', 'sulfonylurea'],
      ['Artemether + Lumefantrine', 'artemisinin'],
      ['Artesunate', 'artemisinin'],
    ] as const)
      expect(classOf(name)).toEqual(new Set([drugClass]));
    for (const name of ['Nifedipine', 'Hydrochlorothiazide', 'Methyldopa', 'Insulin soluble', 'Paracetamol', 'Aspirin', 'Tramadol', 'Morphine', 'Loratadine', 'Omeprazole', 'Oral rehydration salts', 'Zinc sulfate', 'Ferrous sulfate', 'Folic acid', 'Salbutamol', 'Prednisolone', 'Tenofovir disoproxil + Lamivudine + Dolutegravir', 'Isoniazid', 'Albendazole', 'Fluconazole', 'Oxytocin', 'Misoprostol', 'Sodium chloride'])
      expect(classOf(name).size).toBeGreaterThan(0);
  });
});

describe('medicine codes', () => {
  it('are made from name, strength and form', () => {
    expect(medicineCode('Amlodipine', '5 mg', 'tablet')).toBe('amlodipine-5mg-tablet');
    expect(medicineCode('Amoxicillin + Clavulanic acid', '125 mg + 31.25 mg/5 mL', 'oral suspension')).toBe('amoxicillin-clavulanic-acid-125mg-31.25mg-5ml-oral-suspension');
    expect(medicineCode('Timolol', '0.5%', 'eye drops')).toBe('timolol-0.5pct-eye-drops');
    expect(medicineCode('Oral rehydration salts', '', 'powder for oral solution')).toBe('oral-rehydration-salts-powder-for-oral-solution');
  });
});

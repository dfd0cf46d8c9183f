import type { DrugClass } from './drug-classes';
import type { Route } from './routes';
import type { EssentialMedicine, ShippedSource } from './types';

/**
 * The shipped formulary: what a Nigerian clinic prescribes day to day, drawn from the WHO Model List of
 * Essential Medicines ('who-eml') and the Nigeria Essential Medicines List ('nigeria-eml', for what the WHO list
 * does not carry: nifedipine, glibenclamide, pentazocine, ampicillin + cloxacillin, …), plus the three the
 * prescription form offered before there was a formulary (source 'spec'). Vaccines are left out (they are not
 * prescribed on this form). This file is the one place the list is written: it is upserted into `medicines` by
 * `code` each time the migrations run.
 *
 * An entry's code is made from its name, strength and form (amlodipine-5mg-tablet) when it is first shipped and
 * must then never change (a changed code would be a second row). To correct a shipped entry's text, give it its
 * old code explicitly (`{ code: '…' }`); to add a strength, add a row.
 */

type Options = { route?: Route; source?: ShippedSource; code?: string };
type Row = readonly [name: string, strength: string, form: string, options?: Options];

const IV: Options = { route: 'intravenous' };
const IM: Options = { route: 'intramuscular' };
const SC: Options = { route: 'subcutaneous' };
const NG: Options = { source: 'nigeria-eml' };
const IV_NG: Options = { ...IV, ...NG };
const IM_NG: Options = { ...IM, ...NG };

/** The route a form implies; injections have none (IV, IM or SC is said per row). */
const FORM_ROUTES: Record<string, Route> = {
  tablet: 'oral',
  'dispersible tablet': 'oral',
  'chewable tablet': 'oral',
  'modified-release tablet': 'oral',
  capsule: 'oral',
  'oral suspension': 'oral',
  'oral solution': 'oral',
  'oral drops': 'oral',
  'oral gel': 'oral',
  syrup: 'oral',
  'powder for oral solution': 'oral',
  'sublingual tablet': 'sublingual',
  cream: 'topical',
  ointment: 'topical',
  gel: 'topical',
  lotion: 'topical',
  'topical solution': 'topical',
  shampoo: 'topical',
  'eye drops': 'ophthalmic',
  'eye ointment': 'ophthalmic',
  'ear drops': 'otic',
  'nasal drops': 'nasal',
  inhaler: 'inhaled',
  'nebuliser solution': 'inhaled',
  suppository: 'rectal',
  pessary: 'vaginal',
  'vaginal cream': 'vaginal',
  infusion: 'intravenous',
};

/** "Amoxicillin + Clavulanic acid", "500 mg + 125 mg", "tablet" → "amoxicillin-clavulanic-acid-500mg-125mg-tablet". */
export function medicineCode(name: string, strength: string, form: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/%/g, 'pct')
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const compactStrength = strength.replace(/(\d)\s+(?=[a-zA-Z%])/g, '$1');
  return [slug(name), slug(compactStrength), slug(form)].filter(Boolean).join('-');
}

function group(drugClass: DrugClass | null, source: ShippedSource, rows: readonly Row[]): EssentialMedicine[] {
  return rows.map(([name, strength, form, options = {}]) => {
    const route = options.route ?? FORM_ROUTES[form];
    // A row that cannot say its route is a mistake in this file; the formulary test imports it and fails here.
    if (!route) throw new Error(`No route for ${name} ${strength} ${form}`);
    return { code: options.code ?? medicineCode(name, strength, form), name, strength, form, route, drugClass, source: options.source ?? source };
  });
}

/**
 * The three medicines the prescription form offered before there was a formulary, as it named them (Unidox is a
 * brand of doxycycline; "Parastamol" is its spelling): prescriptions of that time link to these entries.
 */
const PRE_FORMULARY_MEDICINES: EssentialMedicine[] = [
  { code: 'atenolol', name: 'Atenolol', strength: '50 mg', form: 'tablet', route: 'oral', drugClass: 'beta blocker', source: 'spec' },
  { code: 'unidox', name: 'Unidox', strength: '100 mg', form: 'tablet', route: 'oral', drugClass: 'tetracycline', source: 'spec' },
  { code: 'parastamol', name: 'Parastamol', strength: '500 mg', form: 'tablet', route: 'oral', drugClass: null, source: 'spec' },
];

const CARDIOVASCULAR: EssentialMedicine[] = [
  ...group('calcium channel blocker', 'who-eml', [
    ['Amlodipine', '5 mg', 'tablet'],
    ['Amlodipine', '10 mg', 'tablet'],
    ['Nifedipine', '10 mg', 'capsule', NG],
    ['Nifedipine', '20 mg', 'modified-release tablet', NG],
    ['Nifedipine', '30 mg', 'modified-release tablet', NG],
  ]),
  ...group('ace inhibitor', 'who-eml', [
    ['Lisinopril', '5 mg', 'tablet', NG],
    ['Lisinopril', '10 mg', 'tablet', NG],
    ['Lisinopril', '20 mg', 'tablet', NG],
    ['Enalapril', '5 mg', 'tablet'],
    ['Enalapril', '10 mg', 'tablet'],
    ['Captopril', '25 mg', 'tablet', NG],
  ]),
  ...group('angiotensin receptor blocker', 'who-eml', [
    ['Losartan', '50 mg', 'tablet'],
    ['Losartan', '100 mg', 'tablet'],
    ['Telmisartan', '40 mg', 'tablet', NG],
  ]),
  ...group('thiazide diuretic', 'who-eml', [
    ['Hydrochlorothiazide', '25 mg', 'tablet'],
    ['Hydrochlorothiazide', '50 mg', 'tablet'],
    ['Chlortalidone', '25 mg', 'tablet'],
    ['Bendroflumethiazide', '2.5 mg', 'tablet', NG],
    ['Amiloride + Hydrochlorothiazide', '5 mg + 50 mg', 'tablet', NG],
  ]),
  ...group('loop diuretic', 'who-eml', [
    ['Furosemide', '40 mg', 'tablet'],
    ['Furosemide', '10 mg/mL', 'injection', IV],
  ]),
  ...group('beta blocker', 'who-eml', [
    ['Atenolol', '100 mg', 'tablet', NG],
    ['Bisoprolol', '2.5 mg', 'tablet'],
    ['Bisoprolol', '5 mg', 'tablet'],
    ['Carvedilol', '6.25 mg', 'tablet'],
    ['Carvedilol', '12.5 mg', 'tablet'],
    ['Propranolol', '40 mg', 'tablet', NG],
    ['Labetalol', '100 mg', 'tablet', NG],
    ['Labetalol', '5 mg/mL', 'injection', IV],
    ['Timolol', '0.5%', 'eye drops'],
  ]),
  ...group('nitrate', 'who-eml', [
    ['Glyceryl trinitrate', '500 mcg', 'sublingual tablet'],
    ['Isosorbide dinitrate', '5 mg', 'sublingual tablet'],
  ]),
  ...group('statin', 'who-eml', [
    ['Simvastatin', '20 mg', 'tablet'],
    ['Atorvastatin', '10 mg', 'tablet', NG],
    ['Atorvastatin', '20 mg', 'tablet', NG],
  ]),
  ...group(null, 'who-eml', [
    ['Methyldopa', '250 mg', 'tablet'],
    ['Methyldopa', '500 mg', 'tablet', NG],
    ['Hydralazine', '25 mg', 'tablet', NG],
    ['Hydralazine', '20 mg', 'powder for injection', IV],
    ['Spironolactone', '25 mg', 'tablet'],
    ['Digoxin', '62.5 mcg', 'tablet'],
    ['Digoxin', '250 mcg', 'tablet'],
    ['Clopidogrel', '75 mg', 'tablet'],
    ['Warfarin', '1 mg', 'tablet'],
    ['Warfarin', '5 mg', 'tablet'],
    ['Heparin sodium', '5000 IU/mL', 'injection', SC],
    ['Enoxaparin', '40 mg/0.4 mL', 'injection', SC],
    ['Adrenaline', '1 mg/mL', 'injection', IM],
    ['Atropine', '600 mcg/mL', 'injection', IV],
  ]),
];

const DIABETES_AND_HORMONES: EssentialMedicine[] = [
  ...group('biguanide', 'who-eml', [
    ['Metformin', '500 mg', 'tablet'],
    ['Metformin', '850 mg', 'tablet'],
    ['Metformin', '1 g', 'tablet'],
  ]),
  ...group('sulfonylurea', 'who-eml', [
    ['Glibenclamide', '5 mg', 'tablet', NG],
    ['Gliclazide', '80 mg', 'tablet'],
    ['Gliclazide', '30 mg', 'modified-release tablet'],
    ['Glimepiride', '2 mg', 'tablet', NG],
  ]),
  ...group('insulin', 'who-eml', [
    ['Insulin soluble', '100 IU/mL', 'injection', SC],
    ['Insulin isophane (NPH)', '100 IU/mL', 'injection', SC],
    ['Insulin biphasic 30/70', '100 IU/mL', 'injection', { ...SC, ...NG }],
    ['Insulin glargine', '100 IU/mL', 'injection', SC],
  ]),
  ...group(null, 'who-eml', [
    ['Levothyroxine', '50 mcg', 'tablet'],
    ['Levothyroxine', '100 mcg', 'tablet'],
    ['Carbimazole', '5 mg', 'tablet'],
    ['Medroxyprogesterone acetate', '150 mg/mL', 'injection', IM],
    ['Levonorgestrel', '1.5 mg', 'tablet'],
    ['Ethinylestradiol + Levonorgestrel', '30 mcg + 150 mcg', 'tablet'],
    ['Allopurinol', '100 mg', 'tablet'],
    ['Allopurinol', '300 mg', 'tablet'],
    ['Colchicine', '500 mcg', 'tablet', NG],
    ['Hydroxyurea', '500 mg', 'capsule'],
  ]),
];

const ANTIMALARIALS: EssentialMedicine[] = [
  ...group('artemisinin', 'who-eml', [
    ['Artemether + Lumefantrine', '20 mg + 120 mg', 'tablet'],
    ['Artemether + Lumefantrine', '20 mg + 120 mg', 'dispersible tablet'],
    ['Artemether + Lumefantrine', '80 mg + 480 mg', 'tablet', NG],
    ['Artesunate', '60 mg', 'powder for injection', IV],
    ['Artesunate', '100 mg', 'suppository'],
    ['Artesunate + Amodiaquine', '50 mg + 135 mg', 'tablet'],
    ['Artesunate + Amodiaquine', '100 mg + 270 mg', 'tablet'],
    ['Dihydroartemisinin + Piperaquine', '40 mg + 320 mg', 'tablet'],
    ['Artemether', '80 mg/mL', 'injection', IM],
  ]),
  // Sulfadoxine is a sulfonamide: a sulfa allergy must warn about SP given in pregnancy.
  ...group('sulfonamide', 'who-eml', [['Sulfadoxine + Pyrimethamine', '500 mg + 25 mg', 'tablet']]),
  ...group(null, 'who-eml', [
    ['Quinine', '300 mg', 'tablet', NG],
    ['Quinine', '300 mg/mL', 'injection', IV],
    ['Chloroquine', '150 mg', 'tablet'],
    ['Primaquine', '15 mg', 'tablet'],
    ['Proguanil', '100 mg', 'tablet'],
  ]),
];

const ANTIBACTERIALS: EssentialMedicine[] = [
  ...group('penicillin', 'who-eml', [
    ['Amoxicillin', '250 mg', 'capsule'],
    ['Amoxicillin', '500 mg', 'capsule'],
    ['Amoxicillin', '250 mg', 'dispersible tablet'],
    ['Amoxicillin', '125 mg/5 mL', 'oral suspension'],
    ['Amoxicillin', '250 mg/5 mL', 'oral suspension'],
    ['Amoxicillin + Clavulanic acid', '500 mg + 125 mg', 'tablet'],
    ['Amoxicillin + Clavulanic acid', '875 mg + 125 mg', 'tablet'],
    ['Amoxicillin + Clavulanic acid', '125 mg + 31.25 mg/5 mL', 'oral suspension'],
    ['Amoxicillin + Clavulanic acid', '250 mg + 62.5 mg/5 mL', 'oral suspension'],
    ['Amoxicillin + Clavulanic acid', '1 g + 200 mg', 'powder for injection', IV],
    ['Ampicillin', '500 mg', 'powder for injection', IV],
    ['Ampicillin', '1 g', 'powder for injection', IV],
    ['Ampicillin + Cloxacillin', '250 mg + 250 mg', 'capsule', NG],
    ['Benzylpenicillin', '600 mg', 'powder for injection', IV],
    ['Benzylpenicillin', '3 g', 'powder for injection', IV],
    ['Benzathine benzylpenicillin', '1.2 million IU', 'powder for injection', IM],
    ['Benzathine benzylpenicillin', '2.4 million IU', 'powder for injection', IM],
    ['Procaine benzylpenicillin', '1 g', 'powder for injection', IM],
    ['Phenoxymethylpenicillin', '250 mg', 'tablet'],
    ['Phenoxymethylpenicillin', '125 mg/5 mL', 'oral suspension'],
    ['Cloxacillin', '250 mg', 'capsule'],
    ['Cloxacillin', '500 mg', 'capsule'],
    ['Cloxacillin', '500 mg', 'powder for injection', IV],
    ['Flucloxacillin', '250 mg', 'capsule', NG],
    ['Flucloxacillin', '500 mg', 'capsule', NG],
    ['Piperacillin + Tazobactam', '4 g + 500 mg', 'powder for injection', IV],
  ]),
  ...group('cephalosporin', 'who-eml', [
    ['Ceftriaxone', '250 mg', 'powder for injection', IM],
    ['Ceftriaxone', '1 g', 'powder for injection', IV],
    ['Cefuroxime', '250 mg', 'tablet', NG],
    ['Cefuroxime', '500 mg', 'tablet', NG],
    ['Cefuroxime', '125 mg/5 mL', 'oral suspension', NG],
    ['Cefuroxime', '750 mg', 'powder for injection', IV],
    ['Cefalexin', '250 mg', 'capsule'],
    ['Cefalexin', '125 mg/5 mL', 'oral suspension'],
    ['Cefixime', '400 mg', 'capsule'],
    ['Cefixime', '100 mg/5 mL', 'oral suspension', NG],
    ['Cefotaxime', '1 g', 'powder for injection', IV],
    ['Ceftazidime', '1 g', 'powder for injection', IV],
  ]),
  ...group('carbapenem', 'who-eml', [['Meropenem', '1 g', 'powder for injection', IV]]),
  ...group('macrolide', 'who-eml', [
    ['Azithromycin', '250 mg', 'tablet'],
    ['Azithromycin', '500 mg', 'tablet'],
    ['Azithromycin', '200 mg/5 mL', 'oral suspension'],
    ['Erythromycin', '250 mg', 'tablet'],
    ['Erythromycin', '125 mg/5 mL', 'oral suspension'],
    ['Clarithromycin', '500 mg', 'tablet'],
  ]),
  ...group('tetracycline', 'who-eml', [
    ['Doxycycline', '100 mg', 'capsule', NG],
    ['Doxycycline', '100 mg', 'tablet'],
    ['Tetracycline', '1%', 'eye ointment'],
  ]),
  ...group('fluoroquinolone', 'who-eml', [
    ['Ciprofloxacin', '250 mg', 'tablet'],
    ['Ciprofloxacin', '500 mg', 'tablet'],
    ['Ciprofloxacin', '2 mg/mL', 'infusion'],
    ['Ciprofloxacin', '0.3%', 'eye drops'],
    ['Ciprofloxacin', '0.3%', 'ear drops', NG],
    ['Levofloxacin', '500 mg', 'tablet'],
    ['Moxifloxacin', '400 mg', 'tablet'],
    ['Ofloxacin', '0.3%', 'ear drops', NG],
  ]),
  ...group('aminoglycoside', 'who-eml', [
    ['Gentamicin', '40 mg/mL', 'injection', IM],
    ['Gentamicin', '10 mg/mL', 'injection', IV],
    ['Gentamicin', '0.3%', 'eye drops'],
    ['Streptomycin', '1 g', 'powder for injection', IM],
    ['Neomycin + Bacitracin', '5 mg + 500 IU/g', 'ointment'],
  ]),
  ...group('sulfonamide', 'who-eml', [
    ['Co-trimoxazole', '400 mg + 80 mg', 'tablet'],
    ['Co-trimoxazole', '800 mg + 160 mg', 'tablet'],
    ['Co-trimoxazole', '100 mg + 20 mg', 'dispersible tablet'],
    ['Co-trimoxazole', '200 mg + 40 mg/5 mL', 'oral suspension'],
    ['Silver sulfadiazine', '1%', 'cream'],
  ]),
  ...group('nitroimidazole', 'who-eml', [
    ['Metronidazole', '200 mg', 'tablet'],
    ['Metronidazole', '400 mg', 'tablet'],
    ['Metronidazole', '200 mg/5 mL', 'oral suspension'],
    ['Metronidazole', '5 mg/mL', 'infusion'],
    ['Metronidazole', '500 mg', 'pessary', NG],
    ['Tinidazole', '500 mg', 'tablet', NG],
  ]),
  ...group('nitrofuran', 'who-eml', [
    ['Nitrofurantoin', '100 mg', 'tablet'],
    ['Nitrofurantoin', '25 mg/5 mL', 'oral suspension'],
  ]),
  ...group('lincosamide', 'who-eml', [
    ['Clindamycin', '150 mg', 'capsule'],
    ['Clindamycin', '150 mg/mL', 'injection', IV],
  ]),
  ...group('glycopeptide', 'who-eml', [['Vancomycin', '500 mg', 'powder for injection', IV]]),
  ...group(null, 'who-eml', [
    ['Chloramphenicol', '250 mg', 'capsule'],
    ['Chloramphenicol', '1 g', 'powder for injection', IV],
    ['Chloramphenicol', '0.5%', 'eye drops', NG],
    ['Chloramphenicol', '1%', 'eye ointment', NG],
    ['Fusidic acid', '2%', 'cream', NG],
    ['Mupirocin', '2%', 'ointment'],
    ['Linezolid', '600 mg', 'tablet'],
  ]),
];

const TUBERCULOSIS: EssentialMedicine[] = [
  ...group('rifamycin', 'who-eml', [
    ['Rifampicin + Isoniazid + Pyrazinamide + Ethambutol', '150 mg + 75 mg + 400 mg + 275 mg', 'tablet'],
    ['Rifampicin + Isoniazid', '150 mg + 75 mg', 'tablet'],
    ['Rifampicin + Isoniazid', '75 mg + 50 mg', 'dispersible tablet'],
    ['Rifampicin + Isoniazid + Pyrazinamide', '75 mg + 50 mg + 150 mg', 'dispersible tablet'],
    ['Rifampicin', '150 mg', 'capsule'],
    ['Rifampicin', '300 mg', 'capsule'],
  ]),
  ...group(null, 'who-eml', [
    ['Isoniazid', '100 mg', 'tablet'],
    ['Isoniazid', '300 mg', 'tablet'],
    ['Pyrazinamide', '400 mg', 'tablet'],
    ['Pyrazinamide', '500 mg', 'tablet', NG],
    ['Ethambutol', '400 mg', 'tablet'],
    ['Bedaquiline', '100 mg', 'tablet'],
  ]),
];

// Antiretrovirals carry no class: a reaction to one is not a reason to refuse its class, and a combination
// still warns by its parts' names (lib/medicines/rules/allergy-match.ts compares each part).
const ANTIRETROVIRALS: EssentialMedicine[] = group(null, 'who-eml', [
  ['Tenofovir disoproxil + Lamivudine + Dolutegravir', '300 mg + 300 mg + 50 mg', 'tablet'],
  ['Tenofovir disoproxil + Lamivudine + Efavirenz', '300 mg + 300 mg + 400 mg', 'tablet'],
  ['Tenofovir disoproxil + Lamivudine + Efavirenz', '300 mg + 300 mg + 600 mg', 'tablet', NG],
  ['Tenofovir disoproxil + Lamivudine', '300 mg + 300 mg', 'tablet'],
  ['Dolutegravir', '50 mg', 'tablet'],
  ['Dolutegravir', '10 mg', 'dispersible tablet'],
  ['Abacavir + Lamivudine', '120 mg + 60 mg', 'dispersible tablet'],
  ['Zidovudine + Lamivudine', '300 mg + 150 mg', 'tablet'],
  ['Zidovudine', '50 mg/5 mL', 'oral solution'],
  ['Nevirapine', '200 mg', 'tablet'],
  ['Nevirapine', '50 mg/5 mL', 'oral suspension'],
  ['Efavirenz', '600 mg', 'tablet'],
  ['Lopinavir + Ritonavir', '200 mg + 50 mg', 'tablet'],
  ['Atazanavir + Ritonavir', '300 mg + 100 mg', 'tablet'],
]);

const PAIN_AND_ANAESTHESIA: EssentialMedicine[] = [
  ...group(null, 'who-eml', [
    ['Paracetamol', '500 mg', 'tablet'],
    ['Paracetamol', '120 mg/5 mL', 'syrup'],
    ['Paracetamol', '250 mg/5 mL', 'syrup', NG],
    ['Paracetamol', '125 mg', 'suppository'],
    ['Paracetamol', '10 mg/mL', 'infusion', NG],
  ]),
  ...group('nsaid', 'who-eml', [
    ['Ibuprofen', '200 mg', 'tablet'],
    ['Ibuprofen', '400 mg', 'tablet'],
    ['Ibuprofen', '100 mg/5 mL', 'oral suspension'],
    ['Diclofenac', '50 mg', 'tablet', NG],
    ['Diclofenac', '75 mg/3 mL', 'injection', IM_NG],
    ['Diclofenac', '100 mg', 'suppository', NG],
    ['Diclofenac', '1%', 'gel', NG],
    ['Aspirin', '75 mg', 'dispersible tablet'],
    ['Aspirin', '300 mg', 'tablet'],
    ['Naproxen', '500 mg', 'tablet', NG],
    ['Piroxicam', '20 mg', 'capsule', NG],
    ['Meloxicam', '15 mg', 'tablet', NG],
  ]),
  ...group('opioid', 'who-eml', [
    ['Tramadol', '50 mg', 'capsule', NG],
    ['Tramadol', '100 mg/2 mL', 'injection', IM_NG],
    ['Morphine', '10 mg', 'tablet'],
    ['Morphine', '10 mg/5 mL', 'oral solution'],
    ['Morphine', '10 mg/mL', 'injection', IV],
    ['Pentazocine', '30 mg/mL', 'injection', IM_NG],
    ['Pethidine', '50 mg/mL', 'injection', IM_NG],
    ['Codeine', '30 mg', 'tablet'],
  ]),
  ...group('local anaesthetic', 'who-eml', [
    ['Lidocaine', '2%', 'injection', SC],
    ['Lidocaine + Adrenaline', '2% + 1:200,000', 'injection', SC],
    ['Bupivacaine', '0.5%', 'injection', SC],
  ]),
  ...group(null, 'who-eml', [
    ['Ketamine', '50 mg/mL', 'injection', IV],
    ['Naloxone', '400 mcg/mL', 'injection', IV],
  ]),
];

const ALLERGY_GUT_AND_LUNGS: EssentialMedicine[] = [
  ...group('antihistamine', 'who-eml', [
    ['Chlorphenamine', '4 mg', 'tablet'],
    ['Chlorphenamine', '2 mg/5 mL', 'syrup', NG],
    ['Chlorphenamine', '10 mg/mL', 'injection', IM],
    ['Loratadine', '10 mg', 'tablet'],
    ['Loratadine', '5 mg/5 mL', 'syrup'],
    ['Cetirizine', '10 mg', 'tablet', NG],
    ['Promethazine', '25 mg', 'tablet', NG],
    ['Promethazine', '5 mg/5 mL', 'syrup', NG],
    ['Promethazine', '25 mg/mL', 'injection', IM_NG],
  ]),
  ...group('proton pump inhibitor', 'who-eml', [
    ['Omeprazole', '20 mg', 'capsule'],
    ['Omeprazole', '40 mg', 'powder for injection', IV],
    ['Esomeprazole', '40 mg', 'tablet', NG],
    ['Pantoprazole', '40 mg', 'tablet', NG],
    ['Pantoprazole', '40 mg', 'powder for injection', IV_NG],
  ]),
  ...group('h2 receptor antagonist', 'nigeria-eml', [
    ['Cimetidine', '400 mg', 'tablet'],
    ['Famotidine', '20 mg', 'tablet'],
  ]),
  ...group(null, 'who-eml', [
    ['Magnesium trisilicate', '', 'oral suspension', NG],
    ['Aluminium hydroxide + Magnesium hydroxide', '', 'oral suspension', NG],
    ['Aluminium hydroxide + Magnesium hydroxide', '', 'chewable tablet', NG],
    ['Metoclopramide', '10 mg', 'tablet'],
    ['Metoclopramide', '5 mg/mL', 'injection', IV],
    ['Ondansetron', '4 mg', 'tablet'],
    ['Ondansetron', '2 mg/mL', 'injection', IV],
    ['Domperidone', '10 mg', 'tablet', NG],
    ['Hyoscine butylbromide', '10 mg', 'tablet', NG],
    ['Hyoscine butylbromide', '20 mg/mL', 'injection', IM_NG],
    ['Loperamide', '2 mg', 'capsule'],
    ['Bisacodyl', '5 mg', 'tablet', NG],
    ['Bisacodyl', '10 mg', 'suppository', NG],
    ['Lactulose', '3.3 g/5 mL', 'oral solution'],
    ['Senna', '7.5 mg', 'tablet'],
    ['Oral rehydration salts', '', 'powder for oral solution'],
    ['Zinc sulfate', '20 mg', 'dispersible tablet'],
    ['Zinc sulfate', '10 mg/5 mL', 'oral solution', NG],
    // Asthma and COPD
    ['Salbutamol', '100 mcg/dose', 'inhaler'],
    ['Salbutamol', '5 mg/mL', 'nebuliser solution'],
    ['Salbutamol', '2 mg', 'tablet', NG],
    ['Salbutamol', '2 mg/5 mL', 'syrup', NG],
    ['Ipratropium bromide', '20 mcg/dose', 'inhaler'],
    ['Ipratropium bromide', '250 mcg/mL', 'nebuliser solution'],
    ['Aminophylline', '25 mg/mL', 'injection', IV_NG],
    ['Montelukast', '10 mg', 'tablet', NG],
  ]),
];

const CORTICOSTEROIDS: EssentialMedicine[] = group('corticosteroid', 'who-eml', [
  ['Prednisolone', '5 mg', 'tablet'],
  ['Prednisolone', '25 mg', 'tablet'],
  ['Prednisolone', '5 mg/mL', 'oral solution'],
  ['Prednisolone', '0.5%', 'eye drops'],
  ['Dexamethasone', '0.5 mg', 'tablet', NG],
  ['Dexamethasone', '4 mg', 'tablet'],
  ['Dexamethasone', '4 mg/mL', 'injection', IV],
  ['Hydrocortisone', '100 mg', 'powder for injection', IV],
  ['Hydrocortisone', '1%', 'cream'],
  ['Methylprednisolone', '40 mg/mL', 'injection', IV],
  ['Betamethasone', '0.1%', 'cream'],
  ['Beclometasone', '100 mcg/dose', 'inhaler'],
  ['Budesonide', '200 mcg/dose', 'inhaler'],
  ['Budesonide + Formoterol', '160 mcg + 4.5 mcg/dose', 'inhaler'],
  ['Fludrocortisone', '100 mcg', 'tablet'],
]);

const BLOOD_AND_VITAMINS: EssentialMedicine[] = group(null, 'who-eml', [
  ['Ferrous sulfate', '200 mg', 'tablet', NG],
  ['Ferrous sulfate + Folic acid', '200 mg + 400 mcg', 'tablet'],
  ['Iron sucrose', '20 mg/mL', 'injection', IV_NG],
  ['Folic acid', '400 mcg', 'tablet'],
  ['Folic acid', '5 mg', 'tablet'],
  ['Hydroxocobalamin', '1 mg/mL', 'injection', IM],
  ['Vitamin B complex', '', 'tablet', NG],
  ['Ascorbic acid', '100 mg', 'tablet', NG],
  ['Pyridoxine', '25 mg', 'tablet'],
  ['Thiamine', '100 mg', 'tablet'],
  ['Thiamine', '100 mg/mL', 'injection', IM],
  ['Retinol (vitamin A)', '200,000 IU', 'capsule'],
  ['Calcium carbonate', '1.25 g', 'tablet', NG],
  ['Phytomenadione (vitamin K1)', '1 mg/mL', 'injection', IM],
  ['Phytomenadione (vitamin K1)', '10 mg/mL', 'injection', IV],
  ['Tranexamic acid', '500 mg', 'tablet', NG],
  ['Tranexamic acid', '100 mg/mL', 'injection', IV],
]);

const OBSTETRIC: EssentialMedicine[] = group(null, 'who-eml', [
  ['Oxytocin', '10 IU/mL', 'injection', IM],
  ['Misoprostol', '200 mcg', 'tablet'],
  ['Ergometrine', '200 mcg/mL', 'injection', IM],
  ['Carbetocin', '100 mcg/mL', 'injection', IM],
  ['Magnesium sulfate', '50%', 'injection', IM],
  ['Calcium gluconate', '10%', 'injection', IV],
]);

const ANTI_INFECTIVES_OTHER: EssentialMedicine[] = [
  ...group('azole antifungal', 'who-eml', [
    ['Fluconazole', '50 mg', 'capsule'],
    ['Fluconazole', '150 mg', 'capsule', NG],
    ['Fluconazole', '200 mg', 'capsule'],
    ['Fluconazole', '2 mg/mL', 'infusion'],
    ['Clotrimazole', '1%', 'cream'],
    ['Clotrimazole', '500 mg', 'pessary'],
    ['Clotrimazole', '1%', 'ear drops', NG],
    ['Miconazole', '2%', 'cream'],
    ['Miconazole', '2%', 'oral gel', NG],
    ['Ketoconazole', '2%', 'cream', NG],
    ['Ketoconazole', '2%', 'shampoo', NG],
  ]),
  ...group('polyene antifungal', 'who-eml', [
    ['Nystatin', '100,000 IU/mL', 'oral suspension'],
    ['Nystatin', '100,000 IU', 'pessary'],
    ['Amphotericin B', '50 mg', 'powder for injection', IV],
  ]),
  ...group('benzimidazole', 'who-eml', [
    ['Albendazole', '400 mg', 'chewable tablet'],
    ['Albendazole', '200 mg', 'tablet', NG],
    ['Albendazole', '200 mg/5 mL', 'oral suspension', NG],
    ['Mebendazole', '100 mg', 'chewable tablet'],
    ['Mebendazole', '500 mg', 'chewable tablet'],
    ['Mebendazole', '100 mg/5 mL', 'oral suspension', NG],
  ]),
  ...group(null, 'who-eml', [
    ['Griseofulvin', '500 mg', 'tablet'],
    ['Terbinafine', '1%', 'cream'],
    ['Terbinafine', '250 mg', 'tablet', NG],
    ['Benzoic acid + Salicylic acid', '6% + 3%', 'ointment'],
    ['Praziquantel', '600 mg', 'tablet'],
    ['Ivermectin', '3 mg', 'tablet'],
    ['Aciclovir', '200 mg', 'tablet'],
    ['Aciclovir', '400 mg', 'tablet', NG],
    ['Aciclovir', '5%', 'cream', NG],
    ['Aciclovir', '3%', 'eye ointment'],
    ['Aciclovir', '250 mg', 'powder for injection', IV],
    ['Valaciclovir', '500 mg', 'tablet'],
    ['Oseltamivir', '75 mg', 'capsule'],
  ]),
];

const SKIN_EYE_EAR: EssentialMedicine[] = group(null, 'who-eml', [
  ['Calamine', '', 'lotion'],
  ['Benzyl benzoate', '25%', 'lotion'],
  ['Permethrin', '5%', 'cream'],
  ['Permethrin', '1%', 'lotion'],
  ['Benzoyl peroxide', '5%', 'gel'],
  ['Aqueous cream', '', 'cream', NG],
  ['Gentian violet', '0.5%', 'topical solution', NG],
  ['Povidone-iodine', '10%', 'topical solution'],
  ['Chlorhexidine', '7.1%', 'gel'],
  ['Chlorhexidine', '5%', 'topical solution'],
  ['Hydrogen peroxide', '6%', 'topical solution', NG],
  ['Pilocarpine', '2%', 'eye drops'],
  ['Atropine', '1%', 'eye drops'],
  ['Tropicamide', '1%', 'eye drops'],
  ['Hypromellose', '0.3%', 'eye drops', NG],
  ['Acetazolamide', '250 mg', 'tablet'],
  ['Sodium bicarbonate', '5%', 'ear drops', NG],
  ['Xylometazoline', '0.1%', 'nasal drops', NG],
  ['Sodium chloride', '0.9%', 'nasal drops', NG],
]);

const FLUIDS: EssentialMedicine[] = group(null, 'who-eml', [
  ['Sodium chloride', '0.9%', 'infusion'],
  ['Glucose (dextrose)', '5%', 'infusion'],
  ['Glucose (dextrose)', '10%', 'infusion'],
  ['Glucose (dextrose)', '50%', 'injection', IV],
  ['Glucose + Sodium chloride', '4.3% + 0.18%', 'infusion', NG],
  ["Ringer's lactate (compound sodium lactate)", '', 'infusion'],
  ['Potassium chloride', '150 mg/mL', 'injection', IV],
  ['Potassium chloride', '600 mg', 'modified-release tablet', NG],
  ['Sodium bicarbonate', '8.4%', 'injection', IV],
  ['Water for injection', '', 'injection', IV],
]);

const NERVOUS_SYSTEM: EssentialMedicine[] = [
  ...group('benzodiazepine', 'who-eml', [
    ['Diazepam', '5 mg', 'tablet'],
    ['Diazepam', '5 mg/mL', 'injection', IV],
    ['Lorazepam', '2 mg/mL', 'injection', IV],
    ['Midazolam', '5 mg/mL', 'injection', IV],
  ]),
  ...group('ssri', 'who-eml', [
    ['Fluoxetine', '20 mg', 'capsule'],
    ['Sertraline', '50 mg', 'tablet'],
  ]),
  ...group('tricyclic antidepressant', 'who-eml', [
    ['Amitriptyline', '10 mg', 'tablet', NG],
    ['Amitriptyline', '25 mg', 'tablet'],
  ]),
  ...group(null, 'who-eml', [
    ['Phenobarbital', '30 mg', 'tablet'],
    ['Phenobarbital', '200 mg/mL', 'injection', IM],
    ['Phenytoin', '100 mg', 'tablet'],
    ['Phenytoin', '50 mg/mL', 'injection', IV],
    ['Carbamazepine', '200 mg', 'tablet'],
    ['Sodium valproate', '200 mg', 'tablet'],
    ['Sodium valproate', '500 mg', 'tablet'],
    ['Levetiracetam', '500 mg', 'tablet'],
    ['Haloperidol', '5 mg', 'tablet'],
    ['Haloperidol', '5 mg/mL', 'injection', IM],
    ['Chlorpromazine', '100 mg', 'tablet'],
    ['Chlorpromazine', '25 mg/mL', 'injection', IM],
    ['Risperidone', '2 mg', 'tablet'],
    ['Olanzapine', '10 mg', 'tablet', NG],
    ['Fluphenazine decanoate', '25 mg/mL', 'injection', IM],
    ['Trihexyphenidyl (benzhexol)', '2 mg', 'tablet', NG],
  ]),
];

export const ESSENTIAL_MEDICINES: readonly EssentialMedicine[] = [
  ...PRE_FORMULARY_MEDICINES,
  ...CARDIOVASCULAR,
  ...DIABETES_AND_HORMONES,
  ...ANTIMALARIALS,
  ...ANTIBACTERIALS,
  ...TUBERCULOSIS,
  ...ANTIRETROVIRALS,
  ...PAIN_AND_ANAESTHESIA,
  ...ALLERGY_GUT_AND_LUNGS,
  ...CORTICOSTEROIDS,
  ...BLOOD_AND_VITAMINS,
  ...OBSTETRIC,
  ...ANTI_INFECTIVES_OTHER,
  ...SKIN_EYE_EAR,
  ...FLUIDS,
  ...NERVOUS_SYSTEM,
];

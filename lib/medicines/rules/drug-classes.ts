/**
 * The drug classes the formulary names, lower case. A class is given only where an allergy to one member is a
 * reason to warn about the others (cross-reactivity, or a shared adverse effect such as an ACE inhibitor's
 * angioedema); a medicine without such a class has none (null) rather than a therapeutic group such as
 * "antimalarial", which would warn about unrelated drugs.
 */
export const DRUG_CLASSES = [
  // Antibacterials
  'penicillin',
  'cephalosporin',
  'carbapenem',
  'macrolide',
  'tetracycline',
  'fluoroquinolone',
  'aminoglycoside',
  'sulfonamide',
  'nitroimidazole',
  'nitrofuran',
  'lincosamide',
  'glycopeptide',
  'rifamycin',
  // Antimalarials
  'artemisinin',
  // Cardiovascular
  'ace inhibitor',
  'angiotensin receptor blocker',
  'calcium channel blocker',
  'beta blocker',
  'thiazide diuretic',
  'loop diuretic',
  'nitrate',
  'statin',
  // Diabetes
  'biguanide',
  'sulfonylurea',
  'insulin',
  // Pain
  'nsaid',
  'opioid',
  'local anaesthetic',
  // Others
  'antihistamine',
  'proton pump inhibitor',
  'h2 receptor antagonist',
  'corticosteroid',
  'azole antifungal',
  'polyene antifungal',
  'benzimidazole',
  'benzodiazepine',
  'ssri',
  'tricyclic antidepressant',
] as const;

export type DrugClass = (typeof DRUG_CLASSES)[number];

export const isDrugClass = (value: string): value is DrugClass => (DRUG_CLASSES as readonly string[]).includes(value);

/**
 * Other ways a doctor or patient writes a class as an allergy ("Sulfa", "NSAIDs", "Penicillins"), so free text
 * that names a class still warns. Plurals of the class names themselves are read without being listed here.
 */
export const DRUG_CLASS_ALIASES: Record<string, DrugClass> = {
  sulfa: 'sulfonamide',
  sulpha: 'sulfonamide',
  'sulfa drugs': 'sulfonamide',
  'sulpha drugs': 'sulfonamide',
  sulphonamide: 'sulfonamide',
  sulphonamides: 'sulfonamide',
  quinolone: 'fluoroquinolone',
  quinolones: 'fluoroquinolone',
  'non-steroidal anti-inflammatory': 'nsaid',
  'non-steroidal anti-inflammatory drugs': 'nsaid',
  'non steroidal anti-inflammatory drugs': 'nsaid',
  opiate: 'opioid',
  opiates: 'opioid',
  steroid: 'corticosteroid',
  steroids: 'corticosteroid',
  arb: 'angiotensin receptor blocker',
  arbs: 'angiotensin receptor blocker',
  ppi: 'proton pump inhibitor',
  ppis: 'proton pump inhibitor',
  'ace-inhibitor': 'ace inhibitor',
  'ace-inhibitors': 'ace inhibitor',
  'beta-blocker': 'beta blocker',
  'beta-blockers': 'beta blocker',
  artemisinins: 'artemisinin',
  'artemisinin derivatives': 'artemisinin',
};

/** The class a text names ("Penicillin", "penicillins", "Sulfa"), or null. */
export function drugClassNamed(text: string): DrugClass | null {
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (isDrugClass(words)) return words;
  if (Object.hasOwn(DRUG_CLASS_ALIASES, words)) return DRUG_CLASS_ALIASES[words];
  const singular = words.endsWith('s') ? words.slice(0, -1) : '';
  return singular && isDrugClass(singular) ? singular : null;
}

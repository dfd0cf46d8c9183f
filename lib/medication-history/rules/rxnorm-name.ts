// A medicine named as RxNorm names a clinical drug ("lisinopril 10 MG Oral Tablet", "Amoxicillin 250 MG /
// Clavulanate 125 MG Oral Tablet", "24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet"), which is how
// Synthea, Epic and most US systems write a medicine out, read into the formulary's terms: the generic names, the
// strength and the form ("Amlodipine", "5 mg", "tablet"). The formulary keeps WHO's names (INN), so the few
// ingredients RxNorm names otherwise are said in WHO's words, and a salt a strength is not measured in is dropped.

/** A clinical drug in the formulary's terms: each ingredient's possible names (lower case), the strength, the form. */
export interface FormularyTerms {
  /** One list of candidate names per ingredient, most likely first ("metformin hydrochloride", "metformin"). */
  ingredients: string[][];
  /** "500 mg", "250 mg + 125 mg", "1 mg/mL". */
  strength: string;
  /** "tablet", "modified-release tablet", "oral suspension"…; null for a form the formulary has no word for. */
  form: string | null;
}

/** RxNorm's (United States Adopted) names where WHO's international ones differ. */
const WHO_NAMES: Record<string, string> = {
  acetaminophen: 'paracetamol',
  albuterol: 'salbutamol',
  epinephrine: 'adrenaline',
  norepinephrine: 'noradrenaline',
  clavulanate: 'clavulanic acid',
  glyburide: 'glibenclamide',
  meperidine: 'pethidine',
  'penicillin v': 'phenoxymethylpenicillin',
  'penicillin g': 'benzylpenicillin',
  'medroxyprogesterone acetate': 'medroxyprogesterone',
};

/** Salts and esters a name carries that the formulary's generic name leaves out. */
const SALTS = /\s+(hydrochloride|hcl|sodium|potassium|calcium|magnesium|besylate|besilate|maleate|succinate|tartrate|citrate|sulfate|sulphate|fumarate|mesylate|bromide|phosphate|acetate|trihydrate|monohydrate|dihydrate)\b/g;

/** RxNorm's dose forms in the formulary's words. */
const FORMS: Record<string, string> = {
  tablet: 'tablet',
  capsule: 'capsule',
  'oral tablet': 'tablet',
  'oral capsule': 'capsule',
  'chewable tablet': 'chewable tablet',
  'disintegrating oral tablet': 'dispersible tablet',
  'tablet for oral suspension': 'dispersible tablet',
  'extended release oral tablet': 'modified-release tablet',
  'delayed release oral tablet': 'modified-release tablet',
  'extended release oral capsule': 'capsule',
  'delayed release oral capsule': 'capsule',
  'oral suspension': 'oral suspension',
  'oral solution': 'oral solution',
  syrup: 'syrup',
  'injectable solution': 'injection',
  'injectable suspension': 'injection',
  'prefilled syringe': 'injection',
  'auto-injector': 'injection',
  injection: 'injection',
  'topical cream': 'cream',
  'topical ointment': 'ointment',
  'topical gel': 'gel',
  'topical lotion': 'lotion',
  'ophthalmic solution': 'eye drops',
  'ophthalmic ointment': 'eye ointment',
  'otic solution': 'ear drops',
  'metered dose inhaler': 'inhaler',
  'dry powder inhaler': 'inhaler',
  'inhalation solution': 'nebuliser solution',
  'rectal suppository': 'suppository',
  'vaginal cream': 'vaginal cream',
  'sublingual tablet': 'sublingual tablet',
};

/** RxNorm's units in the formulary's. */
const UNITS: Record<string, string> = { mg: 'mg', mcg: 'mcg', g: 'g', ml: 'mL', unt: 'IU', meq: 'mEq', 'mg/ml': 'mg/mL', 'mcg/ml': 'mcg/mL', 'unt/ml': 'IU/mL', 'meq/ml': 'mEq/mL' };

const UNIT = '(MG\\/ML|MCG\\/ML|UNT\\/ML|MEQ\\/ML|MG|MCG|G|ML|UNT|MEQ)';
const INGREDIENT = new RegExp(`^(.+?)\\s+(\\d+(?:\\.\\d+)?)\\s+${UNIT}$`, 'i');
/** The last ingredient runs into the form: "Clavulanate 125 MG Oral Tablet". */
const LAST_INGREDIENT = new RegExp(`^(.+?\\s+\\d+(?:\\.\\d+)?\\s+${UNIT})\\s+(.+)$`, 'i');

/** A clinical drug's possible formulary names: each ingredient's names, a combination's joined by " + ". */
export function formularyNamesOf(terms: FormularyTerms): string[] {
  return terms.ingredients.reduce<string[]>((names, candidates) => (names.length === 0 ? candidates : names.flatMap((name) => candidates.map((candidate) => `${name} + ${candidate}`))), []);
}

/** An ingredient's names: as written, without its salt, and in WHO's words. */
function namesOf(written: string): string[] {
  const name = written.trim().toLowerCase().replace(/\s+/g, ' ');
  const bare = name.replace(SALTS, '').trim();
  return [...new Set([name, bare, WHO_NAMES[name], WHO_NAMES[bare]].filter((one): one is string => Boolean(one)))];
}

/**
 * The formulary's terms of an RxNorm clinical drug's name, or null when the name is not written so (a brand alone,
 * words): ingredients with their strengths joined by " / ", then the dose form; a leading "24 HR" (extended release)
 * and a trailing "[Brand]" are read past.
 */
export function formularyTermsOf(name: string): FormularyTerms | null {
  const text = name
    .trim()
    .replace(/\s*\[[^\]]*\]$/, '')
    .replace(/^\d+\s+HR\s+/i, '');
  const parts = text.split(/\s+\/\s+/);
  const last = parts.pop()!;
  const lastMatch = LAST_INGREDIENT.exec(last);
  if (!lastMatch) return null;
  const ingredients = [...parts, lastMatch[1]!].map((part) => INGREDIENT.exec(part.trim()));
  if (ingredients.some((match) => match === null)) return null;
  const read = ingredients.map((match) => ({ names: namesOf(match![1]!), strength: `${match![2]} ${UNITS[match![3]!.toLowerCase()] ?? match![3]!.toLowerCase()}` }));
  return {
    ingredients: read.map((one) => one.names),
    strength: read.map((one) => one.strength).join(' + '),
    form: FORMS[lastMatch[3]!.trim().toLowerCase()] ?? null,
  };
}

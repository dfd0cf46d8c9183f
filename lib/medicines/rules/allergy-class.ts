import { drugClassNamed, type DrugClass } from './drug-classes';
import { ESSENTIAL_MEDICINES } from './essential-medicines';
import { normaliseMedicineName } from './allergy-match';

/**
 * The generic names of the shipped list whose entries all have one class ("amoxicillin" → penicillin). Kept
 * apart from allergy-match.ts so that the matching the prescription form runs in the browser does not carry
 * the whole list: the class is worked out once, on the server, when the allergy is recorded.
 */
const SHIPPED_CLASSES: ReadonlyMap<string, DrugClass> = (() => {
  const classes = new Map<string, DrugClass | null>();
  for (const entry of ESSENTIAL_MEDICINES) {
    const name = normaliseMedicineName(entry.name);
    const known = classes.get(name);
    classes.set(name, known === undefined || known === entry.drugClass ? entry.drugClass : null);
  }
  return new Map([...classes].filter((pair): pair is [string, DrugClass] => pair[1] !== null));
})();

/**
 * The class to record with an allergy typed as free text, so that it warns about the whole class: the class the
 * text names ("Penicillins", "Sulfa"), else the class of the shipped medicine it names ("Amoxicillin" →
 * penicillin, so ampicillin warns too), else null (only the same name will match).
 */
export const allergyDrugClass = (substance: string): DrugClass | null =>
  drugClassNamed(substance) ?? SHIPPED_CLASSES.get(normaliseMedicineName(substance)) ?? null;

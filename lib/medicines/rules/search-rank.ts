import { parseStrength } from './strength';

/**
 * How the formulary search orders its hits (the server's SQL follows it; the comparator below is the rule as code,
 * for the tests and for any list sorted in memory):
 *  1. a name that starts with the text typed before a name that only contains it ("amlo": Amlodipine before
 *     "Perindopril + Amlodipine");
 *  2. then by name, case-insensitive;
 *  3. then by strength as a number (5 mg before 10 mg; 1 g is 1000 mg), a strength that is not a number last;
 *  4. then by the strength's and the form's text.
 * In SQL, for example: ORDER BY lower(name) LIKE lower(:text) || '%' DESC, lower(name), <strength in mg> NULLS
 * LAST, strength, form.
 */
export const SEARCH_RANK_RULE =
  'Names starting with the text first, then names containing it; then by name, then by strength (5 mg before 10 mg), then by form.';

export interface SearchHit {
  name: string;
  strength: string;
  form: string;
}

/** The strength as one number for ordering (mg for a mass, per mL for a liquid), or null. */
function strengthOrder(strength: string): number | null {
  const parsed = parseStrength(strength);
  return parsed ? parsed.amount / (parsed.perMl ?? 1) : null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A comparator for Array.prototype.sort, given the text typed. */
export function compareSearchHits(text: string): (a: SearchHit, b: SearchHit) => number {
  const typed = text.trim().toLowerCase();
  const rank = (hit: SearchHit) => (hit.name.toLowerCase().startsWith(typed) ? 0 : 1);
  return (a, b) => {
    const [nameA, nameB] = [a.name.toLowerCase(), b.name.toLowerCase()];
    const [strengthA, strengthB] = [strengthOrder(a.strength), strengthOrder(b.strength)];
    return (
      rank(a) - rank(b) ||
      byText(nameA, nameB) ||
      (strengthA === strengthB ? 0 : strengthA === null ? 1 : strengthB === null ? -1 : strengthA - strengthB) ||
      byText(a.strength, b.strength) ||
      byText(a.form, b.form)
    );
  };
}

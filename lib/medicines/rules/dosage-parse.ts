import type { DoseUnit } from './dose-units';

/**
 * A dose typed as free text before doses had an amount and a unit ("50 mg", "50mg", "1 tab", "2 tablets",
 * "5 ml", "0.5 g"), read as an amount and a unit; anything else ("one at night", "1/2 tab", "2 tabs daily") is
 * null and stays the dose's text. The same rule runs twice: here (for a dose pasted or imported) and in SQL, in
 * migration 0016, over the rows already written; so both are written once, here, and the test runs the two on
 * the same samples (the SQL one on PGlite).
 */

/** The written unit, lower case, to the unit stored. A unit not listed does not parse. */
export const DOSAGE_UNIT_ALIASES: Readonly<Record<string, DoseUnit>> = {
  mg: 'mg',
  g: 'g',
  mcg: 'mcg',
  ml: 'mL',
  iu: 'IU',
  unit: 'unit',
  units: 'unit',
  tab: 'tablet',
  tabs: 'tablet',
  tablet: 'tablet',
  tablets: 'tablet',
  cap: 'capsule',
  caps: 'capsule',
  capsule: 'capsule',
  capsules: 'capsule',
  puff: 'puff',
  puffs: 'puff',
  drop: 'drop',
  drops: 'drop',
  sachet: 'sachet',
  sachets: 'sachet',
};

/**
 * The PostgreSQL regular expression (ARE), for regexp_match(dosage, DOSAGE_SQL_PATTERN): group 1 is the amount
 * (up to 6 digits, up to 3 decimals: the column is numeric(10, 3)), group 2 the unit's letters, a trailing
 * full stop allowed ("1 tab."). The migration then maps lower(m[2]) with dosageUnitSqlCase and keeps the rows
 * where the unit is known and the amount above zero:
 *
 *   WITH read AS (SELECT id, regexp_match(dosage, '<DOSAGE_SQL_PATTERN>') AS m FROM prescription_medicines)
 *   SELECT id, m[1]::numeric AS amount, <dosageUnitSqlCase('m[2]')> AS unit FROM read WHERE m IS NOT NULL
 *
 * A migration is plain SQL and cannot import this file, so the pattern and the CASE are pasted into it as
 * they print (console.log(DOSAGE_SQL_PATTERN, dosageUnitSqlCase('m[2]')) from a tsx script); a change here
 * needs a new migration for rows written since, never an edit of 0016.
 */
export const DOSAGE_SQL_PATTERN = '^\\s*([0-9]{1,6}(?:\\.[0-9]{1,3})?)\\s*([[:alpha:]]+)\\.?\\s*$';

/** The same pattern in JavaScript: [[:alpha:]] is written [A-Za-z] (a non-ASCII letter names no unit in either). */
const DOSAGE_PATTERN = /^\s*([0-9]{1,6}(?:\.[0-9]{1,3})?)\s*([A-Za-z]+)\.?\s*$/;

/** `CASE lower(<expression>) WHEN 'mg' THEN 'mg' … END`: null for a unit not in DOSAGE_UNIT_ALIASES. */
export function dosageUnitSqlCase(expression: string): string {
  const whens = Object.entries(DOSAGE_UNIT_ALIASES).map(([written, unit]) => `WHEN '${written}' THEN '${unit}'`);
  return `CASE lower(${expression}) ${whens.join(' ')} END`;
}

export function parseDosage(text: string): { amount: number; unit: DoseUnit } | null {
  const match = DOSAGE_PATTERN.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const written = match[2].toLowerCase();
  // hasOwn: "5 constructor" must not read a unit off Object.prototype.
  if (!Object.hasOwn(DOSAGE_UNIT_ALIASES, written) || !(amount > 0)) return null;
  return { amount, unit: DOSAGE_UNIT_ALIASES[written] };
}

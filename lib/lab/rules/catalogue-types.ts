// Not `server-only`: the shape of the laboratory's test catalogue, read by the screens and the server alike.

/** Where a specimen comes from, as the lab labels its tubes and pots. */
export const SPECIMENS = [
  'Whole blood (EDTA)',
  'Serum',
  'Plasma (fluoride)',
  'Plasma (citrate)',
  'Capillary blood',
  'Urine',
  'Stool',
  'Sputum',
] as const;
export type Specimen = (typeof SPECIMENS)[number];

/**
 * How a test's result is written: a number in a UCUM unit, one of a few words (Positive/Negative, +/++/+++), free
 * text, or a panel, whose result is its parts' results.
 */
export const RESULT_KINDS = ['number', 'choice', 'text', 'panel'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/**
 * One reference range. A range applies to a patient when every condition it names holds: the sex (absent: either),
 * and the age in whole months at the time the specimen was taken, from `fromMonths` (inclusive) up to `toMonths`
 * (exclusive). The catalogue lists the more specific ranges of a test before its general one; the first that applies wins.
 */
export interface ReferenceRange {
  sex?: 'male' | 'female';
  fromMonths?: number;
  toMonths?: number;
  /** Below it: Low. Absent: no lower limit ("< 5.0"). */
  low?: number;
  /** Above it: High. Absent: no upper limit. */
  high?: number;
}

/** One entry of the shipped catalogue (lib/lab/rules/catalogue.ts). */
export interface CatalogueTest {
  /** Stable key, kebab-case ("haemoglobin", "full-blood-count"): the catalogue row's code. */
  code: string;
  /** As the request form and the report print it ("Haemoglobin", "Full blood count"). */
  name: string;
  /** The LOINC code and its display name. */
  loinc: string;
  loincDisplay: string;
  specimen: Specimen;
  kind: ResultKind;
  /** number: its UCUM unit ("g/dL", "10*9/L", "mmol/L", "%"). */
  unit?: string;
  /** number: how many decimals the lab writes (default 1). */
  decimals?: number;
  /** choice: the words the result may be, in the order the lab picks them. */
  choices?: readonly string[];
  /** choice: those of `choices` that are normal (every other one is flagged Abnormal). */
  normalChoices?: readonly string[];
  /** number: the reference ranges, most specific first. */
  ranges?: readonly ReferenceRange[];
  /** number: past these the result is Critical (a value at the limit is not). */
  criticalLow?: number;
  criticalHigh?: number;
  /** choice: results that are Critical (a positive malaria film in a child, a reactive HIV test is not one). */
  criticalChoices?: readonly string[];
  /** panel: the codes of its parts, in the order the report lists them. */
  parts?: readonly string[];
  /** Whether a doctor may order it on its own (false for a panel's part that no lab runs alone, e.g. MCHC). */
  orderable: boolean;
  /** Other words a doctor types for it ("FBC", "CBC", "MP", "RBS"). */
  synonyms?: readonly string[];
}

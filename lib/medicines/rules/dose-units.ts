/**
 * The units a dose is written in. Mass and volume units (mg, mL, …) are amounts of the drug; the others are
 * COUNT_UNITS, things the patient takes whole and a pharmacist counts out, so the quantity to dispense is a
 * plain multiplication (lib/medicines/rules/quantity.ts). 'application' (of a cream) is a unit of dose but not of
 * dispensing: a tube is not counted in applications.
 */
export const DOSE_UNITS = ['mg', 'g', 'mcg', 'mL', 'IU', 'unit', 'tablet', 'capsule', 'puff', 'drop', 'sachet', 'suppository', 'application'] as const;

export type DoseUnit = (typeof DOSE_UNITS)[number];

export const COUNT_UNITS = ['tablet', 'capsule', 'puff', 'drop', 'sachet', 'suppository'] as const satisfies readonly DoseUnit[];

export type CountUnit = (typeof COUNT_UNITS)[number];

export const isDoseUnit = (value: string): value is DoseUnit => (DOSE_UNITS as readonly string[]).includes(value);

export const isCountUnit = (value: string): value is CountUnit => (COUNT_UNITS as readonly string[]).includes(value);

/** Units written as English nouns take a plural ("2 tablets", "10 units"); symbols never do ("500 mg", "5 mL", "10 IU"). */
const PLURALS: Partial<Record<string, string>> = {
  tablet: 'tablets',
  capsule: 'capsules',
  puff: 'puffs',
  drop: 'drops',
  sachet: 'sachets',
  suppository: 'suppositories',
  application: 'applications',
  unit: 'units',
  // A dispensing unit of vaginal forms (lib/medicines/rules/quantity.ts), not a dose unit.
  pessary: 'pessaries',
};

/** 1 → "1", 0.5 → "0.5", 2.50 → "2.5": up to 3 decimals (the column's scale), no float noise. */
export const formatAmount = (amount: number): string => String(Number(amount.toFixed(3)));

/** The unit's word for that many: singular for a part or one ("0.5 tablet", "1 tablet"), plural else ("2 tablets", "0 tablets"). */
export const unitFor = (amount: number, unit: string): string => (amount > 0 && amount <= 1 ? unit : (PLURALS[unit] ?? unit));

/** "1 tablet", "2 tablets", "500 mg", "5 mL". */
export const doseLabel = (amount: number, unit: string): string => `${formatAmount(amount)} ${unitFor(amount, unit)}`;

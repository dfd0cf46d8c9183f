import { isCountUnit, unitFor } from './dose-units';
import { frequencyOf } from './frequencies';
import { asDrugAmount, parseStrength } from './strength';

export interface QuantityInput {
  doseAmount: number | null;
  doseUnit: string | null;
  /** The formulary entry's strength ("5 mg", "250 mg/5 mL"); '' for free text. */
  strength: string;
  form: string;
  /** One of FREQUENCY_CODES. */
  frequency: string;
  durationDays: number | null;
}

export interface Quantity {
  quantity: number;
  /** "tablet", "capsule", … (the count unit, singular) or "mL". */
  unit: string;
}

/** The count unit a solid form is dispensed in: a "dispersible tablet" is counted in tablets. */
function countUnitOfForm(form: string): string | null {
  const words = form.toLowerCase();
  for (const unit of ['tablet', 'capsule', 'suppository', 'sachet', 'pessary']) if (words.includes(unit)) return unit;
  return null;
}

/** Round up (a patient cannot be given part of a tablet short), but not 42.000000001 up to 43. */
const roundUp = (value: number): number => Math.ceil(value - 1e-9);

/**
 * The quantity to dispense, or null when it cannot be counted (as needed, an unknown strength or form, a cream
 * by the application): the form shows it as a suggestion the doctor may change. The rule:
 *  - a count unit (2 tablets, 2 puffs): dose × times a day × days;
 *  - mL of a liquid: total mL;
 *  - a mass dose of a solid with a strength in a unit of the same kind (10 mg of a 5 mg tablet, 1 g of a 500 mg
 *    tablet): whole tablets per dose, rounded up, × times × days;
 *  - a mass dose of a liquid whose strength says the volume (250 mg of 125 mg/5 mL = 10 mL): total mL;
 *  - stat is one dose in all; prn is never counted.
 */
export function dispenseQuantity(input: QuantityInput): Quantity | null {
  const { doseAmount, doseUnit, strength, form, frequency, durationDays } = input;
  const how = frequencyOf(frequency);
  if (!how || how.timesPerDay === null || doseAmount === null || !doseUnit) return null;
  if (!Number.isFinite(doseAmount) || doseAmount <= 0) return null;
  let doses: number;
  if (how.code === 'stat') doses = 1;
  else if (durationDays !== null && Number.isInteger(durationDays) && durationDays > 0) doses = how.timesPerDay * durationDays;
  else return null;

  if (isCountUnit(doseUnit)) return { quantity: roundUp(doseAmount * doses), unit: doseUnit };
  if (doseUnit.toLowerCase() === 'ml') return { quantity: roundUp(doseAmount * doses), unit: 'mL' };

  const dose = asDrugAmount(doseAmount, doseUnit);
  const per = parseStrength(strength);
  if (!dose || !per || dose.unit !== per.unit) return null;
  if (per.perMl !== null) return { quantity: roundUp((dose.amount / per.amount) * per.perMl * doses), unit: 'mL' };
  const unit = countUnitOfForm(form);
  if (!unit) return null;
  return { quantity: roundUp(dose.amount / per.amount) * doses, unit };
}

/** "42 tablets", "1 tablet", "100 mL". */
export const quantityLabel = (quantity: number, unit: string): string => `${quantity} ${unitFor(quantity, unit)}`;

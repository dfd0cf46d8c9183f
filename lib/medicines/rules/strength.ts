/**
 * A formulary strength read as numbers: "5 mg" is 5 mg per unit of the form (a tablet), "250 mg/5 mL" is
 * 250 mg in 5 mL, "40 mg/mL" 40 mg in 1 mL, "1 g" is 1000 mg. Anything else ("1%", "500 mg + 125 mg",
 * "100 mcg/dose", '') is null: the quantity is then not computed and the doctor types it.
 */
export interface Strength {
  amount: number;
  /** 'mg' for any mass (g and mcg are converted), or 'IU' / 'unit'. */
  unit: 'mg' | 'IU' | 'unit';
  /** The mL the amount is in, for a liquid; null for a solid form. */
  perMl: number | null;
}

/** Mass units in mg, so a 1 g dose of a 500 mg tablet is two tablets. */
const MG_PER: Record<string, number> = { mg: 1, g: 1000, mcg: 0.001 };

/** An amount in a dose unit as mg / IU / unit, or null when the unit is not an amount of drug (tablet, mL, …). */
export function asDrugAmount(amount: number, unit: string): { amount: number; unit: Strength['unit'] } | null {
  const key = unit.toLowerCase();
  if (key in MG_PER) return { amount: amount * MG_PER[key], unit: 'mg' };
  if (key === 'iu') return { amount, unit: 'IU' };
  if (key === 'unit' || key === 'units') return { amount, unit: 'unit' };
  return null;
}

const STRENGTH = /^\s*(\d+(?:\.\d+)?)\s*(mg|g|mcg|iu|units?)\s*(?:\/\s*(\d+(?:\.\d+)?)?\s*ml)?\s*$/i;

export function parseStrength(text: string): Strength | null {
  const match = STRENGTH.exec(text);
  if (!match) return null;
  const drug = asDrugAmount(Number(match[1]), match[2]);
  if (!drug || drug.amount <= 0) return null;
  const hasVolume = /ml\s*$/i.test(text);
  const perMl = hasVolume ? Number(match[3] ?? 1) : null;
  if (perMl !== null && perMl <= 0) return null;
  return { ...drug, perMl };
}

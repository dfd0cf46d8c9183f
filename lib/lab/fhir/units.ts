// A laboratory's quantity in the unit the clinic's catalogue keeps. No UCUM library is a dependency of the app, so
// this is a small explicit table of the units laboratories send for the catalogue's tests, each as a factor of its
// kind's base unit: a quantity converts to another unit of the same kind, and between a mass and a substance
// concentration only for an analyte whose molar mass is listed below (glucose in mg/dL to mmol/L, creatinine in
// mg/dL to umol/L). Anything else is refused: UCUM does not allow it (U/L is not [IU]/L, % of HbA1c is not
// mmol/mol), or the clinic does not know the unit.

type Kind = 'mass concentration' | 'substance concentration' | 'number concentration' | 'catalytic concentration' | 'arbitrary concentration' | 'fraction' | 'entitic volume' | 'entitic mass' | 'time';

/** Each unit's kind and its size in the kind's base unit (g/L, mol/L, /L, U/L, [IU]/L, 1, fL, pg, s). */
const UNITS: Readonly<Record<string, { kind: Kind; factor: number }>> = {
  'g/L': { kind: 'mass concentration', factor: 1 },
  'g/dL': { kind: 'mass concentration', factor: 10 },
  'mg/dL': { kind: 'mass concentration', factor: 0.01 },
  'mg/L': { kind: 'mass concentration', factor: 1e-3 },
  'ug/mL': { kind: 'mass concentration', factor: 1e-3 },
  'ug/dL': { kind: 'mass concentration', factor: 1e-5 },
  'ug/L': { kind: 'mass concentration', factor: 1e-6 },
  'ng/mL': { kind: 'mass concentration', factor: 1e-6 },
  'ng/dL': { kind: 'mass concentration', factor: 1e-8 },
  'ng/L': { kind: 'mass concentration', factor: 1e-9 },
  'pg/mL': { kind: 'mass concentration', factor: 1e-9 },
  'mol/L': { kind: 'substance concentration', factor: 1 },
  'mmol/L': { kind: 'substance concentration', factor: 1e-3 },
  'umol/L': { kind: 'substance concentration', factor: 1e-6 },
  'nmol/L': { kind: 'substance concentration', factor: 1e-9 },
  'pmol/L': { kind: 'substance concentration', factor: 1e-12 },
  '/L': { kind: 'number concentration', factor: 1 },
  '10*6/L': { kind: 'number concentration', factor: 1e6 },
  '10*9/L': { kind: 'number concentration', factor: 1e9 },
  '10*12/L': { kind: 'number concentration', factor: 1e12 },
  '/uL': { kind: 'number concentration', factor: 1e6 },
  '/mm3': { kind: 'number concentration', factor: 1e6 },
  '/nL': { kind: 'number concentration', factor: 1e9 },
  '10*3/uL': { kind: 'number concentration', factor: 1e9 },
  '10*3/mm3': { kind: 'number concentration', factor: 1e9 },
  '10*6/uL': { kind: 'number concentration', factor: 1e12 },
  '10*6/mm3': { kind: 'number concentration', factor: 1e12 },
  'U/L': { kind: 'catalytic concentration', factor: 1 },
  'U/mL': { kind: 'catalytic concentration', factor: 1e3 },
  'mU/mL': { kind: 'catalytic concentration', factor: 1 },
  // 1 katal is 1 mol/s and 1 U is 1 umol/min: 1 ukat/L is 60 U/L.
  'ukat/L': { kind: 'catalytic concentration', factor: 60 },
  '[IU]/L': { kind: 'arbitrary concentration', factor: 1 },
  'm[IU]/L': { kind: 'arbitrary concentration', factor: 1e-3 },
  'u[IU]/mL': { kind: 'arbitrary concentration', factor: 1e-3 },
  'm[IU]/mL': { kind: 'arbitrary concentration', factor: 1 },
  '%': { kind: 'fraction', factor: 0.01 },
  '1': { kind: 'fraction', factor: 1 },
  'L/L': { kind: 'fraction', factor: 1 },
  fL: { kind: 'entitic volume', factor: 1 },
  um3: { kind: 'entitic volume', factor: 1 },
  pg: { kind: 'entitic mass', factor: 1 },
  s: { kind: 'time', factor: 1 },
  min: { kind: 'time', factor: 60 },
};

/**
 * Analytes that laboratories report either as a mass or as a substance concentration, with the molar mass (g/mol)
 * that converts one into the other, and the LOINC codes of the other form that report the same analyte (a US
 * laboratory's glucose is 2345-7 in mg/dL; the clinic's is 14749-6 in mmol/L). `loinc` is the catalogue's own code.
 */
const MOLAR_ANALYTES: ReadonlyArray<{ loinc: string; molarMass: number; sameAs: readonly string[] }> = [
  { loinc: '14749-6', molarMass: 180.156, sameAs: ['2345-7', '2339-0'] }, // random glucose
  { loinc: '14771-0', molarMass: 180.156, sameAs: ['1558-6'] }, // fasting glucose
  { loinc: '14743-9', molarMass: 180.156, sameAs: ['41653-7', '2339-0'] }, // capillary glucose
  { loinc: '14647-2', molarMass: 386.65, sameAs: ['2093-3'] }, // total cholesterol
  { loinc: '14646-4', molarMass: 386.65, sameAs: ['2085-9'] }, // HDL cholesterol
  { loinc: '39469-2', molarMass: 386.65, sameAs: ['13457-7', '18262-6', '2089-1'] }, // LDL cholesterol
  { loinc: '14927-8', molarMass: 885.7, sameAs: ['2571-8'] }, // triglycerides (as triolein)
  { loinc: '14682-9', molarMass: 113.12, sameAs: ['2160-0'] }, // creatinine
  { loinc: '22664-7', molarMass: 60.056, sameAs: ['3091-6'] }, // urea
  { loinc: '22664-7', molarMass: 28.014, sameAs: ['3094-0'] }, // urea nitrogen (BUN): two nitrogens a urea
  { loinc: '14631-6', molarMass: 584.66, sameAs: ['1975-2'] }, // total bilirubin
  { loinc: '14629-0', molarMass: 584.66, sameAs: ['1968-7'] }, // direct bilirubin
  { loinc: '14933-6', molarMass: 168.11, sameAs: ['3084-1'] }, // uric acid
  { loinc: '2000-8', molarMass: 40.078, sameAs: ['17861-6'] }, // calcium
  { loinc: '2601-3', molarMass: 24.305, sameAs: ['19123-9'] }, // magnesium
  { loinc: '14879-1', molarMass: 30.974, sameAs: ['2777-1'] }, // phosphate, as phosphorus
  { loinc: '718-7', molarMass: 16_114, sameAs: ['59260-0'] }, // haemoglobin, per haem (mmol/L, as Dutch laboratories report it)
];

/** Whether a result coded `sent` reports the catalogue's analyte `loinc`: its own code, or the other form's. */
export const reportsAnalyte = (sent: string, loinc: string): boolean => sent === loinc || MOLAR_ANALYTES.some((one) => one.loinc === loinc && one.sameAs.includes(sent));

/** The units taken for a test kept in `unit`: those the table converts, for the message of a refusal. */
export function unitsTakenFor(unit: string, loinc: string): string[] {
  const own = UNITS[unit];
  if (!own) return [unit];
  const molar = MOLAR_ANALYTES.some((one) => one.loinc === loinc);
  const convertible = new Set<Kind>([own.kind, ...(molar && (own.kind === 'mass concentration' || own.kind === 'substance concentration') ? (['mass concentration', 'substance concentration'] as const) : [])]);
  return [unit, ...Object.keys(UNITS).filter((code) => code !== unit && convertible.has(UNITS[code]!.kind))];
}

export type Converted = { ok: true; value: number } | { ok: false };

/**
 * `value` in the unit `from` (a UCUM code, case as UCUM writes it) as a value in `to`, the unit of the catalogue's
 * test `loinc`, for a result coded `sent`. The same code converts as itself (`{INR}`, `[pH]`); a mass to a substance
 * concentration by the analyte's molar mass (the urea nitrogen's for a BUN).
 */
export function convertQuantity(value: number, from: string, to: string, { loinc, sent }: { loinc: string; sent: string }): Converted {
  if (from === to) return { ok: true, value };
  const source = UNITS[from];
  const target = UNITS[to];
  if (!source || !target) return { ok: false };
  const base = value * source.factor;
  if (source.kind === target.kind) return { ok: true, value: base / target.factor };
  const analyte = MOLAR_ANALYTES.find((one) => one.loinc === loinc && (one.sameAs.includes(sent) || sent === loinc));
  if (!analyte) return { ok: false };
  if (source.kind === 'mass concentration' && target.kind === 'substance concentration') return { ok: true, value: base / analyte.molarMass / target.factor };
  if (source.kind === 'substance concentration' && target.kind === 'mass concentration') return { ok: true, value: (base * analyte.molarMass) / target.factor };
  return { ok: false };
}

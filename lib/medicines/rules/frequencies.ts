/**
 * How often a medicine is taken. The form's first three (morning, evening, both) are kept with their codes, so the
 * prescriptions already written read the same, then the standard set a pharmacist reads by its abbreviation.
 * timesPerDay feeds the quantity to dispense: null for "as needed" (nobody can count it); stat is one dose in
 * all, whatever the duration (lib/medicines/rules/quantity.ts treats it so).
 */
export const FREQUENCIES = [
  { code: 'morning', words: 'In the morning', abbreviation: 'mane', timesPerDay: 1 },
  { code: 'evening', words: 'In the evening', abbreviation: 'vesp', timesPerDay: 1 },
  { code: 'both', words: 'Morning and evening', abbreviation: 'BD', timesPerDay: 2 },
  { code: 'od', words: 'Once daily', abbreviation: 'OD', timesPerDay: 1 },
  { code: 'bd', words: 'Twice daily', abbreviation: 'BD', timesPerDay: 2 },
  { code: 'tds', words: 'Three times daily', abbreviation: 'TDS', timesPerDay: 3 },
  { code: 'qds', words: 'Four times daily', abbreviation: 'QDS', timesPerDay: 4 },
  { code: 'nocte', words: 'At night', abbreviation: 'nocte', timesPerDay: 1 },
  { code: 'prn', words: 'As needed', abbreviation: 'PRN', timesPerDay: null },
  { code: 'stat', words: 'Immediately', abbreviation: 'stat', timesPerDay: 1 },
] as const satisfies readonly { code: string; words: string; abbreviation: string; timesPerDay: number | null }[];

export type Frequency = (typeof FREQUENCIES)[number];
export type FrequencyCode = Frequency['code'];

/** The codes as a tuple, for z.enum. */
export const FREQUENCY_CODES = FREQUENCIES.map((f) => f.code) as unknown as readonly [FrequencyCode, ...FrequencyCode[]];

/** The one-word labels of the first three, as the prescription form has always shown them (doctors know them so). */
const SHORT_LABELS: Partial<Record<FrequencyCode, string>> = { morning: 'Morning', evening: 'Evening', both: 'Both' };

export const isFrequencyCode = (value: string): value is FrequencyCode => FREQUENCIES.some((f) => f.code === value);

export const frequencyOf = (code: string): Frequency | undefined => FREQUENCIES.find((f) => f.code === code);

/** The form's option: "Morning", "Both" for the first three, "Twice daily (BD)" for the others; unknown as stored. */
export function frequencyLabel(code: string): string {
  const frequency = frequencyOf(code);
  if (!frequency) return code;
  return SHORT_LABELS[frequency.code] ?? frequencyInWords(code);
}

/** "Twice daily (BD)", or the words alone when there is no abbreviation (a frequency no longer in the list). */
export const wordsWithAbbreviation = ({ words, abbreviation }: { words: string; abbreviation: string }): string =>
  abbreviation ? `${words} (${abbreviation})` : words;

/** The printout's words, every one with its abbreviation: "Morning and evening (BD)", "In the morning (mane)". */
export function frequencyInWords(code: string): string {
  const frequency = frequencyOf(code);
  return frequency ? wordsWithAbbreviation(frequency) : code;
}

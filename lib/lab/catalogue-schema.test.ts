import { labTestSchema, parseLabTestState, rangesInReadingOrder, referenceRangeOf, type ReferenceRangeRow } from './catalogue-schema';

const RANGE = { sex: 'either', ageUnit: 'years', from: '', to: '', low: '2.0', high: '10.0' };
const NUMBER = {
  name: ' Vitamin B12 ',
  loinc: ' 2132-9 ',
  loincDisplay: 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma',
  specimen: 'Serum',
  kind: 'number',
  unit: 'ng/L',
  decimals: '0',
  ranges: [RANGE],
  criticalLow: '',
  criticalHigh: '',
  choices: '',
  normalChoices: [],
};
const CHOICE = { ...NUMBER, name: 'Dengue NS1 antigen', loinc: '75377-2', loincDisplay: 'Dengue virus NS1 Ag [Presence] in Serum', kind: 'choice', choices: 'Positive, Negative', normalChoices: ['Negative'] };

/** Each issue's message by its path ("ranges.0.low"). */
function messages(input: unknown): Record<string, string> {
  const result = labTestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('labTestSchema', () => {
  it('reads a number: the text trimmed, the numbers typed as numbers, and only the fields of a number kept', () => {
    expect(labTestSchema.parse(NUMBER)).toEqual({
      name: 'Vitamin B12',
      loinc: '2132-9',
      loincDisplay: 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma',
      specimen: 'Serum',
      kind: 'number',
      unit: 'ng/L',
      decimals: 0,
      ranges: [{ sex: 'either', ageUnit: 'years', from: null, to: null, low: 2, high: 10 }],
      criticalLow: null,
      criticalHigh: null,
      choices: [],
      normalChoices: [],
    });
  });

  it('reads its own output again to the same value, as the action does with what the dialog checked', () => {
    for (const input of [NUMBER, CHOICE, { ...NUMBER, kind: 'text' }]) {
      const once = labTestSchema.parse(input);
      expect(labTestSchema.parse(once)).toEqual(once);
    }
  });

  it('says in words what is missing from an empty form, and checks nothing of a kind not yet chosen', () => {
    expect(messages({ name: '', loinc: '', loincDisplay: '', specimen: '', kind: '', unit: 'not a unit', ranges: [], choices: '' })).toEqual({
      name: 'Test name is required',
      loinc: 'LOINC code is required',
      loincDisplay: 'LOINC display name is required',
      specimen: 'Choose the specimen',
      kind: 'Choose how the result is written',
    });
  });

  it('refuses a LOINC code of the wrong form, and one whose check digit is wrong, each in its own words', () => {
    expect(messages({ ...NUMBER, loinc: '2132' })).toEqual({ loinc: 'Enter the LOINC code as digits, a hyphen and a check digit, e.g. 718-7' });
    expect(messages({ ...NUMBER, loinc: 'LP2132-9' })).toEqual({ loinc: 'Enter the LOINC code as digits, a hyphen and a check digit, e.g. 718-7' });
    expect(messages({ ...NUMBER, loinc: '2132-8' })).toEqual({ loinc: 'The check digit does not match: check the LOINC code' });
  });

  it('asks a number for its unit and at least one range, and a range for a limit', () => {
    expect(messages({ ...NUMBER, unit: ' ', ranges: [] })).toEqual({ unit: 'Enter the unit, e.g. g/dL', ranges: 'Add at least one reference range' });
    expect(messages({ ...NUMBER, unit: 'mmol / L' })).toEqual({ unit: 'Write the unit as a UCUM code, without spaces, e.g. mmol/L' });
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, low: '', high: '' }] })).toEqual({ 'ranges.0.low': 'Enter a low or a high limit' });
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, low: 'ten' }] })).toEqual({ 'ranges.0.low': 'Low must be a number' });
    // One limit open is a range: "< 5.2".
    expect(labTestSchema.parse({ ...NUMBER, ranges: [{ ...RANGE, low: '' }] }).ranges[0]).toMatchObject({ low: null, high: 10 });
  });

  it('refuses a range upside down, an age band that ends before it starts, and an age past 120 years', () => {
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, low: '10', high: '2' }] })).toEqual({ 'ranges.0.high': 'High must not be below low' });
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, from: '18', to: '12' }] })).toEqual({ 'ranges.0.to': 'The age band must end after it starts' });
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, from: '12', to: '12' }] })).toEqual({ 'ranges.0.to': 'The age band must end after it starts' });
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, to: '121' }] })).toEqual({ 'ranges.0.to': 'Age must be at most 120 years' });
    // 121 months is ten years.
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, ageUnit: 'months', to: '121' }] })).toEqual({});
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, from: '1.5' }] })).toEqual({ 'ranges.0.from': 'From age must be a whole number' });
  });

  it('keeps the critical limits outside every range (a value at a range limit is normal, not critical)', () => {
    const ranges = [
      { ...RANGE, sex: 'male', low: '13', high: '17' },
      { ...RANGE, sex: 'female', low: '12', high: '15.5' },
    ];
    expect(messages({ ...NUMBER, ranges, criticalLow: '7', criticalHigh: '22' })).toEqual({});
    expect(messages({ ...NUMBER, ranges, criticalLow: '12', criticalHigh: '17' })).toEqual({
      criticalLow: 'Critical low must be below every reference range',
      criticalHigh: 'Critical high must be above every reference range',
    });
    expect(messages({ ...NUMBER, ranges, criticalLow: '12.5' })).toEqual({ criticalLow: 'Critical low must be below every reference range' });
    // A range open above: a critical high must still lie above its low limit.
    expect(messages({ ...NUMBER, ranges: [{ ...RANGE, low: '5', high: '' }], criticalHigh: '4' })).toEqual({ criticalHigh: 'Critical high must be above every reference range' });
  });

  it('asks a choice for two results at least, each once, and which of them are normal', () => {
    expect(labTestSchema.parse(CHOICE)).toMatchObject({ kind: 'choice', choices: ['Positive', 'Negative'], normalChoices: ['Negative'], unit: '', ranges: [] });
    expect(messages({ ...CHOICE, choices: 'Positive', normalChoices: [] })).toEqual({
      choices: 'Enter at least two results, separated by commas',
      normalChoices: 'Tick the results that are normal',
    });
    expect(messages({ ...CHOICE, choices: 'Positive, negative, Negative' })).toEqual({ choices: 'Each result once' });
    expect(messages({ ...CHOICE, normalChoices: ['Reactive'] })).toEqual({ normalChoices: 'A normal result must be one of the results' });
    // Said under the one field the results are typed in.
    expect(messages({ ...CHOICE, choices: `Positive, ${'n'.repeat(41)}`, normalChoices: ['Positive'] })).toEqual({ choices: 'A result must be at most 40 characters' });
    expect(messages({ ...CHOICE, choices: Array.from({ length: 13 }, (_, i) => `R${i}`).join(', '), normalChoices: ['R0'] })).toEqual({ choices: 'At most 12 results' });
  });

  it('leaves out what another kind would need: a choice is not asked for a unit, nor a number for its results', () => {
    // A choice with a half-typed range and a bad unit left over from choosing "Number" first.
    const parsed = labTestSchema.parse({ ...CHOICE, unit: 'mmol / L', ranges: [{ ...RANGE, low: 'x' }], criticalLow: 'y' });
    expect(parsed).toMatchObject({ unit: '', decimals: 1, ranges: [], criticalLow: null, criticalHigh: null });
    expect(labTestSchema.parse({ ...NUMBER, choices: 'x', normalChoices: ['y'] })).toMatchObject({ choices: [], normalChoices: [] });
    expect(labTestSchema.parse({ ...NUMBER, kind: 'text', ranges: [] })).toMatchObject({ kind: 'text', unit: '', ranges: [], choices: [] });
  });

  it('refuses a panel: only the shipped list makes panels, of tests it has', () => {
    expect(messages({ ...NUMBER, kind: 'panel' })).toEqual({ kind: 'Choose how the result is written' });
  });
});

describe('the ranges as the catalogue keeps them', () => {
  const row = (over: Partial<ReferenceRangeRow>): ReferenceRangeRow => ({ sex: 'either', ageUnit: 'years', from: null, to: null, low: 1, high: 2, ...over });

  it('turns years into months, leaves out "either" sex and open ends', () => {
    expect(referenceRangeOf(row({ from: 12, to: 18 }))).toEqual({ fromMonths: 144, toMonths: 216, low: 1, high: 2 });
    expect(referenceRangeOf(row({ sex: 'female', ageUnit: 'months', to: 6, low: null }))).toEqual({ sex: 'female', toMonths: 6, high: 2 });
  });

  it('reads the more specific ranges first, the administrator\'s order kept among equals', () => {
    const everyone = row({ low: 10 });
    const child = row({ from: 1, to: 12, low: 20 });
    const men = row({ sex: 'male', from: 12, low: 30 });
    const women = row({ sex: 'female', from: 12, low: 40 });
    expect(rangesInReadingOrder([everyone, child, men, women]).map((range) => range.low)).toEqual([20, 30, 40, 10]);
  });
});

describe('parseLabTestState', () => {
  it('reads the state of the URL, anything else as the active tests', () => {
    expect(parseLabTestState('retired')).toBe('retired');
    expect(parseLabTestState(['all', 'retired'])).toBe('all');
    expect(parseLabTestState(undefined)).toBe('active');
    expect(parseLabTestState('deleted')).toBe('active');
  });
});

import { z } from '@/lib/zod';
import { boundedText, NO_NUL, notAllowedMessage } from '@/lib/forms/common';
import { optionalNumber, optionalText, requiredText, rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { SPECIMENS, type ReferenceRange } from './rules/catalogue-types';
import { LOINC_FORM, loincIsValid } from './rules/loinc';

// The Lab tests screen's forms and URL, shared by its dialogs, its server actions and its page.

/** How many tests the Lab tests screen lists a page. */
export const LAB_TESTS_PAGE_SIZE = 20;
export const LAB_TEST_NAME_MAX = 80;
export const LOINC_DISPLAY_MAX = 200;
export const UNIT_MAX = 30;
/** A number's decimals: none (a count) to four (an INR is written to one or two). */
export const DECIMALS_MAX = 4;
export const RANGES_MAX = 12;
export const CHOICES_MAX = 12;
export const CHOICE_MAX = 40;
/** The oldest age a range's band may name. */
export const AGE_MAX_YEARS = 120;
/** The largest limit a range or a critical value may have (a platelet count in 10*9/L, a TSH, a CRP fit well inside). */
export const LIMIT_MAX = 1_000_000;

/** The code of a test the clinic added begins so; the shipped list's codes never do. */
export const CLINIC_CODE_PREFIX = 'clinic-';

/** The result kinds an administrator adds: a panel is the shipped list's, made of tests the catalogue already has. */
export const ADDABLE_KINDS = ['number', 'choice', 'text'] as const;
export type AddableKind = (typeof ADDABLE_KINDS)[number];

export const RANGE_SEXES = ['either', 'male', 'female'] as const;
export const AGE_UNITS = ['years', 'months'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];

/** A UCUM code has no spaces and is printable ASCII ("g/dL", "10*9/L", "m[IU]/L", "{INR}"). */
const UCUM_LIKE = /^[!-~]+$/;

const limit = (label: string) => optionalNumber(label, { min: -LIMIT_MAX, max: LIMIT_MAX });
const age = (label: string) => optionalNumber(label, { min: 0, max: AGE_MAX_YEARS * 12, integer: true });

/**
 * One row of reference ranges as the dialog holds it: for whom (either sex or one, an age band in years or months, each
 * end optional) and its limits (either may be left open: "< 5.2"). Its output has the same shape, so that the action
 * can check again what the dialog checked.
 */
export const referenceRangeRowSchema = z
  .object({
    sex: z.enum(RANGE_SEXES, { error: 'Choose the sex' }),
    ageUnit: z.enum(AGE_UNITS, { error: 'Choose years or months' }),
    from: age('From age'),
    to: age('To age'),
    low: limit('Low'),
    high: limit('High'),
  })
  .superRefine((row, ctx) => {
    if (row.low === null && row.high === null) ctx.addIssue({ code: 'custom', path: ['low'], message: 'Enter a low or a high limit' });
    if (row.low !== null && row.high !== null && row.low > row.high) ctx.addIssue({ code: 'custom', path: ['high'], message: 'High must not be below low' });
    if (row.ageUnit === 'years') {
      for (const end of ['from', 'to'] as const) {
        const value = row[end];
        if (value !== null && value > AGE_MAX_YEARS) ctx.addIssue({ code: 'custom', path: [end], message: `Age must be at most ${AGE_MAX_YEARS} years` });
      }
    }
    if (row.from !== null && row.to !== null && row.from >= row.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The age band must end after it starts' });
  });
export type ReferenceRangeRow = z.output<typeof referenceRangeRowSchema>;

/** The results of a choice typed as one line ("Positive, Negative" or one a line): each trimmed, blanks left out. */
export function choiceWords(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** The results a choice may be, typed as one line or given as a list. */
const splitChoices = (value: unknown): unknown => (typeof value === 'string' ? choiceWords(value) : (value ?? []));

/** The fields each kind of result has: the others are not the test's, whatever the dialog still holds of them. */
const FIELDS_OF_KIND: Record<AddableKind, readonly string[]> = {
  number: ['unit', 'decimals', 'ranges', 'criticalLow', 'criticalHigh'],
  choice: ['choices', 'normalChoices'],
  text: [],
};
const KIND_FIELDS = [...FIELDS_OF_KIND.number, ...FIELDS_OF_KIND.choice];

/**
 * Leaves out the fields of the kinds the test is not: an administrator who typed a unit and then chose "Choice" is not
 * told that the unit is wrong. With no kind chosen yet, none of them is checked.
 */
function onlyFieldsOfKind(value: Record<string, unknown>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kind = (ADDABLE_KINDS as readonly unknown[]).includes(value.kind) ? (value.kind as AddableKind) : null;
  const kept = kind ? FIELDS_OF_KIND[kind] : [];
  return Object.fromEntries(Object.entries(value).filter(([key]) => !KIND_FIELDS.includes(key) || kept.includes(key)));
}

const labTestFields = z.object({
  name: requiredText('Test name is required', 'Test name', LAB_TEST_NAME_MAX),
  loinc: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: 'LOINC code is required' })
      .trim()
      .min(1, { error: 'LOINC code is required', abort: true })
      .regex(LOINC_FORM, { error: 'Enter the LOINC code as digits, a hyphen and a check digit, e.g. 718-7', abort: true })
      .refine(loincIsValid, { error: 'The check digit does not match: check the LOINC code' }),
  ),
  loincDisplay: requiredText('LOINC display name is required', 'LOINC display name', LOINC_DISPLAY_MAX),
  specimen: z.enum(SPECIMENS, { error: 'Choose the specimen' }),
  kind: z.enum(ADDABLE_KINDS, { error: 'Choose how the result is written' }),
  unit: optionalText('Unit', UNIT_MAX).refine((unit) => unit === '' || UCUM_LIKE.test(unit), { error: 'Write the unit as a UCUM code, without spaces, e.g. mmol/L' }),
  decimals: optionalNumber('Decimals', { min: 0, max: DECIMALS_MAX, integer: true }).transform((decimals) => decimals ?? 1),
  ranges: z.array(referenceRangeRowSchema).max(RANGES_MAX, { error: `At most ${RANGES_MAX} reference ranges` }).default([]),
  criticalLow: limit('Critical low'),
  criticalHigh: limit('Critical high'),
  choices: z.preprocess(
    splitChoices,
    // Each result's own checks are the choice's (checkChoice), said under the one field the results are typed in.
    z.array(z.string({ error: 'Enter the results, separated by commas' }).trim(), { error: 'Enter the results, separated by commas' }),
  ),
  normalChoices: z.array(boundedText('A normal result', CHOICE_MAX), { error: 'Tick the results that are normal' }).max(CHOICES_MAX).default([]),
});

type LabTestFields = z.output<typeof labTestFields>;

/** A number's rules: a unit, at least one range, and critical limits beyond every range (else Critical would flag normal values). */
function checkNumber(test: LabTestFields, ctx: z.RefinementCtx) {
  if (test.unit === '') ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Enter the unit, e.g. g/dL' });
  if (test.ranges.length === 0) ctx.addIssue({ code: 'custom', path: ['ranges'], message: 'Add at least one reference range' });
  const limits = test.ranges.flatMap((range) => [range.low, range.high]).filter((value): value is number => value !== null);
  if (test.criticalLow !== null && limits.some((value) => test.criticalLow! >= value)) {
    ctx.addIssue({ code: 'custom', path: ['criticalLow'], message: 'Critical low must be below every reference range' });
  }
  if (test.criticalHigh !== null && limits.some((value) => test.criticalHigh! <= value)) {
    ctx.addIssue({ code: 'custom', path: ['criticalHigh'], message: 'Critical high must be above every reference range' });
  }
  if (test.criticalLow !== null && test.criticalHigh !== null && test.criticalLow >= test.criticalHigh) {
    ctx.addIssue({ code: 'custom', path: ['criticalHigh'], message: 'Critical high must be above critical low' });
  }
}

/** A choice's rules: two results at least, each once, and which of them are normal (every other one is flagged Abnormal). */
function checkChoice(test: LabTestFields, ctx: z.RefinementCtx) {
  const lower = test.choices.map((word) => word.toLowerCase());
  const choicesIssue =
    test.choices.length < 2
      ? 'Enter at least two results, separated by commas'
      : test.choices.length > CHOICES_MAX
        ? `At most ${CHOICES_MAX} results`
        : test.choices.some((word) => word.length > CHOICE_MAX)
          ? `A result must be at most ${CHOICE_MAX} characters`
          : test.choices.some((word) => !NO_NUL.test(word))
            ? notAllowedMessage('Results')
            : new Set(lower).size !== lower.length
              ? 'Each result once'
              : null;
  if (choicesIssue) ctx.addIssue({ code: 'custom', path: ['choices'], message: choicesIssue });
  if (test.normalChoices.length === 0) ctx.addIssue({ code: 'custom', path: ['normalChoices'], message: 'Tick the results that are normal' });
  else if (test.normalChoices.some((word) => !test.choices.includes(word))) {
    ctx.addIssue({ code: 'custom', path: ['normalChoices'], message: 'A normal result must be one of the results' });
  }
}

/**
 * An administrator's "Add test": its name, LOINC code (of LOINC's form, its check digit right) and display name, the
 * specimen, and how its result is written, with what that kind needs: a number's UCUM unit, decimals, reference ranges
 * and critical limits; a choice's results and which are normal. The fields of other kinds are left out, so the output
 * holds only the test's own, in the shape the dialog gave (the action parses it again).
 */
export const labTestSchema = z.preprocess(
  onlyFieldsOfKind,
  labTestFields.superRefine((test, ctx) => {
    if (test.kind === 'number') checkNumber(test, ctx);
    if (test.kind === 'choice') checkChoice(test, ctx);
  }),
);

export type LabTestValues = z.output<typeof labTestSchema>;

/** Retiring or restoring one test of the catalogue. */
export const labTestIdSchema = z.object({ id: rowIdSchema });

/**
 * A range row as the catalogue keeps it (lib/lab/rules/catalogue-types.ts): the age band in months, "either" sex and
 * open ends left out.
 */
export function referenceRangeOf(row: ReferenceRangeRow): ReferenceRange {
  const months = row.ageUnit === 'years' ? 12 : 1;
  const range: ReferenceRange = {};
  if (row.sex !== 'either') range.sex = row.sex;
  if (row.from !== null) range.fromMonths = row.from * months;
  if (row.to !== null) range.toMonths = row.to * months;
  if (row.low !== null) range.low = row.low;
  if (row.high !== null) range.high = row.high;
  return range;
}

/**
 * The ranges in the order the flag rule reads them, the first that applies winning: the more conditions a range names
 * (a sex, an age band's ends), the earlier, the administrator's order kept among equals. A range for everyone typed
 * first would otherwise hide the child's band typed under it.
 */
export function rangesInReadingOrder(rows: readonly ReferenceRangeRow[]): ReferenceRange[] {
  const conditions = (range: ReferenceRange) => [range.sex, range.fromMonths, range.toMonths].filter((value) => value !== undefined).length;
  return rows.map(referenceRangeOf).sort((a, b) => conditions(b) - conditions(a));
}

/** Which tests the Lab tests screen lists: those that may be ordered (the default), the retired ones, or all. */
export const LAB_TEST_STATES = ['active', 'retired', 'all'] as const;
export type LabTestState = (typeof LAB_TEST_STATES)[number];

const labTestStateParam = z.enum(LAB_TEST_STATES).catch('active');

/** The screen's `?state=`: one of the states, anything else (or nothing) as the active tests. */
export function parseLabTestState(value: string | string[] | undefined): LabTestState {
  return labTestStateParam.parse(Array.isArray(value) ? value[0] : value);
}

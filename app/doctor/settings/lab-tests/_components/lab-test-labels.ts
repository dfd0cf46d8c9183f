import type { AddableKind, AgeUnit, LabTestState } from '@/lib/lab/catalogue-schema';
import { SPECIMENS, type ResultKind } from '@/lib/lab/rules/catalogue-types';

/** How a test's result is written, as the Lab tests screen says it. */
export const KIND_LABELS: Record<ResultKind, string> = { number: 'Number', choice: 'Choice', text: 'Text', panel: 'Panel' };

/** The Add test dialog's choice of kind, with what each means. */
export const KIND_OPTIONS: ReadonlyArray<{ value: AddableKind; label: string }> = [
  { value: 'number', label: 'Number, in a unit' },
  { value: 'choice', label: 'Choice, e.g. Positive or Negative' },
  { value: 'text', label: 'Text' },
];

export const SPECIMEN_OPTIONS = SPECIMENS.map((specimen) => ({ value: specimen, label: specimen }));

export const STATE_LABELS: Record<LabTestState, string> = { active: 'Active', retired: 'Retired', all: 'All tests' };
export const STATE_OPTIONS = (['active', 'retired', 'all'] as const).map((state) => ({ value: state, label: STATE_LABELS[state] }));

export const SEX_OPTIONS = [
  { value: 'either', label: 'Either sex' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

export const AGE_UNIT_OPTIONS: ReadonlyArray<{ value: AgeUnit; label: string }> = [
  { value: 'years', label: 'Years' },
  { value: 'months', label: 'Months' },
];

/**
 * Units the shipped catalogue writes, offered as the administrator types (any other UCUM code may be typed): the same
 * spelling keeps one unit one code across tests.
 */
export const COMMON_UNITS = ['g/dL', 'g/L', 'mg/L', 'ug/L', 'mmol/L', 'umol/L', 'pmol/L', 'U/L', 'm[IU]/L', '10*9/L', '10*12/L', '%', 'fL', 'pg', 'mm/h', 's', '{INR}', '/uL', '[pH]', '1'];

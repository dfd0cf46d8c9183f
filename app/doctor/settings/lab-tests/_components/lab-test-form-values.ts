import type { Control, FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { LabTestValues } from '@/lib/lab/catalogue-schema';

/** One reference range as the dialog holds it: what the inputs give (text), read by the schema. */
export interface RangeRowValues {
  sex: string;
  ageUnit: string;
  from: string;
  to: string;
  low: string;
  high: string;
}

/** The Add test dialog's fields as typed. */
export interface LabTestFormValues {
  name: string;
  loinc: string;
  loincDisplay: string;
  specimen: string;
  kind: string;
  unit: string;
  decimals: string;
  ranges: RangeRowValues[];
  criticalLow: string;
  criticalHigh: string;
  /** The results of a choice, separated by commas. */
  choices: string;
  normalChoices: string[];
}

export const EMPTY_RANGE: RangeRowValues = { sex: 'either', ageUnit: 'years', from: '', to: '', low: '', high: '' };

/** A number starts with one range for everyone, its limits to fill in. */
export const EMPTY_LAB_TEST: LabTestFormValues = {
  name: '',
  loinc: '',
  loincDisplay: '',
  specimen: '',
  kind: '',
  unit: '',
  decimals: '1',
  ranges: [EMPTY_RANGE],
  criticalLow: '',
  criticalHigh: '',
  choices: '',
  normalChoices: [],
};

/** What the parts of the dialog share of its form. */
export interface LabTestFormParts {
  control: Control<LabTestFormValues, unknown, LabTestValues>;
  register: UseFormRegister<LabTestFormValues>;
  errors: FieldErrors<LabTestFormValues>;
}

export interface ChoiceFormParts extends LabTestFormParts {
  setValue: UseFormSetValue<LabTestFormValues>;
  getValues: UseFormGetValues<LabTestFormValues>;
}

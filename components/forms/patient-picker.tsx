'use client';

import { useState } from 'react';
import type { ComboboxOption, ComboboxProps } from '@/components/ui/combobox';
import { searchPatients } from '@/lib/patients/actions/options';
import type { PatientOption } from '@/lib/patients/queries/options';
import { patientIdentity } from '@/lib/patients/rules/label';
import { SearchedCombobox } from './searched-combobox';

/** Said when the search could not reach the server (a refusal of the server says its own words). */
export const PATIENT_SEARCH_UNREACHABLE = 'Could not search the patients. Check the connection and try again.';

export interface PatientPickerProps extends Omit<ComboboxProps, 'options' | 'value' | 'onValueChange' | 'search' | 'selectedOption' | 'maxResults'> {
  /** The chosen patient's id, or null. */
  value: number | null;
  onChange: (patientId: number) => void;
  /** Told the whole option chosen (the booking form fills its fields from it). */
  onChoose?: (patient: PatientOption) => void;
  /** The patient of the record being edited, so that the field shows their name before any search. */
  initialPatient?: ChosenPatient | null;
}

/** A patient as the field shows them once chosen: a search's option, or the record's patient (name only) when editing. */
export type ChosenPatient = Pick<PatientOption, 'id' | 'fullName'> & Partial<PatientOption>;

const toOption = (patient: ChosenPatient): ComboboxOption => ({
  value: String(patient.id),
  label: patient.fullName,
  hint: patient.patientNumber === undefined ? undefined : patientIdentity(patient as PatientOption),
});

/**
 * The patient dropdown of the diagnosis and prescription forms: the searchable dropdown, searching the
 * patients on the server as the doctor types (a few matches at a time) instead of holding every patient.
 */
export function PatientPicker({ value, onChange, onChoose, initialPatient = null, ...comboboxProps }: PatientPickerProps) {
  const [chosen, setChosen] = useState<ChosenPatient | null>(initialPatient);
  return (
    <SearchedCombobox
      {...comboboxProps}
      find={searchPatients}
      unreachableMessage={PATIENT_SEARCH_UNREACHABLE}
      toOption={toOption}
      value={value == null ? null : String(value)}
      chosen={chosen}
      onChoose={(patient) => {
        setChosen(patient);
        onChange(patient.id);
        // A search's answer: always a whole option (only the record being edited is a name alone).
        onChoose?.(patient as PatientOption);
      }}
    />
  );
}

'use client';

import { useState } from 'react';
import { Combobox, type ComboboxOption, type ComboboxProps } from '@/components/ui/combobox';
import type { PatientOption } from '@/lib/data/patient-options';
import { PATIENT_SEARCH_SEARCHING, usePatientSearch } from './use-patient-search';

export interface PatientPickerProps extends Omit<ComboboxProps, 'options' | 'value' | 'onValueChange' | 'search' | 'selectedOption' | 'maxResults'> {
  /** The chosen patient's id, or null. */
  value: number | null;
  onChange: (patientId: number) => void;
  /** The patient of the record being edited, so that the field shows their name before any search. */
  initialPatient?: PatientOption | null;
}

const toOption = (patient: PatientOption): ComboboxOption => ({ value: String(patient.id), label: patient.fullName, hint: patient.email });

/**
 * The patient dropdown of the diagnosis and prescription forms: the searchable dropdown, searching the
 * patients on the server as the doctor types (a few matches at a time) instead of holding every patient.
 */
export function PatientPicker({ value, onChange, initialPatient = null, ...comboboxProps }: PatientPickerProps) {
  const [chosen, setChosen] = useState<PatientOption | null>(initialPatient);
  const choose = (patient: PatientOption) => {
    setChosen(patient);
    onChange(patient.id);
  };
  const search = usePatientSearch(choose);

  return (
    <Combobox
      {...comboboxProps}
      options={search.patients.map(toOption)}
      value={value == null ? null : String(value)}
      selectedOption={chosen ? toOption(chosen) : null}
      onValueChange={(id) => {
        const patient = search.patients.find((candidate) => String(candidate.id) === id);
        if (patient) choose(patient);
      }}
      search={{
        onSearch: search.onSearch,
        onEnterWhileSearching: search.onEnterWhileSearching,
        status: search.status,
        searchingMessage: PATIENT_SEARCH_SEARCHING,
        failedMessage: search.failedMessage,
      }}
    />
  );
}

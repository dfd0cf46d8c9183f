import { useState, type ReactNode } from 'react';

/** jsdom lays nothing out; a combobox scrolls its active option into view. */
export function stubScrollIntoView() {
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
}

/** Four patients that the picker tests choose among. */
export const SAMPLE_PATIENTS = [
  { id: 1, patientNumber: 'P-000001', fullName: 'Chinedu Okafor', email: 'chinedu@example.ng', phone: '+234 803 000 0001', gender: 'male' as const, age: 31, ageEstimated: false },
  { id: 2, patientNumber: 'P-000002', fullName: 'Aisha Bello', email: 'aisha@example.ng', phone: '+234 803 000 0002', gender: 'female' as const, age: 32, ageEstimated: false },
  { id: 3, patientNumber: 'P-000003', fullName: 'Oluwaseun Adeyemi', email: 'seun@example.ng', phone: '+234 803 000 0003', gender: 'female' as const, age: 33, ageEstimated: false },
  { id: 4, patientNumber: 'P-000004', fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '+234 803 000 0004', gender: 'female' as const, age: 34, ageEstimated: false },
];

interface PickerFormProps<T> {
  /** The id of the picker's input, which the "Patient" label names. */
  htmlFor: string;
  initial: T | null;
  onChange: (next: T) => void;
  onSubmit: () => void;
  /** The picker, given the chosen value and the way to change it. */
  children: (value: T | null, change: (next: T) => void) => ReactNode;
}

/** A form holding a picker's value, with a "Patient" label and a Save button, to see whether Enter submits. */
export function PickerForm<T>({ htmlFor, initial, onChange, onSubmit, children }: PickerFormProps<T>) {
  const [value, setValue] = useState<T | null>(initial);
  const change = (next: T) => {
    setValue(next);
    onChange(next);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={htmlFor}>Patient</label>
      {children(value, change)}
      <button type="submit">Save</button>
    </form>
  );
}

import { useState, type ReactNode } from 'react';

/** jsdom lays nothing out; a combobox scrolls its active option into view. */
export function stubScrollIntoView() {
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
}

/** Four patients that the picker tests choose among. */
export const SAMPLE_PATIENTS = [
  { id: 1, fullName: 'Chinedu Okafor', email: 'chinedu@example.ng' },
  { id: 2, fullName: 'Aisha Bello', email: 'aisha@example.ng' },
  { id: 3, fullName: 'Oluwaseun Adeyemi', email: 'seun@example.ng' },
  { id: 4, fullName: 'Ngozi Eze', email: 'ngozi@example.ng' },
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

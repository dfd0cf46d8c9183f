import type { ReactNode } from 'react';

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

/** A form with a "Patient" label for the control `htmlFor` names and a Save button, to see whether Enter submits. */
export function PickerForm({ htmlFor, onSubmit, children }: { htmlFor: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={htmlFor}>Patient</label>
      {children}
      <button type="submit">Save</button>
    </form>
  );
}

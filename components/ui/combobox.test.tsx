/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PickerForm, SAMPLE_PATIENTS, stubScrollIntoView } from '@/tests/picker-harness';
import { Combobox, type ComboboxOption } from './combobox';

stubScrollIntoView();

const PATIENTS: ComboboxOption[] = SAMPLE_PATIENTS.map((patient) => ({ value: String(patient.id), label: patient.fullName, hint: patient.email }));

interface HarnessProps {
  onChange?: (value: string) => void;
  onSubmit?: () => void;
  initial?: string | null;
}

function Harness({ onChange = () => undefined, onSubmit = () => undefined, initial = null }: HarnessProps) {
  return (
    <PickerForm htmlFor="patient" initial={initial} onChange={onChange} onSubmit={onSubmit}>
      {(value, change) => <Combobox id="patient" options={PATIENTS} value={value} listLabel="Patient" onValueChange={change} />}
    </PickerForm>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Patient' });

describe('Combobox', () => {
  it('filters by what is typed (name or hint) and says No names found when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'ez');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ngozi Ezengozi@example.ng']);
    await user.clear(input());
    await user.type(input(), 'seun@');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.type(input(), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No names found');
  });

  it('is operable by keyboard: arrows move the active option, Enter picks it without submitting', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onSubmit = jest.fn();
    render(<Harness onChange={onChange} onSubmit={onSubmit} />);
    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Patient' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('Oluwaseun Adeyemi');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('3');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveValue('Oluwaseun Adeyemi');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('ArrowUp from the first option wraps to the last; Escape closes and restores the chosen name', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2" />);
    expect(input()).toHaveValue('Aisha Bello');
    await user.clear(input());
    await user.type(input(), 'o');
    await user.keyboard('{ArrowUp}');
    expect(document.getElementById(input().getAttribute('aria-activedescendant')!)).toHaveTextContent('Ngozi Eze');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Aisha Bello');
  });

  it('picks an option by click, and leaving the field without picking keeps the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.type(input(), 'aisha');
    await user.click(screen.getByRole('option', { name: /Aisha Bello/ }));
    expect(input()).toHaveValue('Aisha Bello');
    await user.type(input(), 'x');
    await user.tab();
    expect(input()).toHaveValue('Aisha Bello');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { ClockField } from './clock-field';
import { DateTimeField } from './date-time-field';

interface Values {
  time: string;
  measuredAt: string;
}

/** The form's values as its watchers see them, written out by the harness. */
const latest = (): Values => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

function Harness({ initial }: { initial: Values }) {
  const form = useForm<Values>({ defaultValues: initial });
  const values = useWatch({ control: form.control });
  return (
    <form noValidate>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <ClockField id="time" label="Time" registration={form.register('time')} />
      <DateTimeField control={form.control} name="measuredAt" id="measuredAt" label="Measured at" />
    </form>
  );
}

describe('the 24-hour time fields', () => {
  it('is a text field that asks for HH:MM and tells screen readers so', () => {
    render(<Harness initial={{ time: '', measuredAt: '' }} />);
    const time = screen.getByLabelText('Time');
    expect(time).toHaveAttribute('type', 'text');
    expect(time).toHaveAttribute('placeholder', 'HH:MM');
    expect(time).toHaveAttribute('inputmode', 'numeric');
    expect(time).toHaveAccessibleDescription('24-hour clock, HH:MM');
  });

  it('takes 15:30 as typed and tidies digits alone when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ time: '', measuredAt: '' }} />);
    const time = screen.getByLabelText('Time');
    await user.type(time, '15:30');
    await user.tab();
    expect(time).toHaveValue('15:30');
    await user.clear(time);
    await user.type(time, '930');
    await user.tab();
    expect(time).toHaveValue('09:30');
    expect(latest().time).toBe('09:30');
    // What is no time stays as typed, for the schema to refuse.
    await user.clear(time);
    await user.type(time, '3 PM');
    await user.tab();
    expect(time).toHaveValue('3 PM');
  });

  it('keeps "Measured at" as one value, "YYYY-MM-DDTHH:MM", from a date and a 24-hour time', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ time: '', measuredAt: '2026-11-24T09:30' }} />);
    const date = screen.getByLabelText('Measured at date');
    const time = screen.getByLabelText('Measured at time');
    // The date shown day first, as every date field (the form keeps its ISO value).
    expect(date).toHaveValue('24/11/2026');
    expect(time).toHaveValue('09:30');
    await user.clear(time);
    await user.type(time, '1705');
    await user.tab();
    expect(time).toHaveValue('17:05');
    expect(latest().measuredAt).toBe('2026-11-24T17:05');
    // Both emptied is empty (the schema's "now"); one half alone reaches the schema as it is.
    await user.clear(date);
    await user.type(date, '25/11/2026');
    expect(latest().measuredAt).toBe('2026-11-25T17:05');
    await user.clear(time);
    expect(latest().measuredAt).toBe('2026-11-25T');
    await user.clear(date);
    expect(latest().measuredAt).toBe('');
  });
});

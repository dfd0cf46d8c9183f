/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { CALENDAR_BUTTON_LABEL, DateField, NamedDateInput } from './date-input';

interface Values {
  date: string;
}

/** The form's value as its watchers see it. */
const formValue = () => screen.getByTestId('value').textContent;

function Harness({ initial }: { initial: string }) {
  const form = useForm<Values>({ defaultValues: { date: initial } });
  const value = useWatch({ control: form.control, name: 'date' });
  return (
    <form noValidate>
      <output data-testid="value">{value}</output>
      <DateField control={form.control} name="date" id="date" label="Date" max="2026-12-31" />
      <button type="button" onClick={() => form.reset({ date: '2026-03-05' })}>
        Reset
      </button>
    </form>
  );
}

/** The device's calendar, which jsdom has not: what showPicker was asked of. */
const showPicker = jest.fn();
beforeAll(() => {
  Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { configurable: true, value: showPicker });
});
afterAll(() => {
  delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
});

describe('DateField: a date typed day first, never the browser\'s mm/dd/yyyy', () => {
  it('is a text field that asks for DD/MM/YYYY and tells screen readers so', () => {
    render(<Harness initial="" />);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'text');
    expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(date).toHaveAttribute('inputmode', 'numeric');
    expect(date).toHaveAccessibleDescription('Day, month and year: DD/MM/YYYY');
  });

  it('shows a stored date day first and hands the form its ISO value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-25" />);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue('25/11/2026');
    expect(formValue()).toBe('2026-11-25');
    await user.clear(date);
    await user.type(date, '3/4/2026');
    // 3 April: the day first.
    expect(formValue()).toBe('2026-04-03');
    await user.tab();
    expect(date).toHaveValue('03/04/2026');
  });

  it('tidies digits alone, as a phone\'s number pad types them, when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial="" />);
    const date = screen.getByLabelText('Date');
    await user.type(date, '25112026');
    await user.tab();
    expect(date).toHaveValue('25/11/2026');
    expect(formValue()).toBe('2026-11-25');
  });

  it('leaves what is no date as typed, for the schema to refuse, and nothing as nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-25" />);
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '31/04/2026');
    await user.tab();
    expect(date).toHaveValue('31/04/2026');
    expect(formValue()).toBe('31/04/2026');
    await user.clear(date);
    expect(formValue()).toBe('');
  });

  it('shows a value the form is given (a reset), day first', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-25" />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Date')).toHaveValue('05/03/2026');
  });

  it("opens the device's calendar from its button, and takes the day chosen there", async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial="" />);
    await user.click(screen.getByRole('button', { name: CALENDAR_BUTTON_LABEL }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    const picker = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    // Out of the tab order and of what screen readers read; bounded as the field is.
    expect(picker).toHaveAttribute('tabindex', '-1');
    expect(picker).toHaveAttribute('aria-hidden', 'true');
    expect(picker).toHaveAttribute('max', '2026-12-31');
    fireEvent.change(picker, { target: { value: '2026-12-01' } });
    expect(screen.getByLabelText('Date')).toHaveValue('01/12/2026');
    expect(formValue()).toBe('2026-12-01');
  });
});

describe('NamedDateInput: a date of a plain GET form', () => {
  it('shows the date day first and sends it under its name as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <label htmlFor="from">From</label>
        <NamedDateInput id="from" name="from" defaultValue="2026-11-01" />
      </form>,
    );
    const field = screen.getByLabelText('From');
    const sent = () => container.querySelector<HTMLInputElement>('input[type="hidden"][name="from"]')!.value;
    expect(field).toHaveValue('01/11/2026');
    expect(sent()).toBe('2026-11-01');
    await user.clear(field);
    await user.type(field, '30/11/2026');
    expect(sent()).toBe('2026-11-30');
  });
});

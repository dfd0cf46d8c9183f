/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { LoadedSelect, type LoadedSelectProps } from './loaded-select';
import { SelectOnDemand, loadedSelect } from './select-on-demand';

const OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
];

function Example({ onChange = () => undefined }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <button type="button">Before</button>
      <label htmlFor="status">Status</label>
      <SelectOnDemand
        name="Status"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={OPTIONS}
        trigger={{ id: 'status', className: 'w-40' }}
      />
    </>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Status' });

/** The select's code, held back until the test lets it come (or fail). */
function holdTheCode() {
  const held: Array<{ resolve: (select: ComponentType<LoadedSelectProps>) => void; reject: (error: Error) => void }> = [];
  jest.spyOn(loadedSelect, 'peek').mockReturnValue(null);
  const preload = jest.spyOn(loadedSelect, 'preload').mockImplementation(
    () => new Promise<ComponentType<LoadedSelectProps>>((resolve, reject) => void held.push({ resolve, reject })),
  );
  return {
    preload,
    come: () => act(async () => held.forEach(({ resolve }) => resolve(LoadedSelect))),
    fail: () => act(async () => held.forEach(({ reject }) => reject(new Error('Failed to fetch')))),
  };
}

// jsdom has none of these; Radix's Select calls them as it opens and chooses.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => jest.restoreAllMocks());

describe('SelectOnDemand before its code comes', () => {
  it('draws a closed combobox, labelled, showing the chosen option; asks for no code until pointed at', async () => {
    const code = holdTheCode();
    const user = userEvent.setup();
    render(<Example />);
    expect(select()).toHaveTextContent('All statuses');
    expect(select()).toHaveAttribute('aria-expanded', 'false');
    expect(select()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(code.preload).not.toHaveBeenCalled();
    await user.hover(select());
    expect(code.preload).toHaveBeenCalled();
    // Come, but not swapped in until pressed (Radix's button says its direction, dir; the one drawn first does not).
    await code.come();
    expect(select()).not.toHaveAttribute('dir');
  });

  it('pressed, says Loading..., then opens Radix’s list; choosing an option changes the value and closes it', async () => {
    const code = holdTheCode();
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    await user.click(select());
    expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('Loading...');
    expect(select()).toHaveAttribute('aria-expanded', 'true');

    await code.come();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Paid', 'Pending']);
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    expect(onChange).toHaveBeenCalledWith('paid');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(select()).toHaveTextContent('Paid');
  });

  it('says why when the code did not come; Try again fetches it anew; Escape closes', async () => {
    const code = holdTheCode();
    const user = userEvent.setup();
    render(<Example />);
    await user.click(select());
    await code.fail();
    expect(screen.getByRole('alert', { name: 'Status' })).toHaveTextContent('Could not load this part of the page.');
    const calls = code.preload.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(code.preload.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.getByRole('status', { name: 'Status' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(select()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SelectOnDemand once its code has come', () => {
  it('from the keyboard: focused, Radix’s button takes its place and keeps the focus; ArrowDown opens; Enter chooses', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(select()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('paid');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(select()).toHaveFocus();
    expect(select()).toHaveTextContent('Paid');
  });

  it('a keyboard’s focus swaps Radix’s button in at once, keeping the focus, so that typing chooses as Radix’s does', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(select()).toHaveAttribute('dir');
    expect(select()).toHaveFocus();
    // Radix's closed select chooses the option whose words begin with the letters typed, without opening.
    await user.keyboard('pe');
    expect(onChange).toHaveBeenLastCalledWith('pending');
    expect(select()).toHaveTextContent('Pending');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('SelectOnDemand in a form (SelectField)', () => {
  function FormExample({ buttonRef }: { buttonRef: (node: HTMLButtonElement | null) => void }) {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="route">Route</label>
        <SelectOnDemand
          name="Route"
          value={value}
          onValueChange={setValue}
          options={OPTIONS}
          placeholder="Select the route"
          trigger={{ id: 'route', 'aria-invalid': true, 'aria-describedby': 'route-error' }}
          triggerRef={buttonRef}
        />
        <p id="route-error">Route is required</p>
      </>
    );
  }
  const route = () => screen.getByRole('combobox', { name: 'Route' });

  it('says its placeholder until chosen, carries the error, and gives the form whichever button is drawn', async () => {
    const user = userEvent.setup();
    const buttons: Array<HTMLButtonElement | null> = [];
    render(<FormExample buttonRef={(node) => buttons.push(node)} />);
    expect(route()).toHaveTextContent('Select the route');
    expect(route()).toHaveAttribute('data-placeholder');
    expect(route()).toHaveAttribute('aria-invalid', 'true');
    expect(route()).toHaveAccessibleDescription('Route is required');
    const drawnFirst = route();
    expect(buttons.at(-1)).toBe(drawnFirst);

    await user.click(route());
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    expect(route()).toHaveTextContent('Paid');
    expect(route()).not.toBe(drawnFirst);
    expect(buttons.at(-1)).toBe(route());
    expect(route()).toHaveAccessibleDescription('Route is required');
  });
});

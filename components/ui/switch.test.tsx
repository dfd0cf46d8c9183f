/** @jest-environment jsdom */
import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch that says whether it is on, and asks its parent to flip it by click, Space or Enter', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Parent() {
      const [on, setOn] = useState(false);
      return <Switch aria-label="High Blood Pressure" checked={on} onCheckedChange={(next) => (changes.push(next), setOn(next))} />;
    }
    render(<Parent />);
    const control = screen.getByRole('switch', { name: 'High Blood Pressure' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAttribute('data-state', 'unchecked');
    expect(control).toHaveAttribute('type', 'button');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveAttribute('data-state', 'checked');
    control.focus();
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(changes).toEqual([true, false, true]);
  });

  it('stays as its parent says when the parent keeps the state and does not change it', async () => {
    const onCheckedChange = jest.fn();
    render(<Switch aria-label="Status" checked onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Status' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps its own state from defaultChecked when no parent does', async () => {
    render(<Switch aria-label="Status" defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Status' });
    expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('does nothing when disabled, and gives its ref to the button (react-hook-form focuses it on an error)', async () => {
    const onCheckedChange = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<Switch ref={ref} aria-label="Status" checked={false} disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(ref.current).toBe(screen.getByRole('switch', { name: 'Status' }));
    expect(ref.current).toHaveAttribute('data-disabled', '');
  });

  it('lets an onClick that prevents the default keep it as it is', async () => {
    const onCheckedChange = jest.fn();
    render(<Switch aria-label="Status" onClick={(event) => event.preventDefault()} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});

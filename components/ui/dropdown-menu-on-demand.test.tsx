/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { DropdownMenuOnDemand, loadedDropdownMenu } from './dropdown-menu-on-demand';
import { LoadedDropdownMenu, type LoadedDropdownMenuProps } from './loaded-dropdown-menu';

function Example({ onSelect = () => undefined, onOpenChange }: { onSelect?: (what: string) => void; onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <button type="button">Before</button>
      <DropdownMenuOnDemand name="Name" button={{ variant: 'ghost', children: 'Name' }} content={{ align: 'start' }} onOpenChange={onOpenChange}>
        {({ Item, Separator }) => (
          <>
            <Item onSelect={() => onSelect('Asc')}>Asc</Item>
            <Item onSelect={() => onSelect('Desc')}>Desc</Item>
            <Separator />
            <Item onSelect={() => onSelect('Hide')}>Hide</Item>
          </>
        )}
      </DropdownMenuOnDemand>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Name' });

/** The menu's code, held back until the test lets it come (or fail). */
function holdTheCode() {
  const held: Array<{ resolve: (menu: ComponentType<LoadedDropdownMenuProps>) => void; reject: (error: Error) => void }> = [];
  jest.spyOn(loadedDropdownMenu, 'peek').mockReturnValue(null);
  const preload = jest.spyOn(loadedDropdownMenu, 'preload').mockImplementation(
    () => new Promise<ComponentType<LoadedDropdownMenuProps>>((resolve, reject) => void held.push({ resolve, reject })),
  );
  return {
    preload,
    come: () => act(async () => held.forEach(({ resolve }) => resolve(LoadedDropdownMenu))),
    fail: () => act(async () => held.forEach(({ reject }) => reject(new Error('Failed to fetch')))),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('DropdownMenuOnDemand before its code comes', () => {
  it('draws a closed menu button, and asks for no code until pointed at, focused or pressed', async () => {
    const code = holdTheCode();
    const user = userEvent.setup();
    render(<Example />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(code.preload).not.toHaveBeenCalled();
    await user.hover(trigger());
    expect(code.preload).toHaveBeenCalled();
    // The code has come, but the button is swapped for Radix's only when pressed.
    await code.come();
    expect(trigger()).not.toHaveAttribute('id');
  });

  it('opened from the keyboard, says Loading..., then opens the menu with its first item focused', async () => {
    const code = holdTheCode();
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await user.tab();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Name' })).toHaveTextContent('Loading...');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('data-state', 'open');
    expect(onOpenChange).toHaveBeenCalledWith(true);

    await code.come();
    const menu = screen.getByRole('menu');
    expect(screen.queryByRole('status')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Asc' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('says why when the code did not come; Try again fetches it anew and opens the menu; Escape closes', async () => {
    const code = holdTheCode();
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    await code.fail();
    expect(screen.getByRole('alert', { name: 'Name' })).toHaveTextContent('Could not load this part of the page.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    await code.fail();
    const calls = code.preload.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(code.preload.mock.calls.length).toBeGreaterThan(calls);
    await code.come();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Asc', 'Desc', 'Hide']);
  });
});

describe('DropdownMenuOnDemand once its code has come', () => {
  it('a press opens it; an item does its work and closes it, giving the focus back to the button', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Example onSelect={onSelect} />);
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // Radix's own button now: a second press closes the menu, a third opens it again.
    await user.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Desc' }));
    expect(onSelect).toHaveBeenCalledWith('Desc');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('from the keyboard: ArrowDown opens it at its first item, arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Example onSelect={onSelect} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Asc' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Desc' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Desc');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('a press elsewhere closes it and leaves the focus where the doctor went', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

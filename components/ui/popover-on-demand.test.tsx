/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PopoverOnDemand } from './popover-on-demand';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PopoverOnDemand name="Profile" open={open} onOpenChange={setOpen} button={{ children: 'Dr. Ada' }} content={{ 'aria-label': 'Profile' }}>
        <button type="button">Edit Profile</button>
      </PopoverOnDemand>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Dr. Ada' });

describe('PopoverOnDemand', () => {
  it('draws its button closed, with no popover and none of its code asked for', () => {
    render(<Example />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on a press, names its content as the button controls, and Escape gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    const popover = await screen.findByRole('dialog', { name: 'Profile' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', popover.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('a second press on the button closes it (and does not open it again)', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    await screen.findByRole('dialog', { name: 'Profile' });
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press elsewhere closes it and leaves the focus where the doctor went', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    await screen.findByRole('dialog', { name: 'Profile' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

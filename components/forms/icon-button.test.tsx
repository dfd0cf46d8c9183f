/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button';

// jsdom applies no style sheet: what shows the tooltip is CSS (group hover, focus-visible), so these tests check
// what the CSS reads (the tooltip's words, and the mark Escape leaves), not whether it is painted.
const tooltip = () => screen.getByRole('tooltip');

describe('IconButton', () => {
  it('is named by its label, shows the label as its tooltip and does what it is pressed for', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <IconButton label="View transaction 7" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'View transaction 7' });
    expect(tooltip()).toHaveTextContent('View transaction 7');
    // The name is the label alone: the tooltip does not describe the button a second time.
    expect(button).not.toHaveAttribute('aria-describedby');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('Escape hides the tooltip of a pointed-at button, with the focus elsewhere, until the pointer comes back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <IconButton label="Clear Person">x</IconButton>
        <input aria-label="Elsewhere" />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.hover(screen.getByRole('button', { name: 'Clear Person' }));
    expect(tooltip()).not.toHaveAttribute('data-dismissed');
    await user.keyboard('{Escape}');
    expect(tooltip()).toHaveAttribute('data-dismissed');
    expect(tooltip().className).not.toMatch(/group-hover/);

    await user.unhover(screen.getByRole('button', { name: 'Clear Person' }));
    await user.hover(screen.getByRole('button', { name: 'Clear Person' }));
    expect(tooltip()).not.toHaveAttribute('data-dismissed');
    expect(tooltip().className).toMatch(/group-hover\/tip:block/);
  });

  it('Escape hides the tooltip of a focused button until the focus comes back; elsewhere it is not heard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <IconButton label="Edit Appendectomy">e</IconButton>
        <button type="button">Next</button>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toHaveAttribute('data-dismissed');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Appendectomy' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tooltip()).toHaveAttribute('data-dismissed');
    await user.tab();
    await user.tab({ shift: true });
    expect(tooltip()).not.toHaveAttribute('data-dismissed');
  });

  it('a switched-off button has no tooltip', () => {
    render(
      <IconButton label="Preview the document of Appendectomy" disabled>
        p
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Preview the document of Appendectomy' })).toBeDisabled();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

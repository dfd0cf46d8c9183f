/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/patients/actions/options', () => ({ findPatientsForPalette: jest.fn() }));
jest.mock('@/lib/wards/actions', () => ({ findWardsForPalette: jest.fn() }));
// The palette's module is fetched on first opening: here it fails once (a dropped connection), then arrives.
let failNextLoad = true;
jest.mock('./palette-dialog', () => {
  const actual = jest.requireActual<typeof import('./palette-dialog')>('./palette-dialog');
  return new Proxy(actual, {
    get(target, key) {
      if (key === 'PaletteDialog' && failNextLoad) {
        failNextLoad = false;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return target[key as keyof typeof target];
    },
  });
});
import { CommandPalette } from './command-palette';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

it('ships without the palette: its code comes on first opening, a failed fetch says so and can be retried, and Escape closes it with focus back where it was', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Home</button>
      <CommandPalette administrator={false} />
    </>,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  screen.getByRole('button', { name: 'Home' }).focus();

  await user.keyboard('{Control>}k{/Control}');
  expect(await screen.findByRole('alert', { name: 'Command palette' })).toHaveTextContent('Could not load this part of the page. Check the connection and try again.');

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeVisible();
  expect(screen.getByRole('combobox')).toHaveFocus();
  expect(screen.queryByTestId('lazy-part-fallback')).toBeNull();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  // Focus goes back where it was before the palette's code came.
  expect(screen.getByRole('button', { name: 'Home' })).toHaveFocus();
  // Fetched once: the next opening is immediate.
  await user.keyboard('{Control>}k{/Control}');
  expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
});

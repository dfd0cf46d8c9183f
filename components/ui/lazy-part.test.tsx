/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazyPartFallback, lazyPart } from './lazy-part';

function controlledLoader() {
  const calls: Array<{ resolve: () => void; reject: () => void }> = [];
  const Part = ({ label }: { label: string }) => <p>The part: {label}</p>;
  const load = jest.fn(
    () =>
      new Promise<typeof Part>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Part), reject: () => reject(new Error('Failed to fetch')) });
      }),
  );
  return { load, calls };
}

function Opener({ part }: { part: ReturnType<typeof lazyPart<{ label: string }>> }) {
  const [open, setOpen] = useState(false);
  const { Component, failed, retry } = part.useLoaded(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {Component ? open && <Component label="ready" /> : open && <LazyPartFallback name="The part" failed={failed} onRetry={retry} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('lazyPart', () => {
  it('fetches nothing until wanted, says Loading... meanwhile, then shows the part', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const user = userEvent.setup();
    render(<Opener part={part} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status', { name: 'The part' })).toHaveTextContent('Loading...');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].resolve());
    expect(screen.getByText('The part: ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why when the fetch fails; Try again fetches anew; Escape closes', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const user = userEvent.setup();
    render(<Opener part={part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => calls[0].reject());
    expect(screen.getByRole('alert', { name: 'The part' })).toHaveTextContent('Could not load this part of the page. Check the connection and try again.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status', { name: 'The part' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('lazy-part-fallback')).toBeNull();
  });

  it('fetches once: a preload is shared, and a later opener renders the part at once', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const first = part.preload();
    void part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.peek()).toBeNull();
    calls[0].resolve();
    await first;
    expect(part.peek()).toBe(await first);

    const user = userEvent.setup();
    render(<Opener part={part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('The part: ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

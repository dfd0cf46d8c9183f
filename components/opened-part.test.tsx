/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { lazyPart, LAZY_PART_UNREACHABLE } from '@/components/ui/lazy-part';
import { OpenedPart } from './opened-part';

/** A part that keeps what is typed in it, like a half-filled form. */
function Note({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Note">
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

/** A fetch that the test settles by hand. */
function controlledFetch() {
  const calls: Array<{ resolve: (part: ComponentType<{ open: boolean; onClose: () => void }>) => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(() => new Promise<ComponentType<{ open: boolean; onClose: () => void }>>((resolve, reject) => calls.push({ resolve, reject })));
  return { part: lazyPart(load), load, calls };
}

function Harness({ part }: { part: ReturnType<typeof controlledFetch>['part'] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <OpenedPart part={part} open={open} name="Note" onClose={close} props={{ open, onClose: close }} />
    </>
  );
}

describe('OpenedPart', () => {
  it('fetches nothing until opened, says it is loading meanwhile, then shows the part', async () => {
    const { part, load, calls } = controlledFetch();
    const user = userEvent.setup();
    render(<Harness part={part} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Note' })).toHaveTextContent('Loading...');
    await act(async () => calls[0].resolve(Note));
    expect(screen.queryByRole('status', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
  });

  it('stays mounted once fetched, so that what was typed is still there when it opens again', async () => {
    const { part, load, calls } = controlledFetch();
    const user = userEvent.setup();
    render(<Harness part={part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => calls[0].resolve(Note));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'half done');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('half done');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the fetch failed, tries again on request, and closes from there', async () => {
    const { part, load, calls } = controlledFetch();
    const user = userEvent.setup();
    render(<Harness part={part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => calls[0].reject(new Error('offline')));
    expect(screen.getByRole('alert', { name: 'Note' })).toHaveTextContent(LAZY_PART_UNREACHABLE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

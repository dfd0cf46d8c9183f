/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from './confirm-dialog';
import type { ActionResult } from '@/lib/server-actions/result';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function Harness({ onConfirm }: { onConfirm: () => Promise<ActionResult> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Confirm Delete"
      description="Are you sure you want to delete this patient?"
      confirmLabel="Yes, Delete"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      successMessage="Diagnosis test deleted successfully"
    />
  );
}

const deferred = () => {
  let resolve!: (result: ActionResult) => void;
  const promise = new Promise<ActionResult>((done) => (resolve = done));
  return { promise, resolve };
};

describe('ConfirmDialog', () => {
  beforeEach(() => jest.clearAllMocks());

  it("shows the screen's words and waits, busy, for the action; success closes it with a toast", async () => {
    const answer = deferred();
    const user = userEvent.setup();
    render(<Harness onConfirm={() => answer.promise} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this patient?');
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.resolve({ ok: true, data: undefined });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Diagnosis test deleted successfully');
  });

  it('says a refusal inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={async () => ({ ok: false, message: 'Hypertension is used by 3 diagnosis tests and cannot be deleted.' })} />);
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hypertension is used by 3 diagnosis tests and cannot be deleted.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Delete' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('tells a network failure from a server failure', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness onConfirm={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Check the connection and try again.');
    unmount();

    render(<Harness onConfirm={() => Promise.reject(Object.assign(new Error('hidden'), { digest: '4242' }))} />);
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not save it: an unexpected error (reference 4242)');
  });
});

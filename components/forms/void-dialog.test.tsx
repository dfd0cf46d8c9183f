/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { VoidDialog, voidingText } from './void-dialog';
import type { ActionResult } from '@/lib/server-actions/result';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function Harness({ onConfirm }: { onConfirm: (reason: string) => Promise<ActionResult<unknown>> }) {
  const [open, setOpen] = useState(true);
  return (
    <VoidDialog
      open={open}
      onOpenChange={setOpen}
      title="Confirm Delete"
      description={voidingText('diagnosis test')}
      record="RPT-13 of Chinedu Okafor"
      onConfirm={onConfirm}
      successMessage="Diagnosis test voided"
    />
  );
}

describe('VoidDialog', () => {
  beforeEach(() => jest.clearAllMocks());

  it("keeps the screen's title, says what voiding does, names the record, starts in the Reason and confirms with Void", async () => {
    render(<Harness onConfirm={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveAccessibleDescription(
      "The diagnosis test is not deleted: it is kept, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
    );
    expect(dialog).toHaveTextContent('RPT-13 of Chinedu Okafor');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Void']);
  });

  it('names what stays with the record when something does', () => {
    expect(voidingText('investigation report', 'its attachment')).toBe(
      "The investigation report is not deleted: it is kept with its attachment, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
    );
  });

  it('asks for a reason before the server, with the error under the field and the focus in it', async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Say why this record is voided');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(reason).toHaveAccessibleDescription('The reason must be at least 3 characters');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason; success closes it with the toast, a refusal stays in it', async () => {
    const onConfirm = jest
      .fn<Promise<ActionResult<unknown>>, [string]>()
      .mockResolvedValueOnce({ ok: false, message: 'This diagnosis test was already voided.' })
      .mockResolvedValueOnce({ ok: true, data: undefined });
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Entered twice  ');
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This diagnosis test was already voided.');
    expect(onConfirm).toHaveBeenLastCalledWith('Entered twice');
    // The refusal shows as soon as it is set; the button leaves "Voiding..." when the transition ends.
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Diagnosis test voided');
  });

  it("shows the server's word on the reason under the field", async () => {
    const onConfirm = jest.fn().mockResolvedValue({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { reason: 'The reason must be at most 500 characters' } });
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('The reason must be at most 500 characters'));
  });
});

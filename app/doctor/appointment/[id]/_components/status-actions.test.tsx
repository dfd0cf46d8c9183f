/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusConfirmation } from '@/components/appointments/use-status-change';
import { changeStatus } from '@/lib/appointments/actions';
import { StatusActions } from './status-actions';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/appointments/actions', () => ({ changeStatus: jest.fn() }));

/** A visit days ahead: completing it now would be early; a no-show is not offered before its start. */
const LATER = { date: '2999-01-01', time: '10:00' };
/** A visit long begun. */
const EARLIER = { date: '2000-01-01', time: '10:00' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(changeStatus).mockResolvedValue({ ok: true, data: undefined } as never);
});

describe('the visit’s status moves', () => {
  it('fetch the confirmation only when a move asks, then ask before cancelling and send the move once confirmed', async () => {
    const load = jest.spyOn(statusConfirmation, 'preload');
    const user = userEvent.setup();
    render(<StatusActions id={7} status="pending" start={EARLIER} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(load).toHaveBeenCalled();
    expect(changeStatus).not.toHaveBeenCalled();
    expect(question).toHaveTextContent('Appointment 7 becomes cancelled');
    await user.click(within(question).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledWith({ id: 7, status: 'cancelled' }));
  });

  it('sends a move that needs no question at once', async () => {
    const user = userEvent.setup();
    render(<StatusActions id={8} status="pending" start={EARLIER} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledWith({ id: 8, status: 'confirmed' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before completing a visit that has not started, and sends it as early', async () => {
    await statusConfirmation.preload();
    const user = userEvent.setup();
    render(<StatusActions id={9} status="confirmed" start={LATER} />);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Mark it completed now?');
    await user.click(within(question).getByRole('button', { name: 'Complete now' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledWith({ id: 9, status: 'completed', early: true }));
  });
});

/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { addBed, addWard, putBedBackInService, retireBed, takeBedOutOfService } from '@/lib/wards/actions';
import type { AdminBed } from '@/lib/wards/queries/wards-admin';
import { BedDialog } from './bed-dialog';
import { WardBeds } from './ward-beds';
import { WardDialog } from './ward-dialog';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/wards/actions', () => ({ addWard: jest.fn(), changeWard: jest.fn(), addBed: jest.fn(), takeBedOutOfService: jest.fn(), putBedBackInService: jest.fn(), retireBed: jest.fn() }));

// The administrators' forms for wards and beds: what they send, and a refusal said where it belongs (a taken name
// under the name, a bed with a patient in it in the dialog).

beforeAll(() => {
  // Radix Select scrolls the chosen option into view and captures the pointer; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

const BEDS: AdminBed[] = [
  { bedId: 1, label: 'A1', kind: 'standard', state: 'ready', outOfServiceReason: null, occupied: true },
  { bedId: 2, label: 'A2', kind: 'cot', state: 'out-of-service', outOfServiceReason: 'Broken rail', occupied: false },
];

describe('Add ward', () => {
  it('sends the name, kind and whom it takes, and says a taken name under the name', async () => {
    const user = userEvent.setup();
    jest.mocked(addWard).mockResolvedValueOnce({ ok: false, message: 'A ward named Ward A already exists.', fieldErrors: { name: 'A ward named Ward A already exists.' } });
    render(<WardDialog />);
    await user.click(screen.getByRole('button', { name: 'Add ward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ward' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ward A');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Surgical' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add ward' }));
    await waitFor(() => expect(addWard).toHaveBeenCalledWith({ name: 'Ward A', kind: 'surgical', sex: 'mixed' }));
    expect(await within(dialog).findByText('A ward named Ward A already exists.', { selector: '[id$="-error"], p' })).toBeVisible();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks for the kind before sending', async () => {
    const user = userEvent.setup();
    render(<WardDialog />);
    await user.click(screen.getByRole('button', { name: 'Add ward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ward' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ward B');
    await user.click(within(dialog).getByRole('button', { name: 'Add ward' }));
    expect(await within(dialog).findByText('Choose the kind of ward')).toBeVisible();
    expect(addWard).not.toHaveBeenCalled();
  });
});

describe('Add bed', () => {
  it('sends the ward, label and kind, and closes with a toast', async () => {
    const user = userEvent.setup();
    jest.mocked(addBed).mockResolvedValueOnce({ ok: true, data: { bedId: 5, wardId: 3, label: 'A3', state: 'ready' } });
    render(<BedDialog wardId={3} wardName="Ward A" />);
    await user.click(screen.getByRole('button', { name: 'Add bed to Ward A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bed to Ward A' });
    await user.type(within(dialog).getByLabelText('Label'), 'A3');
    await user.click(within(dialog).getByRole('button', { name: 'Add bed' }));
    await waitFor(() => expect(addBed).toHaveBeenCalledWith({ wardId: 3, label: 'A3', kind: 'standard' }));
    expect(toast.success).toHaveBeenCalledWith('Bed A3 added to Ward A');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('a ward’s beds', () => {
  it('say whether each is occupied (never by whom), and each button names its bed', () => {
    render(<WardBeds wardName="Ward A" beds={BEDS} />);
    const rows = within(screen.getByRole('list', { name: 'Beds of Ward A' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bed A1StandardOccupied');
    expect(rows[1]).toHaveTextContent('Out of service: Broken rail');
    expect(within(rows[0]).getByRole('button', { name: 'Take bed A1 out of service' })).toBeVisible();
    expect(within(rows[1]).getByRole('button', { name: 'Put bed A2 back in service' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Retire bed/ })).toHaveLength(2);
  });

  it('asks why a bed goes out of service, and says a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const refusal = 'A patient is in this bed: transfer or discharge them before taking it out of service.';
    jest.mocked(takeBedOutOfService).mockResolvedValueOnce({ ok: false, message: refusal });
    render(<WardBeds wardName="Ward A" beds={BEDS} />);
    await user.click(screen.getByRole('button', { name: 'Take bed A1 out of service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take bed A1 of Ward A out of service' });
    await user.click(within(dialog).getByRole('button', { name: 'Out of service' }));
    expect(await within(dialog).findByText('Say why the bed is out of service')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Leaking mattress');
    await user.click(within(dialog).getByRole('button', { name: 'Out of service' }));
    await waitFor(() => expect(takeBedOutOfService).toHaveBeenCalledWith({ bedId: 1, reason: 'Leaking mattress' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('puts a bed back in service at once, and asks before retiring one', async () => {
    const user = userEvent.setup();
    jest.mocked(putBedBackInService).mockResolvedValueOnce({ ok: true, data: { bedId: 2, wardId: 3, label: 'A2', state: 'ready' } });
    jest.mocked(retireBed).mockResolvedValueOnce({ ok: true, data: { bedId: 2, wardId: 3, label: 'A2', state: 'ready' } });
    render(<WardBeds wardName="Ward A" beds={BEDS} />);
    await user.click(screen.getByRole('button', { name: 'Put bed A2 back in service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bed A2 is back in service'));
    expect(putBedBackInService).toHaveBeenCalledWith({ bedId: 2 });

    await user.click(screen.getByRole('button', { name: 'Retire bed A2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retire bed A2 of Ward A?' });
    expect(retireBed).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(retireBed).toHaveBeenCalledWith({ bedId: 2 }));
    expect(toast.success).toHaveBeenCalledWith('Bed A2 retired');
  });
});

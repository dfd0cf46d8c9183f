/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { addBed, addWard, changeWard, putBedBackInService, retireBed, takeBedOutOfService } from '@/lib/wards/actions';
import type { AdminBed, AdminWard } from '@/lib/wards/queries/wards-admin';
import { AddWardButton } from './add-ward-button';
import { BedDialog } from './bed-dialog';
import { bedCountsText } from './bed-texts';
import { ChosenWard } from './chosen-ward';
import { WardBeds } from './ward-beds';
import { WardList } from './ward-list';
import { chooseWard } from './wards-href';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/wards/actions', () => ({ addWard: jest.fn(), changeWard: jest.fn(), addBed: jest.fn(), takeBedOutOfService: jest.fn(), putBedBackInService: jest.fn(), retireBed: jest.fn() }));

// The administrators' wards and beds: the list of wards with their beds counted, one ward's beds with their buttons,
// what the forms send, and a refusal said where it belongs (a taken name under the name, a bed with a patient in it
// in the dialog).

beforeAll(() => {
  // Radix Select scrolls the chosen option into view and captures the pointer; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

const WARDS: AdminWard[] = [
  { wardId: 3, name: 'Ward A', kind: 'surgical', sex: 'female', inService: 18, outOfService: 1, retired: 2 },
  { wardId: 7, name: 'Ward B', kind: 'paediatric', sex: 'mixed', inService: 1, outOfService: 0, retired: 0 },
  { wardId: 9, name: 'Ward C', kind: 'medical', sex: 'male', inService: 0, outOfService: 0, retired: 1 },
];

const BEDS: AdminBed[] = [
  { bedId: 1, label: 'A1', kind: 'standard', state: 'ready', outOfServiceReason: null, occupied: true },
  { bedId: 2, label: 'A2', kind: 'cot', state: 'out-of-service', outOfServiceReason: 'Broken rail', occupied: false },
  { bedId: 4, label: 'A4', kind: 'side-room', state: 'cleaning', outOfServiceReason: null, occupied: false },
];

describe('the list of wards', () => {
  it('names each ward with what it is, whom it takes and its beds counted, never its beds', () => {
    render(<WardList wards={WARDS} chosenId={7} />);
    const rows = within(screen.getByRole('region', { name: 'Wards' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ward ASurgical · Female18 beds in service · 1 out of serviceChange',
      'Ward BPaediatric · Mixed1 bed in service · 0 out of serviceChange',
      'Ward CMedical · MaleNo beds yetChange',
    ]);
    expect(screen.queryByRole('list', { name: /^Beds of/ })).toBeNull();
  });

  it('links each ward’s name to its beds and marks the ward shown as the current one', () => {
    render(<WardList wards={WARDS} chosenId={7} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ward A', '/doctor/settings/wards?ward=3#ward-beds'],
      ['Ward B', '/doctor/settings/wards?ward=7#ward-beds'],
      ['Ward C', '/doctor/settings/wards?ward=9#ward-beds'],
    ]);
    expect(screen.getByRole('link', { name: 'Ward B' })).toHaveAttribute('aria-current', 'true');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('opens one Change dialog for the ward pressed, with that ward’s values, and sends the change', async () => {
    const user = userEvent.setup();
    jest.mocked(changeWard).mockResolvedValueOnce({ ok: true, data: { wardId: 7, name: 'Ward B2' } });
    render(<WardList wards={WARDS} chosenId={3} />);
    await user.click(screen.getByRole('button', { name: 'Change Ward A' }));
    const first = await screen.findByRole('dialog', { name: 'Change Ward A' });
    expect(within(first).getByLabelText('Name')).toHaveValue('Ward A');
    await user.type(within(first).getByLabelText('Name'), ' typed');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Change Ward B' }));
    const second = await screen.findByRole('dialog', { name: 'Change Ward B' });
    expect(within(second).getByLabelText('Name')).toHaveValue('Ward B');
    await user.clear(within(second).getByLabelText('Name'));
    await user.type(within(second).getByLabelText('Name'), 'Ward B2');
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changeWard).toHaveBeenCalledWith({ wardId: 7, name: 'Ward B2', kind: 'paediatric', sex: 'mixed' }));
    expect(toast.success).toHaveBeenCalledWith('Ward B2 saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts in service and out of service, and says a ward without either has no beds yet', () => {
    expect(bedCountsText({ inService: 0, outOfService: 2 })).toBe('0 beds in service · 2 out of service');
    expect(bedCountsText({ inService: 0, outOfService: 0 })).toBe('No beds yet');
  });

  it('shows the ward asked for, or the first when none is asked for or it does not exist', () => {
    expect(chooseWard(WARDS, 7)?.name).toBe('Ward B');
    expect(chooseWard(WARDS, undefined)?.name).toBe('Ward A');
    expect(chooseWard(WARDS, 404)?.name).toBe('Ward A');
    expect(chooseWard([], undefined)).toBeUndefined();
  });
});

describe('the ward shown', () => {
  it('holds its beds, Add bed, and how many were retired', () => {
    render(<ChosenWard ward={WARDS[0]} beds={BEDS} />);
    const section = screen.getByRole('region', { name: 'Ward A Surgical · Female' });
    expect(within(section).getByRole('button', { name: 'Add bed to Ward A' })).toBeVisible();
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(section).toHaveTextContent('2 retired beds, kept for the history of the stays in them.');
  });

  it('says when it has no beds yet', () => {
    render(<ChosenWard ward={WARDS[2]} beds={[]} />);
    expect(screen.getByText('No beds yet.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('1 retired bed, kept for the history of the stays in it.')).toBeVisible();
  });
});

describe('Add ward', () => {
  it('sends the name, kind and whom it takes, and says a taken name under the name', async () => {
    const user = userEvent.setup();
    jest.mocked(addWard).mockResolvedValueOnce({ ok: false, message: 'A ward named Ward A already exists.', fieldErrors: { name: 'A ward named Ward A already exists.' } });
    render(<AddWardButton />);
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

  it('asks for the kind before sending, and forgets what was typed once cancelled', async () => {
    const user = userEvent.setup();
    render(<AddWardButton />);
    await user.click(screen.getByRole('button', { name: 'Add ward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ward' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ward B');
    await user.click(within(dialog).getByRole('button', { name: 'Add ward' }));
    expect(await within(dialog).findByText('Choose the kind of ward')).toBeVisible();
    expect(addWard).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add ward' }));
    expect(within(await screen.findByRole('dialog', { name: 'Add ward' })).getByLabelText('Name')).toHaveValue('');
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
    expect(rows[2]).toHaveTextContent('Bed A4Side roomBeing cleaned');
    expect(within(rows[0]).getByRole('button', { name: 'Take bed A1 out of service' })).toBeVisible();
    expect(within(rows[1]).getByRole('button', { name: 'Put bed A2 back in service' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Retire bed/ })).toHaveLength(3);
  });

  it('stay light: no dialog until a button is pressed, and no icon drawn on any row (each refers to the page’s)', () => {
    const { container } = render(<WardBeds wardName="Ward A" beds={BEDS} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByLabelText('Reason')).toBeNull();
    expect(container.querySelectorAll('li path')).toHaveLength(0);
    expect(container.querySelectorAll('li use')).toHaveLength(6);
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

  it('opens the one Out of service dialog for the next bed with an empty reason, and sends that bed', async () => {
    const user = userEvent.setup();
    jest.mocked(takeBedOutOfService).mockResolvedValueOnce({ ok: true, data: { bedId: 4, wardId: 3, label: 'A4', state: 'out-of-service' } });
    render(<WardBeds wardName="Ward A" beds={BEDS} />);
    await user.click(screen.getByRole('button', { name: 'Take bed A1 out of service' }));
    const first = await screen.findByRole('dialog', { name: 'Take bed A1 of Ward A out of service' });
    await user.type(within(first).getByLabelText('Reason'), 'Not this one');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Take bed A4 out of service' }));
    const second = await screen.findByRole('dialog', { name: 'Take bed A4 of Ward A out of service' });
    expect(within(second).getByLabelText('Reason')).toHaveValue('');
    await user.type(within(second).getByLabelText('Reason'), 'Leaking mattress');
    await user.click(within(second).getByRole('button', { name: 'Out of service' }));
    await waitFor(() => expect(takeBedOutOfService).toHaveBeenCalledWith({ bedId: 4, reason: 'Leaking mattress' }));
    expect(toast.success).toHaveBeenCalledWith('Bed A4 is out of service');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

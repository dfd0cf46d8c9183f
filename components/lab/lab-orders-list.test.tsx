/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { cancelLabOrder } from '@/lib/lab/actions/orders';
import type { LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { cancellableOrders, LabOrdersList } from './lab-orders-list';
import { orderCancelDialog } from './order-cancel-button';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/orders', () => ({ cancelLabOrder: jest.fn() }));

const order = (id: number, over: Partial<LabOrderSummary>): LabOrderSummary => ({
  id,
  number: 100 + id,
  status: 'ordered',
  priority: 'routine',
  note: '',
  appointmentId: 3,
  importSource: null,
  orderedAt: '2026-11-30T09:00:00.000Z',
  collectedAt: null,
  releasedAt: null,
  amendedAt: null,
  cancelledAt: null,
  orderedBy: 'Dr. Ada Obi',
  orderedById: 1,
  cancelledBy: null,
  cancelReason: null,
  verifiedBy: null,
  selfVerified: false,
  tests: ['Full blood count'],
  lines: [],
  ...over,
});

const value = { valueText: null, unit: 'g/dL', rangeLow: 12, rangeHigh: 15.5 };
const RELEASED = order(1, {
  status: 'released',
  priority: 'stat',
  releasedAt: '2026-11-30T11:00:00.000Z',
  amendedAt: '2026-11-30T12:00:00.000Z',
  tests: ['Full blood count', 'Malaria parasite, thick film'],
  lines: [
    {
      testId: 1,
      name: 'Haemoglobin',
      panel: 'Full blood count',
      decimals: 1,
      result: { ...value, valueNumber: 6.5, flag: 'critical-low' },
      amended: [{ ...value, valueNumber: 8.1, flag: 'low', amendedAt: '2026-11-30T12:00:00.000Z', amendedBy: 'Ngozi Eze', reason: 'Clotted sample' }],
    },
    { testId: 2, name: 'Platelet count', panel: 'Full blood count', decimals: 0, result: { ...value, unit: '10*9/L', rangeLow: 150, rangeHigh: 400, valueNumber: 250, flag: 'normal' }, amended: [] },
    { testId: 3, name: 'Malaria parasite, thick film', panel: null, decimals: 1, result: { valueNumber: null, valueText: 'Positive', unit: null, rangeLow: null, rangeHigh: null, flag: 'abnormal' }, amended: [] },
  ],
});
const WAITING = order(2, { note: 'Fever 3 days' });
const OTHERS = order(3, { orderedById: 9, orderedBy: 'Dr. Bayo Ade' });
const CANCELLED = order(4, { status: 'cancelled', cancelledAt: '2026-11-30T10:00:00.000Z', cancelledBy: 'Dr. Ada Obi', cancelReason: 'Ordered twice' });
const IN_LAB = order(5, { status: 'collected', collectedAt: '2026-11-30T10:00:00.000Z' });
const SELF_VERIFIED = order(6, { status: 'released', releasedAt: '2026-11-30T11:00:00.000Z', verifiedBy: 'Ngozi Eze', selfVerified: true });

const card = (number: string) => screen.getByRole('heading', { name: number }).closest('li')!;

describe('LabOrdersList', () => {
  it('says so when there is no order', () => {
    render(<LabOrdersList orders={[]} cancellable={[]} empty="No lab orders yet." />);
    expect(screen.getByText('No lab orders yet.')).toBeInTheDocument();
  });

  it('in the chart lists only the results that stand out, and how many others are within range', () => {
    render(<LabOrdersList orders={[RELEASED]} cancellable={[]} empty="" outOfRangeOnly />);
    const released = card('LAB-000101');
    expect(within(released).getByText('Haemoglobin')).toBeInTheDocument();
    expect(within(released).getByText('Malaria parasite, thick film', { selector: 'dt' })).toBeInTheDocument();
    expect(within(released).queryByText('Platelet count')).toBeNull();
    expect(released).toHaveTextContent('1 other result within range');
  });

  it('says who verified a released order, and when the one who entered the results did', () => {
    render(<LabOrdersList orders={[{ ...RELEASED, verifiedBy: 'Bayo Ade' }, SELF_VERIFIED]} cancellable={[]} empty="" />);
    expect(card('LAB-000101')).toHaveTextContent('verified by Bayo Ade');
    expect(card('LAB-000101')).not.toHaveTextContent('self-verified');
    expect(card('LAB-000106')).toHaveTextContent('verified by Ngozi Eze (self-verified: the scientist who entered the results)');
  });

  it('says where an order of an imported record was done and who imported it, not who ordered it', () => {
    const imported = { ...RELEASED, id: 7, number: 107, orderedBy: null, orderedById: null, orderedAt: '2025-06-01T09:00:00.000Z', importSource: { sourceName: 'Hospital X, Lagos', importedAt: '2026-11-28T10:00:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null } };
    render(<LabOrdersList orders={[imported]} cancellable={[]} empty="" />);
    expect(card('LAB-000107')).toHaveTextContent(/Taken 1 Jun 2025, 10:00, from Hospital X, Lagos, imported 28 Nov 2026 by Dr\. Ada Obi/);
    expect(card('LAB-000107')).not.toHaveTextContent('Ordered');
    expect(card('LAB-000107')).not.toHaveTextContent('a removed account');
  });

  it('shows a released order’s results with their flags in words, the amended value struck through with why, and its report', () => {
    render(<LabOrdersList orders={[RELEASED]} cancellable={[]} empty="" />);
    const released = card('LAB-000101');
    expect(within(released).getByText('Released')).toBeInTheDocument();
    expect(within(released).getByText('STAT')).toBeInTheDocument();
    expect(within(released).getByRole('heading', { name: 'Full blood count' })).toBeInTheDocument();
    const haemoglobin = within(released).getByText('Haemoglobin').parentElement!;
    expect(haemoglobin).toHaveTextContent('6.5 g/dL');
    expect(haemoglobin).toHaveTextContent('Critical low');
    expect(haemoglobin).toHaveTextContent('12–15.5 g/dL');
    expect(within(haemoglobin).getByText('8.1 g/dL').tagName).toBe('DEL');
    expect(haemoglobin).toHaveTextContent('by Ngozi Eze: Clotted sample');
    // Normal is left unsaid; the word result carries its flag.
    expect(within(released).getByText('Platelet count').parentElement).not.toHaveTextContent('Normal');
    expect(within(released).getByText('Positive').parentElement).toHaveTextContent('Abnormal');
    expect(within(released).getByRole('link', { name: 'Download report (PDF) of LAB-000101' })).toHaveAttribute('href', '/doctor/lab/report/1');
    expect(within(released).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('says what a waiting order waits for, and why one was cancelled, offering Cancel only where allowed', () => {
    const orders = [WAITING, OTHERS, CANCELLED, IN_LAB];
    const cancellable = cancellableOrders({ id: 1, role: 'doctor' }, orders);
    expect(cancellable).toEqual([2]);
    expect(cancellableOrders({ id: 5, role: 'administrator' }, orders)).toEqual([2, 3]);
    render(<LabOrdersList orders={orders} cancellable={cancellable} empty="" />);
    expect(card('LAB-000102')).toHaveTextContent('Awaiting specimen: no results yet.');
    expect(card('LAB-000102')).toHaveTextContent('Clinical note: Fever 3 days');
    expect(within(card('LAB-000102')).getByRole('button', { name: 'Cancel order… LAB-000102' })).toBeInTheDocument();
    expect(within(card('LAB-000103')).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(card('LAB-000104')).toHaveTextContent('Cancelled on 30 Nov 2026');
    expect(card('LAB-000104')).toHaveTextContent('by Dr. Ada Obi: Ordered twice');
    expect(card('LAB-000105')).toHaveTextContent('In the lab');
    expect(card('LAB-000105')).toHaveTextContent('results awaited');
    expect(within(card('LAB-000105')).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Cancel order', () => {
  beforeAll(async () => {
    await orderCancelDialog.preload();
  });
  beforeEach(() => jest.clearAllMocks());

  it('asks for a reason before the server, then cancels with it and says so', async () => {
    jest.mocked(cancelLabOrder).mockResolvedValue({ ok: true, data: undefined });
    const user = userEvent.setup();
    render(<LabOrdersList orders={[WAITING]} cancellable={[2]} empty="" />);
    await user.click(screen.getByRole('button', { name: 'Cancel order… LAB-000102' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel LAB-000102' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Say why the order is cancelled')).toBeInTheDocument();
    expect(cancelLabOrder).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Ordered twice ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelLabOrder).toHaveBeenCalledWith({ orderId: 2, reason: 'Ordered twice' }));
    expect(toast.success).toHaveBeenCalledWith('LAB-000102 cancelled');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and says the server’s refusal', async () => {
    jest.mocked(cancelLabOrder).mockResolvedValue({ ok: false, message: 'The specimen has been taken: this order can no longer be cancelled.' });
    const user = userEvent.setup();
    render(<LabOrdersList orders={[WAITING]} cancellable={[2]} empty="" />);
    await user.click(screen.getByRole('button', { name: 'Cancel order… LAB-000102' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByTestId('form-alert')).toHaveTextContent('can no longer be cancelled');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

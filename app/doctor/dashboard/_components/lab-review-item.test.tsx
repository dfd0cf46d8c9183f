/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import type { LabOrderToReview } from '@/lib/lab/queries/to-review';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/orders', () => ({ reviewLabOrder: jest.fn() }));
// Imported after the mocks: the action each test answers.
import { reviewLabOrder } from '@/lib/lab/actions/orders';
import { FLAGGED_SHOWN, LabReviewItem, labReviewDialog } from './lab-review-item';

const reviewMock = reviewLabOrder as jest.MockedFunction<typeof reviewLabOrder>;

const ORDER: LabOrderToReview = {
  orderId: 45,
  orderNumber: 'LAB-000045',
  priority: 'stat',
  patientId: 9,
  patientName: 'Ngozi Eke',
  patientNumber: 'P-000009',
  tests: ['Full blood count', 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)'],
  severity: 'critical',
  flagged: [
    { name: 'Haemoglobin', value: '6.2', unit: 'g/dL', flag: 'critical-low' },
    { name: 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', value: 'Positive', unit: null, flag: 'abnormal' },
  ],
  releasedAt: '2026-11-28T09:00:00.000Z',
  amendedAt: null,
};

const inList = (item: LabOrderToReview) =>
  render(
    <ul>
      <LabReviewItem item={item} />
    </ul>,
  );

// The dialog's code is fetched on first opening (lazy-part.test.tsx tests how): here it is there already.
beforeAll(async () => {
  await labReviewDialog.preload();
});
beforeEach(() => jest.clearAllMocks());

describe('LabReviewItem', () => {
  it('names the patient with their number, linking to the chart’s Results, the order, its priority and tests, and each flagged value in words', () => {
    inList(ORDER);
    expect(screen.getByRole('link', { name: 'Ngozi Eke' })).toHaveAttribute('href', '/doctor/patients/9/results');
    const item = screen.getByTestId('review-lab-order');
    expect(item).toHaveTextContent('P-000009');
    expect(item).toHaveTextContent('LAB-000045 · STAT · Full blood count, Malaria parasite');
    const flagged = within(screen.getByRole('list', { name: 'Flagged results of LAB-000045' })).getAllByRole('listitem');
    expect(flagged.map((row) => row.textContent)).toEqual(['Haemoglobin 6.2 g/dLCritical low', 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2) PositiveAbnormal']);
    expect(item).toHaveTextContent(/released \d{1,2} Nov 2026, \d\d:\d\d/);
    expect(item).not.toHaveTextContent('Amended');
  });

  it('says an amended order is amended, and a normal one that every result is within its range', () => {
    inList({ ...ORDER, severity: 'normal', flagged: [], amendedAt: '2026-11-29T10:00:00.000Z', priority: 'routine' });
    const item = screen.getByTestId('review-lab-order');
    expect(item).toHaveTextContent('Amended');
    expect(item).toHaveTextContent('Every result within its range');
    expect(item).not.toHaveTextContent('Routine');
  });

  it(`shows the first ${FLAGGED_SHOWN} flagged values and counts the rest`, () => {
    const many = Array.from({ length: FLAGGED_SHOWN + 2 }, (_, index) => ({ name: `Test ${index}`, value: '1.0', unit: 'g/L', flag: 'high' as const }));
    inList({ ...ORDER, flagged: many });
    expect(screen.getByText('and 2 more flagged')).toBeInTheDocument();
    expect(screen.queryByText(/Test 5/)).toBeNull();
  });

  it('marks the order reviewed with the note, says so and leaves the list', async () => {
    reviewMock.mockResolvedValue({ ok: true, data: undefined });
    const user = userEvent.setup();
    inList(ORDER);
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed: LAB-000045 of Ngozi Eke' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as reviewed' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), '  Transfusing today ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(screen.queryByTestId('review-lab-order')).toBeNull());
    expect(reviewMock).toHaveBeenCalledWith({ orderId: 45, note: 'Transfusing today' });
    expect(toast.success).toHaveBeenCalledWith('LAB-000045 marked as reviewed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs no note, and keeps the order and the dialog when the server refuses, saying why', async () => {
    reviewMock.mockResolvedValue({ ok: false, message: 'Only released results are reviewed.' });
    const user = userEvent.setup();
    inList(ORDER);
    await user.click(screen.getByRole('button', { name: /^Mark as reviewed: / }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as reviewed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await within(dialog).findByText('Only released results are reviewed.')).toBeInTheDocument();
    expect(reviewMock).toHaveBeenCalledWith({ orderId: 45, note: '' });
    expect(screen.getByTestId('review-lab-order')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says a failure to reach the server as one', async () => {
    reviewMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    inList(ORDER);
    await user.click(screen.getByRole('button', { name: /^Mark as reviewed: / }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as reviewed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/network|connection|reach/i);
    expect(screen.getByTestId('review-lab-order')).toBeInTheDocument();
  });
});

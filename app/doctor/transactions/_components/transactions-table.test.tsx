/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira } from '@/lib/format';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import { TransactionsTable } from './transactions-table';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/doctor/transactions',
  useSearchParams: () => new URLSearchParams(),
}));
// Records when the sheet's code is first asked for: with the first opening, not with the table.
let mockSheetFetched = false;
jest.mock('./transaction-sheet', () => {
  mockSheetFetched = true;
  return jest.requireActual('./transaction-sheet');
});

const ROW: TransactionRow = {
  id: 42,
  name: 'Ngozi Eze',
  appointment: 'Checkup',
  appointmentId: 7,
  date: '2026-03-15',
  total: 10750,
  status: 'success',
  patient: { id: 3, name: 'Ngozi Eze', email: 'ngozi@example.com', phone: '+2348035551234', gender: 'female', avatar: '' },
  payerBank: 'Access Bank',
  paymentMethod: 'Debit Card',
  paidAt: '2026-03-15T14:04:00+01:00',
  items: [{ label: 'Consultation', amount: 10000 }],
  subtotal: 10000,
  tax: 750,
  documentation: 'receipt-GCH-000042.pdf',
};

describe('TransactionsTable', () => {
  it('fetches Transaction detail only when a row is opened, then shows its values and its receipt', async () => {
    const user = userEvent.setup();
    render(<TransactionsTable list={{ rows: [ROW], total: 1, page: 1 }} params={{ page: 1, pageSize: 10 }} />);
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    // Let any eager fetch show itself before asserting there was none.
    await act(async () => undefined);
    expect(mockSheetFetched).toBe(false);

    await user.click(screen.getByRole('button', { name: 'View transaction 42' }));
    const sheet = await screen.findByRole('dialog', { name: 'Transaction detail' });
    expect(mockSheetFetched).toBe(true);
    expect(sheet).toHaveTextContent('Transaction 42');
    expect(within(sheet).getByRole('region', { name: 'Documentation' })).toHaveTextContent('Filed as receipt-GCH-000042.pdf');
    expect(within(sheet).getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/doctor/transactions/receipt?id=42');
    expect(within(sheet).getByText('Grand total').nextSibling).toHaveTextContent(formatNaira(10750));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Fetched once, it opens at once the next time (a row click too).
    await user.click(screen.getByRole('cell', { name: 'Checkup' }));
    expect(screen.getByRole('dialog', { name: 'Transaction detail' })).toHaveTextContent('Transaction 42');
  });
});

/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { voidPrescription } from '@/lib/prescriptions/actions';
import type { PrescriptionListRow } from '@/lib/prescriptions/queries/prescriptions';
import { PrescriptionTable } from './prescription-table';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/doctor/prescription',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/prescriptions/actions', () => ({ setPrescriptionStatus: jest.fn(), voidPrescription: jest.fn() }));
// Records when the delete question's code (its reason's rules, the void action) is first asked for.
let mockDialogFetched = false;
jest.mock('./prescription-delete-dialog', () => {
  mockDialogFetched = true;
  return jest.requireActual('./prescription-delete-dialog');
});

const ROW: PrescriptionListRow = {
  id: 5,
  addedAt: '2026-03-15T09:30:00.000Z',
  status: true,
  voided: null,
  patientId: 3,
  patientNumber: 3,
  patientName: 'Ngozi Eze',
  patientEmail: 'ngozi@example.com',
  patientAvatar: '',
  doctorId: 1,
  doctorName: 'Dr. Ada Obi',
  doctorEmail: 'ada@example.com',
  doctorAvatar: '',
  medicineNames: 'Amoxicillin 500 mg, Paracetamol 500 mg',
};
const PARAMS = { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' as const };

describe('PrescriptionTable', () => {
  beforeEach(() => jest.clearAllMocks());

  it('fetches the delete question when a delete is first asked for; it names the prescription and voids it with the reason', async () => {
    jest.mocked(voidPrescription).mockResolvedValue({ ok: true, data: undefined });
    const user = userEvent.setup();
    render(<PrescriptionTable list={{ rows: [ROW], total: 1, page: 1 }} params={PARAMS} actor={{ id: 1, role: 'doctor' }} />);
    await act(async () => undefined);
    expect(mockDialogFetched).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete the prescription for Ngozi Eze' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(mockDialogFetched).toBe(true);
    // The brief's title; its text says what voiding does (it said "permanently delete" above "stays in the chart").
    expect(dialog).toHaveTextContent(
      "The prescription is not deleted: it is kept, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
    );
    expect(dialog).not.toHaveTextContent(/permanently/i);
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Void']);
    expect(screen.getByTestId('void-dialog-record')).toHaveTextContent('Prescription of 15 Mar 2026 for Ngozi Eze');

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Written for the wrong patient');
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(voidPrescription).toHaveBeenCalledWith({ id: 5, reason: 'Written for the wrong patient' });
    expect(toast.success).toHaveBeenCalledWith('Prescription deleted successfully');
  });

  it("names each row's drugs in a Medicines column after the patient, or says it has none", async () => {
    render(<PrescriptionTable list={{ rows: [ROW, { ...ROW, id: 6, medicineNames: '' }], total: 2, page: 1 }} params={PARAMS} actor={{ id: 1, role: 'doctor' }} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Patients', 'Medicines', 'Doctors', 'Added At', 'Status', 'Action']);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('Amoxicillin 500 mg, Paracetamol 500 mg');
    expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('No medicine');
  });
});

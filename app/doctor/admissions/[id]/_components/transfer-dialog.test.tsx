/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { freeBedsForPatient, transferPatient, type WardChoice } from '@/lib/admissions/actions';
import { BED_TAKEN } from '@/lib/admissions/rules/messages';
import { TransferDialog } from './transfer-dialog';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/admissions/actions', () => ({ freeBedsForPatient: jest.fn(), transferPatient: jest.fn() }));

const WARDS: WardChoice[] = [
  { wardId: 1, name: 'Maternity', kind: 'maternity', sex: 'female', beds: [{ bedId: 11, label: '1', kind: 'standard' }], refusal: 'Maternity is a maternity ward and takes women only.' },
  { wardId: 2, name: 'Ward B', kind: 'medical', sex: 'mixed', beds: [{ bedId: 21, label: '5', kind: 'standard' }, { bedId: 22, label: '6', kind: 'side-room' }], refusal: null },
  { wardId: 3, name: 'Ward C', kind: 'surgical', sex: 'mixed', beds: [], refusal: null },
];

beforeAll(() => {
  // Radix Select scrolls the chosen option into view and captures the pointer; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(freeBedsForPatient).mockResolvedValue({ ok: true, data: { wards: WARDS } });
});

const bed = { wardId: 2, wardName: 'Ward B', bedId: 20, bedLabel: '4' };

describe('TransferDialog', () => {
  it('offers the free beds of the patient’s ward first; a ward that refuses the patient is listed, disabled, with why', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<TransferDialog admissionId={12} patientId={3} patientName="Emeka Nwosu" bed={bed} open onOpenChange={onOpenChange} />);
    expect(screen.getByText(/Move Emeka Nwosu from Ward B, bed 4 to another bed/)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Ward' })).toHaveTextContent('Ward B (2 free)');
    expect(freeBedsForPatient).toHaveBeenCalledWith({ patientId: 3 });

    await user.click(screen.getByRole('combobox', { name: 'Ward' }));
    expect(await screen.findByRole('option', { name: 'Maternity (Maternity is a maternity ward and takes women only.)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Ward C (no free bed)' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Say why the patient moves')).toBeInTheDocument();

    jest.mocked(transferPatient).mockResolvedValue({ ok: true, data: { admissionId: 12 } });
    await user.click(screen.getByRole('combobox', { name: 'Bed' }));
    await user.click(await screen.findByRole('option', { name: 'Bed 6 (Side room)' }));
    await user.type(screen.getByLabelText('Reason for transfer'), 'Needs isolation');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transferPatient).toHaveBeenCalledWith({ admissionId: 12, wardId: 2, bedId: 22, reason: 'Needs isolation' }));
    expect(toast.success).toHaveBeenCalledWith('Moved to Ward B, bed 6');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(mockRouter.refresh).toHaveBeenCalled();
  });

  it('reads the free beds again when the bed was taken meanwhile, and says a failed read with Try again', async () => {
    const user = userEvent.setup();
    render(<TransferDialog admissionId={12} patientId={3} patientName="Emeka Nwosu" bed={bed} open onOpenChange={jest.fn()} />);
    jest.mocked(transferPatient).mockResolvedValue({ ok: false, message: BED_TAKEN });
    await user.click(await screen.findByRole('combobox', { name: 'Bed' }));
    await user.click(await screen.findByRole('option', { name: 'Bed 5' }));
    await user.type(screen.getByLabelText('Reason for transfer'), 'Closer to the nurses');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(BED_TAKEN)).toBeInTheDocument();
    await waitFor(() => expect(freeBedsForPatient).toHaveBeenCalledTimes(2));

    jest.mocked(freeBedsForPatient).mockResolvedValue({ ok: false, message: 'This patient no longer exists.' });
    render(<TransferDialog admissionId={13} patientId={4} patientName="Ngozi Eze" bed={null} open onOpenChange={jest.fn()} />);
    expect(await screen.findByText('This patient no longer exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

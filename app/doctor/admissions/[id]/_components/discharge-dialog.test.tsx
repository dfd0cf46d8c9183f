/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { dischargePatient } from '@/lib/admissions/actions';
import { DischargeDialog } from './discharge-dialog';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/admissions/actions', () => ({ dischargePatient: jest.fn() }));

beforeAll(() => {
  // Radix Select scrolls the chosen option into view and captures the pointer; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

const MEDICINES = ['Amoxicillin 500 mg tablet: 500 mg, Oral (PO), Three times daily (TDS), 7 days'];

function renderDialog(onOpenChange = jest.fn()) {
  const user = userEvent.setup();
  render(<DischargeDialog admissionId={12} patientName="Chioma Okafor" medicines={MEDICINES} open onOpenChange={onOpenChange} />);
  return { user, onOpenChange };
}

async function chooseDisposition(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Disposition' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('DischargeDialog', () => {
  it('lists the medicines on discharge, says what is missing, and discharges home with a booked follow-up', async () => {
    const { user, onOpenChange } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Medicines on discharge' })).toBeInTheDocument();
    expect(screen.getByText(MEDICINES[0])).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discharge' }));
    expect(await screen.findByText('Choose the disposition', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Diagnoses are required')).toBeInTheDocument();
    expect(screen.getByText('Course in hospital is required')).toBeInTheDocument();
    expect(dischargePatient).not.toHaveBeenCalled();

    jest.mocked(dischargePatient).mockResolvedValue({ ok: true, data: { admissionId: 12, followUpAppointmentId: 40, deathReportHref: null } });
    await chooseDisposition(user, 'Home');
    await user.type(screen.getByLabelText('Diagnoses'), 'Severe malaria');
    await user.type(screen.getByLabelText('Course in hospital'), 'IV artesunate, then oral.');
    await user.type(screen.getByLabelText('Procedures'), 'None');
    await user.type(screen.getByLabelText('Follow-up date'), '14/12/2026');
    await user.click(screen.getByRole('checkbox', { name: 'Book a follow-up visit' }));
    await user.click(screen.getByRole('button', { name: 'Discharge' }));
    await waitFor(() =>
      expect(dischargePatient).toHaveBeenCalledWith({
        admissionId: 12,
        disposition: 'home',
        diagnoses: 'Severe malaria',
        course: 'IV artesunate, then oral.',
        procedures: 'None',
        followUpDate: '2026-12-14',
        bookFollowUp: true,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Chioma Okafor discharged; the follow-up visit is booked');
    expect(mockRouter.refresh).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks no follow-up after a death, and opens the death report once discharged', async () => {
    const { user } = renderDialog();
    jest.mocked(dischargePatient).mockResolvedValue({ ok: true, data: { admissionId: 12, followUpAppointmentId: null, deathReportHref: '/doctor/reports?tab=death&new=death&patient=3' } });
    await user.type(screen.getByLabelText('Follow-up date'), '14/12/2026');
    await chooseDisposition(user, 'Died');
    expect(screen.queryByLabelText('Follow-up date')).toBeNull();
    expect(screen.getByText(/No follow-up for a patient who died/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Diagnoses'), 'Cerebral malaria');
    await user.type(screen.getByLabelText('Course in hospital'), 'Deteriorated on day 2.');
    await user.click(screen.getByRole('button', { name: 'Discharge' }));
    await waitFor(() => expect(dischargePatient).toHaveBeenCalledWith(expect.objectContaining({ disposition: 'died', followUpDate: null, bookFollowUp: false })));
    expect(mockRouter.push).toHaveBeenCalledWith('/doctor/reports?tab=death&new=death&patient=3');
  });

  it('stays open and says the server’s refusal', async () => {
    const { user, onOpenChange } = renderDialog();
    jest.mocked(dischargePatient).mockResolvedValue({ ok: false, message: 'This admission has ended.' });
    await chooseDisposition(user, 'Referred');
    await user.type(screen.getByLabelText('Diagnoses'), 'Fracture');
    await user.type(screen.getByLabelText('Course in hospital'), 'Splinted.');
    await user.click(screen.getByRole('button', { name: 'Discharge' }));
    expect(await screen.findByText('This admission has ended.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

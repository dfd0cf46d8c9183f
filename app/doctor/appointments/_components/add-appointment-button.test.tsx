/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addAppointment } from '@/lib/appointments/actions';
import type { PatientOption } from '@/lib/patients/queries/options';
import { AddAppointmentButton, addAppointmentDialog } from './add-appointment-button';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
const mockUrl = { search: '' };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/appointments',
  useSearchParams: () => new URLSearchParams(mockUrl.search),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/appointments/actions', () => ({ addAppointment: jest.fn() }));
jest.mock('@/lib/patients/actions/options', () => ({ searchPatients: jest.fn() }));

const PATIENT: PatientOption = {
  id: 42,
  patientNumber: 'P-000042',
  fullName: 'Amaka Obi',
  email: 'amaka@example.com',
  phone: '+234 803 555 1234',
  gender: 'female',
  age: 34,
  ageEstimated: false,
};

const dialog = () => screen.findByRole('dialog', { name: 'Add new Appointment' });

beforeEach(() => {
  jest.clearAllMocks();
  mockUrl.search = '';
});

describe('AddAppointmentButton', () => {
  it('ships the plus button alone: the modal’s code is fetched when the doctor points at the button', async () => {
    const load = jest.spyOn(addAppointmentDialog, 'preload');
    const user = userEvent.setup();
    render(<AddAppointmentButton me={1} view="mine" />);
    const button = screen.getByRole('button', { name: 'Add new Appointment' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(load).not.toHaveBeenCalled();
    await user.hover(button);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the modal on a click, and gives focus back to the plus button on closing', async () => {
    const user = userEvent.setup();
    render(<AddAppointmentButton me={1} view="mine" />);
    const button = screen.getByRole('button', { name: 'Add new Appointment' });
    await user.click(button);
    expect(await dialog()).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    // Nothing to take out of a URL that did not open it.
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('opens on arrival from ?book= with that patient chosen; closing takes add and book out of the URL, nothing else', async () => {
    mockUrl.search = 'show=upcoming&page=2&book=42';
    const user = userEvent.setup();
    render(<AddAppointmentButton me={1} view="mine" bookFor={PATIENT} />);
    expect(await dialog()).toBeInTheDocument();
    expect(screen.getByText('P-000042 is registered: the details below are from their record and locked (correct them on their chart).')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Amaka Obi');
    // Locked, and said so to a screen reader as well as to the eye.
    for (const name of ['Full name', 'Email', 'Phone', 'Age']) expect(screen.getByLabelText(name)).toHaveAttribute('readonly');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/doctor/appointments?show=upcoming&page=2', { scroll: false }));
  });

  it('opens on arrival from ?add=1, empty', async () => {
    mockUrl.search = 'add=1';
    render(<AddAppointmentButton me={1} view="all" />);
    expect(await dialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('books and opens the list on the booking: the URL is the booking’s, not the list’s old one without ?book=', async () => {
    mockUrl.search = 'book=42';
    jest.mocked(addAppointment).mockResolvedValue({ ok: true, data: { id: 900, patientId: 42, name: 'Amaka Obi', date: '2999-01-04', doctorId: 1, page: 3, pageMine: 2 } } as never);
    const user = userEvent.setup();
    render(<AddAppointmentButton me={1} view="mine" bookFor={PATIENT} />);
    await dialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2999-01-04' } });
    await user.type(screen.getByLabelText('Time'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/doctor/appointments?show=upcoming&doctor=mine&page=2&highlight=900', { scroll: false }));
    expect(addAppointment).toHaveBeenCalledWith({ patientId: 42, date: '2999-01-04', time: '10:30', type: 'checkup' });
    expect(mockRouter.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks about likely duplicates once: after "Book as a new patient", a free time taken books the new patient', async () => {
    const duplicate = { id: 7, patientNumber: 'P-000007', fullName: 'Kunle Ade', dateOfBirth: '1990-01-01', dateOfBirthEstimated: false, phone: '+234 803 555 7781', email: null, reasons: ['phone'] };
    const slot = { date: '2999-01-05', time: '11:15', doctorId: 1 };
    jest
      .mocked(addAppointment)
      .mockResolvedValueOnce({ ok: false, message: 'This may be a registered patient.', duplicates: [duplicate] } as never)
      .mockResolvedValueOnce({ ok: false, message: 'Dr. Ade already has an appointment then.', nextFreeSlots: [slot] } as never)
      .mockResolvedValueOnce({ ok: true, data: { id: 901, patientId: 50, name: 'Kunle Adeyemi', date: slot.date, doctorId: 1, page: 1, pageMine: 1 } } as never);
    const user = userEvent.setup();
    render(<AddAppointmentButton me={1} view="mine" />);
    await user.click(screen.getByRole('button', { name: 'Add new Appointment' }));
    await dialog();
    await user.type(screen.getByLabelText('Full name'), 'Kunle Adeyemi');
    await user.type(screen.getByLabelText('Email'), 'kunle.adeyemi@example.ng');
    await user.type(screen.getByLabelText('Phone'), '0803 555 7781');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2999-01-05' } });
    await user.type(screen.getByLabelText('Time'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Book as a new patient' }));
    await user.click(await screen.findByRole('button', { name: /11:15/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(addAppointment).toHaveBeenCalledTimes(3));
    expect(jest.mocked(addAppointment).mock.calls.map(([input]) => (input as { newPatient?: boolean }).newPatient)).toEqual([false, true, true]);
    expect(jest.mocked(addAppointment).mock.calls[2][0]).toMatchObject({ time: '11:15', fullName: 'Kunle Adeyemi' });
  });
});

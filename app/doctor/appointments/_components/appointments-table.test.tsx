/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { statusConfirmation } from '@/components/appointments/use-status-change';
import { toast } from '@/components/ui/toast';
import { changeStatus, reschedule } from '@/lib/appointments/actions';
import type { AppointmentRow } from '@/lib/hospital-api/contract';
import { AppointmentsTable } from './appointments-table';
import { ShowSelect } from './show-select';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/appointments',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/appointments/actions', () => ({ changeStatus: jest.fn(), reschedule: jest.fn() }));

const ROW: AppointmentRow = {
  id: 31,
  patientId: 4,
  name: 'Chioma Eze',
  mobile: '+234 803 555 0000',
  email: 'chioma@example.com',
  age: 30,
  gender: 'female',
  date: '2999-01-04',
  time: '10:30:00',
  endTime: '10:50:00',
  doctorId: 1,
  doctorName: 'Dr. Ada Obi',
  type: 'checkup',
  status: 'pending',
  arrivedAt: null,
  createdAt: '2026-03-15T09:00:00.000Z',
};

const renderTable = (row: AppointmentRow = ROW) =>
  render(
    <AppointmentsTable
      list={{ rows: [row], total: 1, page: 1 }}
      params={{ page: 1, pageSize: 4, q: '', sort: null, dir: 'asc' }}
      now={Date.parse('2026-03-15T09:00:00.000Z')}
      me={{ id: 1, role: 'doctor' }}
      addButton={null}
    />,
  );

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(changeStatus).mockResolvedValue({ ok: true, data: undefined } as never);
});

describe('the appointments list', () => {
  it('fetches the cancel question when a row’s menu opens, asks it, and cancels once confirmed', async () => {
    const load = jest.spyOn(statusConfirmation, 'preload');
    const user = userEvent.setup();
    renderTable();
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open menu for Chioma Eze, appointment 31' }));
    expect(load).toHaveBeenCalled();
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel appointment' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(changeStatus).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledWith({ id: 31, status: 'cancelled' }));
  });
});

describe('the row menu: reschedule and no-show', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Open menu for Chioma Eze, appointment 31' }));
    return screen.findByRole('menu');
  };

  it('offers Reschedule… and, before the visit has begun, a switched-off Mark no-show that says from when', async () => {
    const user = userEvent.setup();
    renderTable();
    const menu = await openMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Reschedule…',
      'Confirm',
      'Check in',
      'Cancel appointment',
      'Mark no-show From 4 Jan 2999 at 10:30, once the visit has begun',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /^Mark no-show/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers Mark no-show once the visit has begun, and no change at all on a colleague’s visit', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable({ ...ROW, date: '2000-01-04' });
    const item = within(await openMenu(user)).getByRole('menuitem', { name: 'Mark no-show' });
    expect(item).not.toHaveAttribute('aria-disabled');
    unmount();
    renderTable({ ...ROW, doctorId: 2 });
    expect(within(await openMenu(user)).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['View']);
  });

  it('moves the visit from the dialog, which opens on its date and time and offers the next free times after a clash', async () => {
    jest.mocked(reschedule)
      .mockResolvedValueOnce({ ok: false, message: 'Dr. Ada Obi already has an appointment at Friday, 4 Jan 2999 at 11:15.', nextFreeSlots: [{ date: '2999-01-05', time: '09:00', doctorId: 1 }] })
      .mockResolvedValueOnce({ ok: true, data: { id: 31, date: '2999-01-05', time: '09:00:00', from: { date: '2999-01-04', time: '10:30:00' } } });
    const user = userEvent.setup();
    renderTable();
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Reschedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment 31' });
    expect(dialog).toHaveTextContent('Chioma Eze with Dr. Ada Obi, now on 4 Jan 2999 at 10:30.');
    expect(within(dialog).getByLabelText('New date')).toHaveValue('04/01/2999');
    const time = within(dialog).getByLabelText('New time');
    expect(time).toHaveValue('10:30');
    await user.clear(time);
    await user.type(time, '11:15');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(reschedule).toHaveBeenCalledWith({ id: 31, date: '2999-01-04', time: '11:15' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already has an appointment');

    await user.click(within(dialog).getByRole('button', { name: /^Take .* 5 Jan 2999 at 09:00$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(reschedule).toHaveBeenLastCalledWith({ id: 31, date: '2999-01-05', time: '09:00' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment 31 moved to 5 Jan 2999 at 09:00'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ShowSelect', () => {
  it('has its choice written in the server’s HTML, so that nothing fills in once the page runs', () => {
    const html = renderToString(<ShowSelect value="upcoming" />);
    expect(html).toContain('Upcoming');
  });
});

/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { statusConfirmation } from '@/components/appointments/use-status-change';
import { changeStatus } from '@/lib/actions/appointments';
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
jest.mock('@/lib/actions/appointments', () => ({ changeStatus: jest.fn() }));

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

const renderTable = () =>
  render(
    <AppointmentsTable
      list={{ rows: [ROW], total: 1, page: 1 }}
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

describe('ShowSelect', () => {
  it('has its choice written in the server’s HTML, so that nothing fills in once the page runs', () => {
    const html = renderToString(<ShowSelect value="upcoming" />);
    expect(html).toContain('Upcoming');
  });
});

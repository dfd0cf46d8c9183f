/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { approveAccount, disableAccount, enableAccount, makeAdministrator, removeAdministrator } from '@/lib/staff/actions/staff';
import type { StaffRow } from '@/lib/staff/queries/staff';
import { StaffTable } from './staff-table';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/staff/actions/staff', () => ({
  approveAccount: jest.fn(),
  disableAccount: jest.fn(),
  enableAccount: jest.fn(),
  makeAdministrator: jest.fn(),
  removeAdministrator: jest.fn(),
}));

const DONE = { ok: true, data: { leftAdministrators: false } };
const row = (id: number, name: string, role: StaffRow['role'], status: StaffRow['status']): StaffRow => ({
  id,
  name,
  email: `${name.split(' ').at(-1)!.toLowerCase()}@clinic.test`,
  role,
  status,
  createdAt: '2026-03-15T09:00:00.000Z',
  twoFactor: id === 1,
  lastSignInAt: id === 1 ? '2026-03-16T08:05:00.000Z' : null,
});
const ROWS = [
  row(4, 'Dr. Tunde Bakare', 'doctor', 'pending'),
  row(3, 'Dr. Ngozi Eze', 'doctor', 'disabled'),
  row(2, 'Dr. Ada Obi', 'doctor', 'active'),
  row(1, 'Dr. Adaeze Nwankwo', 'administrator', 'active'),
];

function renderTable(props: Partial<Parameters<typeof StaffTable>[0]> = {}) {
  const user = userEvent.setup();
  render(<StaffTable rows={ROWS} page={1} pageCount={1} currentDoctorId={1} {...props} />);
  return user;
}

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;

async function openMenu(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(within(rowOf(email)).getByRole('button', { name: /^Open menu for / }));
  return screen.getByRole('menu');
}

beforeEach(() => {
  jest.clearAllMocks();
  for (const action of [approveAccount, disableAccount, enableAccount, makeAdministrator, removeAdministrator]) {
    jest.mocked(action).mockResolvedValue(DONE as never);
  }
});

describe('StaffTable', () => {
  it('shows each account with its role, state and creation date, and marks your own', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Staff' })).toBeInTheDocument();
    const cells = (email: string) => within(rowOf(email)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('nwankwo@clinic.test').slice(0, 5)).toEqual(['Dr. Adaeze NwankwoYou', 'nwankwo@clinic.test', 'Administrator', 'Active', '15 Mar 2026']);
    expect(cells('bakare@clinic.test').slice(2, 4)).toEqual(['Doctor', 'Waiting for approval']);
    expect(cells('eze@clinic.test').slice(2, 4)).toEqual(['Doctor', 'Disabled']);
    expect(within(rowOf('nwankwo@clinic.test')).getByRole('button')).toHaveAccessibleName('Open menu for Dr. Adaeze Nwankwo (nwankwo@clinic.test)');
  });

  it("shows each account's two-factor state, said required where MFA_REQUIRED asks it of the role, and its last sign-in", () => {
    renderTable({ rows: [...ROWS, { ...row(5, 'Dr. Kemi Lawal', 'administrator', 'active'), twoFactor: false }], twoFactorRequiredRoles: ['administrator'] });
    const cells = (email: string) => within(rowOf(email)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('nwankwo@clinic.test').slice(5, 7)).toEqual(['On', '16 Mar 2026, 09:05']);
    expect(cells('obi@clinic.test').slice(5, 7)).toEqual(['Off', 'Never']);
    expect(cells('lawal@clinic.test').slice(5, 7)).toEqual(['Off, required', 'Never']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Email', 'Role', 'State', 'Created', 'Two-factor', 'Last sign-in', 'Actions']);
  });

  it('keeps the invitations’ page when turning the accounts’ pages', async () => {
    const user = renderTable({ page: 1, pageCount: 2, invitationsPage: 3 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/doctor/settings/staff?page=2&invitationsPage=3', { scroll: false });
  });

  it('offers the changes that fit each account', async () => {
    const user = renderTable();
    const items = async (email: string) => {
      const menu = await openMenu(user, email);
      const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    expect(await items('bakare@clinic.test')).toEqual(['Approve', 'Approve as lab scientist', 'Reset two-factor sign-in', 'Disable']);
    expect(await items('eze@clinic.test')).toEqual(['Enable', 'Reset two-factor sign-in']);
    expect(await items('obi@clinic.test')).toEqual(['Make administrator', 'Make lab scientist', 'Reset two-factor sign-in', 'End sessions', 'Disable']);
    expect(await items('nwankwo@clinic.test')).toEqual(['Remove administrator', 'Disable']);
  });

  it('does not let you disable your own account', async () => {
    const user = renderTable();
    const menu = await openMenu(user, 'nwankwo@clinic.test');
    expect(within(menu).getByRole('menuitem', { name: 'Disable' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu).toHaveTextContent('Only another administrator can disable it.');
  });

  it('approves at once and confirms with a toast', async () => {
    const user = renderTable();
    await user.click(within(await openMenu(user, 'bakare@clinic.test')).getByRole('menuitem', { name: 'Approve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dr. Tunde Bakare approved'));
    expect(approveAccount).toHaveBeenCalledWith({ id: 4 });
  });

  it('asks before disabling, saying that it signs the person out at once; Cancel changes nothing', async () => {
    const user = renderTable();
    await user.click(within(await openMenu(user, 'obi@clinic.test')).getByRole('menuitem', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Dr. Ada Obi?' });
    expect(dialog).toHaveTextContent('signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(disableAccount).not.toHaveBeenCalled();

    await user.click(within(await openMenu(user, 'obi@clinic.test')).getByRole('menuitem', { name: 'Disable' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dr. Ada Obi disabled and signed out'));
    expect(disableAccount).toHaveBeenCalledWith({ id: 2 });
  });

  it('shows a refusal of a confirmed change in the dialog, which stays open', async () => {
    jest.mocked(removeAdministrator).mockResolvedValue({ ok: false, message: 'There must be at least one administrator.' });
    const user = renderTable();
    await user.click(within(await openMenu(user, 'nwankwo@clinic.test')).getByRole('menuitem', { name: 'Remove administrator' }));
    // Your own role: asked first.
    const dialog = screen.getByRole('alertdialog', { name: 'Remove your administrator role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There must be at least one administrator.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    jest.mocked(makeAdministrator).mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderTable();
    await user.click(within(await openMenu(user, 'obi@clinic.test')).getByRole('menuitem', { name: 'Make administrator' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not reach the server. Check the connection and try again.'));
  });

  it('says a failure of the server as one, not as a network failure', async () => {
    jest.mocked(makeAdministrator).mockRejectedValue(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '4242' }));
    const user = renderTable();
    await user.click(within(await openMenu(user, 'obi@clinic.test')).getByRole('menuitem', { name: 'Make administrator' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The server could not save it: an unexpected error (reference 4242)'));
  });

  it('leaves the screen after stepping down as administrator', async () => {
    jest.mocked(removeAdministrator).mockResolvedValue({ ok: true, data: { leftAdministrators: true } });
    const user = renderTable();
    await user.click(within(await openMenu(user, 'nwankwo@clinic.test')).getByRole('menuitem', { name: 'Remove administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/doctor/settings'));
    expect(toast.success).toHaveBeenCalledWith('You are no longer an administrator');
  });

  it('pages through the URL', async () => {
    const user = renderTable({ page: 2, pageCount: 3 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/doctor/settings/staff?page=3', { scroll: false });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/doctor/settings/staff?page=1', { scroll: false });
  });
});

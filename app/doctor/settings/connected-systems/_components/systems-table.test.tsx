/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { deleteSystem, setSystemEnabled } from '@/lib/connected-systems/actions';
import type { SystemRow } from './system-row';
import { SystemsTable } from './systems-table';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/connected-systems/actions', () => ({ registerSystem: jest.fn(), setSystemEnabled: jest.fn(), deleteSystem: jest.fn() }));

const LAB: SystemRow = {
  id: 7,
  clientId: '0f8e4c2a-5b1d-4e7a-9c3f-2d6b8a1e4f70',
  name: 'Lab system',
  scopes: 'system/Patient.rs system/Observation.cruds',
  enabled: true,
  keyCount: 2,
  lastUsedAt: '2026-03-16T08:05:00.000Z',
};
const PHARMACY: SystemRow = { id: 8, clientId: '5a3c9e1f-7d2b-4f6a-8e0c-1b9d7f3a5c24', name: 'Pharmacy', scopes: 'system/*.rs', enabled: false, keyCount: 1, lastUsedAt: null };

function renderTable(props: Partial<Parameters<typeof SystemsTable>[0]> = {}) {
  const user = userEvent.setup();
  render(<SystemsTable rows={[LAB, PHARMACY]} page={1} pageCount={1} pageSize={20} {...props} />);
  return user;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(setSystemEnabled).mockImplementation(async () => ({ ok: true, data: { name: 'whichever' } }));
  jest.mocked(deleteSystem).mockImplementation(async () => ({ ok: true, data: { name: 'whichever' } }));
});

describe('SystemsTable', () => {
  it('shows each system: name, state, client ID, scopes, keys, last use; its buttons named with its name', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Connected systems' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'State', 'Client ID', 'Scopes', 'Keys', 'Last used', 'Actions']);
    // (The client ID's cell holds its copy button's tooltip too.)
    expect(cells('Lab system').slice(0, 6)).toEqual(['Lab system', 'Enabled', `${LAB.clientId}Copy the client ID of Lab system`, 'system/Patient.rs system/Observation.cruds', '2', '16 Mar 2026, 09:05']);
    expect(cells('Pharmacy').slice(0, 6)).toEqual(['Pharmacy', 'Disabled', `${PHARMACY.clientId}Copy the client ID of Pharmacy`, 'system/*.rs', '1', 'Never']);
    const lab = within(rowOf('Lab system'));
    expect(lab.getByRole('button', { name: 'Disable Lab system' })).toHaveTextContent('Disable');
    expect(lab.getByRole('button', { name: 'Delete Lab system' })).toHaveTextContent('Delete');
    expect(lab.getByRole('button', { name: 'Copy the client ID of Lab system' })).toBeInTheDocument();
    expect(within(rowOf('Pharmacy')).getByRole('button', { name: 'Enable Pharmacy' })).toHaveTextContent('Enable');
  });

  it('disables at once, shows it disabled and says so', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Disable Lab system' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lab system disabled'));
    expect(setSystemEnabled).toHaveBeenCalledWith({ id: 7, enabled: false });
    expect(deleteSystem).not.toHaveBeenCalled();
  });

  it('enables a disabled system', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Enable Pharmacy' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pharmacy enabled'));
    expect(setSystemEnabled).toHaveBeenCalledWith({ id: 8, enabled: true });
  });

  it('shows the change while the server saves it, and puts the row back when it is refused', async () => {
    let answer: (value: Awaited<ReturnType<typeof setSystemEnabled>>) => void = () => undefined;
    jest.mocked(setSystemEnabled).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Disable Lab system' }));
    await waitFor(() => expect(cells('Lab system')[1]).toBe('Disabled'));
    answer({ ok: false, message: 'This connected system no longer exists.' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This connected system no longer exists.'));
    await waitFor(() => expect(cells('Lab system')[1]).toBe('Enabled'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks before deleting, saying that its tokens stop working at once; Cancel deletes nothing', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete Lab system' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Lab system?' });
    expect(dialog).toHaveTextContent('Its access tokens stop working at once');
    expect(dialog).toHaveTextContent('The audit trail keeps what it did.');
    expect(deleteSystem).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteSystem).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Lab system' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lab system deleted'));
    expect(deleteSystem).toHaveBeenCalledWith({ id: 7 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the delete dialog open with the refusal in it', async () => {
    jest.mocked(deleteSystem).mockResolvedValue({ ok: false, message: 'This connected system no longer exists.' });
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete Pharmacy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Pharmacy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This connected system no longer exists.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('copies the client ID', async () => {
    const user = renderTable();
    const writeText = jest.fn(async () => undefined);
    // userEvent puts a clipboard of its own on navigator: ours goes in its place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the client ID of Lab system' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Client ID of Lab system copied'));
    expect(writeText).toHaveBeenCalledWith(LAB.clientId);
  });

  it('pages through the URL', async () => {
    const user = renderTable({ page: 2, pageCount: 3 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/doctor/settings/connected-systems?page=3', { scroll: false });
  });
});

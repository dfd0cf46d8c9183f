/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { createCaseReport, voidCaseReport } from '@/lib/reports/actions';
import type { CaseReport } from '@/lib/reports/queries/case-reports';
import { CaseReportsTable } from './case-reports-table';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/doctor/reports',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/reports/actions', () => ({ createCaseReport: jest.fn(), voidCaseReport: jest.fn() }));
jest.mock('@/lib/patients/actions/options', () => ({ searchPatients: jest.fn(async () => ({ ok: true, data: [] })) }));
// Which on-demand parts have been fetched: none with the table, each with its first opening.
const mockFetched = new Set<string>();
jest.mock('./new-case-report-dialog', () => {
  mockFetched.add('form');
  return jest.requireActual('./new-case-report-dialog');
});
jest.mock('./case-report-details', () => {
  mockFetched.add('details');
  return jest.requireActual('./case-report-details');
});
jest.mock('./report-delete-dialogs', () => {
  mockFetched.add('delete');
  return jest.requireActual('./report-delete-dialogs');
});

const REPORT: CaseReport = {
  id: 9,
  kind: 'birth',
  caseId: 'BR-9',
  patient: { patientId: 3, patientNumber: 'P-000003', name: 'Ngozi Eze', email: 'ngozi@example.com', avatar: '' },
  doctor: { name: 'Dr. Ada Obi', email: 'ada@example.com', avatar: '' },
  date: '2026-03-15',
  notes: 'Healthy girl',
};
const PARAMS = { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' as const, kind: 'birth' as const };

function renderTable() {
  const user = userEvent.setup();
  render(<CaseReportsTable kind="birth" list={{ rows: [REPORT], total: 1, page: 1 }} params={PARAMS} doctor={{ name: 'Dr. Ada Obi', email: 'ada@example.com' }} />);
  return user;
}

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

describe('CaseReportsTable', () => {
  it('ships none of its dialogs with the table; the row click, View and Delete each open theirs', async () => {
    const user = renderTable();
    await act(async () => undefined);
    expect(mockFetched.size).toBe(0);

    await user.click(screen.getByRole('cell', { name: 'BR-9' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Birth report BR-9' });
    expect(alert).toHaveTextContent('Ngozi Eze (ngozi@example.com)');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View BR-9' }));
    const sheet = await screen.findByRole('dialog', { name: 'Birth report BR-9' });
    expect(within(sheet).getByRole('link', { name: 'Open chart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    jest.mocked(voidCaseReport).mockResolvedValue({ ok: true, data: undefined });
    await user.click(screen.getByRole('button', { name: 'Delete BR-9' }));
    // It asks to void, as that is what happens: the report is kept, marked voided, and never said to be deleted.
    const question = await screen.findByRole('alertdialog', { name: 'Void BR-9?' });
    expect(question).toHaveTextContent(
      "The birth report is not deleted: it is kept, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.",
    );
    expect(within(question).getByRole('button', { name: 'Void' })).toBeEnabled();
    expect(within(question).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    await user.type(within(question).getByRole('textbox', { name: 'Reason' }), 'Filed by mistake');
    await user.click(within(question).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(voidCaseReport).toHaveBeenCalledWith({ kind: 'birth', id: 9, reason: 'Filed by mistake' }));
    expect(toast.success).toHaveBeenCalledWith('Birth report voided');
    expect(mockFetched.has('form')).toBe(false);
  });

  it("shows the patient's number beside the name, and only the patient's (the doctor has none)", () => {
    renderTable();
    const [patient, doctor] = within(screen.getAllByRole('row')[1]).getAllByRole('cell').slice(1, 3);
    expect(within(patient).getByText('P-000003')).toBeVisible();
    expect(patient).toHaveTextContent(/^NENgozi EzeP-000003ngozi@example\.com$/);
    expect(doctor).not.toHaveTextContent(/P-\d/);
  });

  it('New Birth Report: a button that says it opens a dialog; the form keeps what was typed when closed and opened again', async () => {
    const user = renderTable();
    const button = screen.getByRole('button', { name: 'New Birth Report' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'New Birth Report' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Doctor name' })).toHaveValue('Dr. Ada Obi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Twins');
    // The form checks on the client, with the schema's words, before the server is asked.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select a patient')).toBeInTheDocument();
    expect(createCaseReport).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(within(screen.getByRole('dialog', { name: 'New Birth Report' })).getByRole('textbox', { name: 'Notes' })).toHaveValue('Twins');
  });
});

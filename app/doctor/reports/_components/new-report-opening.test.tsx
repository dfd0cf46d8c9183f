/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCaseReport } from '@/lib/reports/actions';
import { CaseReportsTable } from './case-reports-table';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/reports',
  useSearchParams: () => new URLSearchParams('tab=death&new=death&patient=3&deathPage=2'),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/reports/actions', () => ({ createCaseReport: jest.fn(), voidCaseReport: jest.fn() }));
jest.mock('@/lib/patients/actions/options', () => ({ searchPatients: jest.fn(async () => ({ ok: true, data: [] })) }));

const PARAMS = { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' as const, kind: 'death' as const };
const PATIENT = { id: 3, fullName: 'Ngozi Eze', patientNumber: 'P-000003', email: null, phone: '+234 803 000 0003', gender: 'female' as const, age: 61, ageEstimated: false };

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

describe('the Death tab opened for a patient (?new=death&patient=)', () => {
  it('opens New Death Report with the patient chosen; saving reports that patient, and the address forgets the opening', async () => {
    const user = userEvent.setup();
    jest.mocked(createCaseReport).mockResolvedValue({ ok: true, data: { caseId: 'DR-4' } });
    render(<CaseReportsTable kind="death" list={{ rows: [], total: 0, page: 1 }} params={PARAMS} doctor={{ name: 'Dr. Ada Obi', email: 'ada@example.com' }} opening={{ patient: PATIENT }} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Death Report' });
    expect(within(dialog).getByRole('combobox', { name: 'Patient' })).toHaveValue('Ngozi Eze');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createCaseReport).toHaveBeenCalledWith(expect.objectContaining({ kind: 'death', patientId: 3, doctorName: 'Dr. Ada Obi' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The other keys of the address stay: the table's page, the tab.
    expect(mockRouter.replace).toHaveBeenCalledWith('/doctor/reports?tab=death&deathPage=2', { scroll: false });

    // Opened again by its button, the form starts empty.
    await user.click(screen.getByRole('button', { name: 'New Death Report' }));
    const again = await screen.findByRole('dialog', { name: 'New Death Report' });
    expect(within(again).getByRole('combobox', { name: 'Patient' })).toHaveValue('');
  });

  it('opens nothing without an opening', async () => {
    render(<CaseReportsTable kind="death" list={{ rows: [], total: 0, page: 1 }} params={PARAMS} doctor={{ name: 'Dr. Ada Obi', email: 'ada@example.com' }} />);
    expect(screen.getByRole('button', { name: 'New Death Report' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

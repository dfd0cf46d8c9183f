/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { amendLabResult, collectLabSpecimen, releaseLabOrder } from '@/lib/lab/actions/orders';
import { readLabOrder } from '@/lib/lab/actions/read-order';
import type { WorklistRow, WorklistStatus } from '@/lib/lab/queries/worklist';
import { analyteOf, lineOf, orderOf, resultOf } from './lab-test-fixtures';
import { TAKEN_AT_MESSAGES } from './collect-form-schema';
import { WorklistTable } from './worklist-table';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/lab',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/orders', () => ({ collectLabSpecimen: jest.fn(), enterLabResults: jest.fn(), releaseLabOrder: jest.fn(), amendLabResult: jest.fn() }));
jest.mock('@/lib/lab/actions/read-order', () => ({ readLabOrder: jest.fn() }));

const ROW: WorklistRow = {
  id: 41,
  number: 'LAB-000123',
  priority: 'stat',
  patient: { id: 7, name: 'Chioma Okafor', number: 'P-000061', sex: 'female', ageMonths: 439, ageEstimated: false },
  tests: ['Full blood count', 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)'],
  note: 'fever 3 days, pale',
  orderedBy: 'Dr. Ada Obi',
  orderedAt: '2026-11-30T08:00:00.000Z',
  accession: null,
  collectedAt: null,
  resultedAt: null,
  releasedAt: null,
  amendedAt: null,
};
const CHILD: WorklistRow = { ...ROW, id: 42, number: 'LAB-000124', priority: 'routine', patient: { ...ROW.patient, id: 8, name: 'Tobi Bello', ageMonths: 8, sex: 'male' } };

const haemoglobin = analyteOf('haemoglobin');
const malaria = analyteOf('malaria-rdt');
/** Entered by scientist 2, a woman's haemoglobin critically low and a negative RDT. */
const RESULTED = orderOf(
  'female',
  [lineOf(malaria, resultOf(malaria, { valueText: 'Negative', flag: 'normal' })), lineOf(haemoglobin, resultOf(haemoglobin, { valueNumber: 6.2, rangeLow: 12, rangeHigh: 15.5, flag: 'critical-low' }))],
  { status: 'resulted', resultedById: 2 },
);

function renderTable(list: WorklistStatus, rows: WorklistRow[] = [ROW, CHILD], me = 3) {
  const user = userEvent.setup();
  render(<WorklistTable list={list} page={{ rows, total: rows.length, page: 1 }} params={{ page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' }} me={me} selfVerification={false} />);
  return user;
}

beforeAll(() => {
  document.documentElement.dataset.clinicTimeZone = 'Africa/Lagos';
});
beforeEach(() => jest.clearAllMocks());

describe('WorklistTable', () => {
  it('shows each order’s priority, number, patient (number, age, sex), tests, who ordered it, and its action', () => {
    renderTable('ordered');
    const table = screen.getByRole('table', { name: 'To collect worklist' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Priority', 'Order', 'Patient', 'Tests', 'Ordered', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('STAT');
    expect(first).toHaveTextContent('LAB-000123');
    expect(first).toHaveTextContent('P-000061 · 36 years · Female');
    expect(first).toHaveTextContent('Full blood count');
    expect(first).toHaveTextContent('Dr. Ada Obi');
    // A child's age in months, as their ranges go.
    expect(second).toHaveTextContent('P-000061 · 8 months · Male');
    expect(within(first).getByRole('button', { name: 'Collect specimen, LAB-000123' })).toBeInTheDocument();
  });

  it('says so when a list is empty', () => {
    renderTable('resulted', []);
    expect(screen.getByText('Nothing to verify.')).toBeInTheDocument();
  });

  it('offers View and Amend result on a released order', () => {
    renderTable('released', [ROW]);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['View, LAB-000123', 'Amend result, LAB-000123']));
  });

  it('collects a specimen with its accession number and the time taken on the clinic’s clock', async () => {
    jest.mocked(collectLabSpecimen).mockResolvedValue({ ok: true, data: undefined });
    const user = renderTable('ordered', [ROW]);
    await user.click(screen.getByRole('button', { name: 'Collect specimen, LAB-000123' }));
    const dialog = screen.getByRole('dialog', { name: 'Collect specimen' });
    expect(dialog).toHaveAccessibleDescription('LAB-000123 for Chioma Okafor, P-000061 · 36 years · Female');
    await user.click(within(dialog).getByRole('button', { name: 'Collect specimen' }));
    expect(await within(dialog).findByText('Accession number is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Accession number'), 'A-100');
    const date = within(dialog).getByLabelText('Taken at date');
    const time = within(dialog).getByLabelText('Taken at time');
    await user.clear(date);
    await user.type(date, '01/02/2999');
    await user.clear(time);
    await user.type(time, '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Collect specimen' }));
    expect(await within(dialog).findByText(TAKEN_AT_MESSAGES.future)).toBeInTheDocument();
    expect(collectLabSpecimen).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '01/02/2024');
    await user.click(within(dialog).getByRole('button', { name: 'Collect specimen' }));
    // 09:30 in Lagos is 08:30 UTC, whatever the browser's own zone.
    await waitFor(() => expect(collectLabSpecimen).toHaveBeenCalledWith({ orderId: 41, accession: 'A-100', collectedAt: new Date('2024-02-01T08:30:00Z') }));
    expect(toast.success).toHaveBeenCalledWith('Specimen collected: LAB-000123 is in progress');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads the order to verify, names its critical results first, and says the server’s refusal in the dialog and a toast, then refreshes the list', async () => {
    jest.mocked(readLabOrder).mockResolvedValue({ ok: true, data: RESULTED });
    const refusal = 'These results were verified and released already.';
    jest.mocked(releaseLabOrder).mockResolvedValue({ ok: false, message: refusal });
    const user = renderTable('resulted', [ROW]);
    await user.click(screen.getByRole('button', { name: 'Verify and release, LAB-000123' }));
    expect(readLabOrder).toHaveBeenCalledWith({ orderId: 41 });
    const dialog = screen.getByRole('dialog', { name: 'Verify and release' });
    const results = await within(dialog).findByRole('table', { name: 'Results of LAB-000123' });
    // The critical haemoglobin is named above the table, though the RDT comes first in the order.
    const critical = within(dialog).getByText('1 critical result').parentElement!;
    expect(critical).toHaveTextContent('Haemoglobin: 6.2 g/dLCritical low');
    expect(critical.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const hbRow = within(results).getByRole('rowheader', { name: 'Haemoglobin' }).closest('tr')!;
    expect(within(hbRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['6.2 g/dLCritical low', '12–15.5 g/dL', 'Ngozi Eze, 30 Nov 2026, 10:40']);

    await user.click(within(dialog).getByRole('button', { name: 'Verify and release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(toast.error).toHaveBeenCalledWith(refusal);
    expect(mockRouter.refresh).toHaveBeenCalled();
  });

  it('tells the scientist who entered the results that a second one verifies them', async () => {
    jest.mocked(readLabOrder).mockResolvedValue({ ok: true, data: RESULTED });
    const user = renderTable('resulted', [ROW], 2);
    await user.click(screen.getByRole('button', { name: 'Verify and release, LAB-000123' }));
    expect(await screen.findByText('You entered these results: a second lab scientist verifies and releases them.')).toBeInTheDocument();
  });

  it('says when the order could not be read, and reads it again on Try again', async () => {
    jest.mocked(readLabOrder).mockResolvedValueOnce({ ok: false, message: 'This order no longer exists.' }).mockResolvedValueOnce({ ok: true, data: RESULTED });
    const user = renderTable('resulted', [ROW]);
    await user.click(screen.getByRole('button', { name: 'Verify and release, LAB-000123' }));
    expect(await screen.findByText('This order no longer exists.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Results of LAB-000123' })).toBeInTheDocument();
  });

  it('shows a released order’s amended result struck through with who changed it, when and why, and amends another with a reason', async () => {
    const earlier = resultOf(malaria, { valueText: 'Negative', flag: 'normal', supersededAt: '2026-11-30T11:00:00.000Z' });
    const amended = resultOf(malaria, { valueText: 'Positive', flag: 'abnormal', enteredBy: 'Bayo Ade', enteredAt: '2026-11-30T11:00:00.000Z', amendReason: 'control line misread' });
    const released = orderOf('female', [lineOf(malaria, amended, [earlier]), lineOf(haemoglobin, resultOf(haemoglobin, { valueNumber: 13.1, rangeLow: 12, rangeHigh: 15.5, flag: 'normal' }))], {
      status: 'released',
      verifiedBy: 'Bayo Ade',
      releasedAt: '2026-11-30T10:00:00.000Z',
      amendedAt: '2026-11-30T11:00:00.000Z',
    });
    jest.mocked(readLabOrder).mockResolvedValue({ ok: true, data: released });
    jest.mocked(amendLabResult).mockResolvedValue({ ok: true, data: { flag: 'high' } });
    const user = renderTable('released', [ROW]);

    await user.click(screen.getByRole('button', { name: 'View, LAB-000123' }));
    const view = screen.getByRole('dialog', { name: 'Results' });
    const rdtRow = (await within(view).findByRole('rowheader', { name: malaria.name })).closest('tr')!;
    expect(rdtRow).toHaveTextContent('Amended by Bayo Ade, 30 Nov 2026, 12:00: control line misread');
    expect(rdtRow.querySelector('del')).toHaveTextContent('Negative');
    expect(rdtRow).toHaveTextContent('Earlier value, replaced: Negative entered by Ngozi Eze, 30 Nov 2026, 10:40');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Amend result, LAB-000123' }));
    const amend = screen.getByRole('dialog', { name: 'Amend result' });
    await user.selectOptions(await within(amend).findByRole('combobox', { name: 'Test' }), 'Haemoglobin: 13.1 g/dL');
    await user.type(within(amend).getByRole('textbox', { name: 'Corrected result' }), '16.1');
    // 16.1 is above a woman's range.
    expect(within(amend).getByRole('status', { name: 'Flag of Haemoglobin' })).toHaveTextContent('High');
    await user.click(within(amend).getByRole('button', { name: 'Amend result' }));
    expect(await within(amend).findByText('Say why the result is amended')).toBeInTheDocument();
    await user.type(within(amend).getByRole('textbox', { name: 'Reason' }), 'sample diluted twice');
    await user.click(within(amend).getByRole('button', { name: 'Amend result' }));
    await waitFor(() => expect(amendLabResult).toHaveBeenCalledWith({ orderId: 41, testId: haemoglobin.testId, value: '16.1', reason: 'sample diluted twice' }));
    expect(toast.success).toHaveBeenCalledWith('Haemoglobin amended: the doctor will review it again');
  });
});

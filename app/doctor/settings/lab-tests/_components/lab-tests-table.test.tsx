/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { restoreLabTest, retireLabTest } from '@/lib/lab/actions/catalogue';
import type { LabTestState } from '@/lib/lab/catalogue-schema';
import type { LabTestRow } from '@/lib/lab/queries/catalogue-list';
import { LabTestsTable } from './lab-tests-table';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/settings/lab-tests',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/catalogue', () => ({ addLabTest: jest.fn(), retireLabTest: jest.fn(), restoreLabTest: jest.fn() }));

const base = { unit: null, choices: [], normalChoices: [], parts: [], adultRange: '', criticalLimits: '', orderable: true, retired: false, clinic: false, synonyms: [] };
const HAEMOGLOBIN: LabTestRow = {
  ...base,
  id: 2,
  code: 'haemoglobin',
  name: 'Haemoglobin',
  loinc: '718-7',
  loincDisplay: 'Hemoglobin [Mass/volume] in Blood',
  specimen: 'Whole blood (EDTA)',
  kind: 'number',
  unit: 'g/dL',
  adultRange: 'M 13–17 · F 12–15.5',
  criticalLimits: '< 7 · > 22',
  synonyms: ['Hb', 'HGB'],
};
const FBC: LabTestRow = {
  ...base,
  id: 1,
  code: 'full-blood-count',
  name: 'Full blood count',
  loinc: '57021-8',
  loincDisplay: 'CBC W Auto Differential panel - Blood',
  specimen: 'Whole blood (EDTA)',
  kind: 'panel',
  parts: ['Haemoglobin', 'Packed cell volume (haematocrit)', 'Platelet count'],
};
const RDT: LabTestRow = {
  ...base,
  id: 3,
  code: 'malaria-rdt',
  name: 'Malaria RDT',
  loinc: '76772-3',
  loincDisplay: 'Plasmodium falciparum Ag [Presence] in Blood by Rapid immunoassay',
  specimen: 'Capillary blood',
  kind: 'choice',
  choices: ['Positive', 'Negative'],
  normalChoices: ['Negative'],
  retired: true,
};
const MCHC: LabTestRow = { ...HAEMOGLOBIN, id: 4, code: 'mchc', name: 'MCHC', loinc: '786-4', loincDisplay: 'MCHC', unit: 'g/L', adultRange: '320–360', criticalLimits: '', orderable: false, synonyms: [] };
const CLINIC: LabTestRow = { ...base, id: 5, code: 'clinic-notes', name: 'Clinic notes', loinc: '11502-2', loincDisplay: 'Laboratory report', specimen: 'Serum', kind: 'text', clinic: true };
const ROWS = [FBC, HAEMOGLOBIN, RDT, MCHC, CLINIC];

function renderTable({ canChange, rows = ROWS, state = 'all', q = '' }: { canChange: boolean; rows?: LabTestRow[]; state?: LabTestState; q?: string }) {
  const user = userEvent.setup();
  render(<LabTestsTable list={{ rows, total: rows.length, page: 1 }} params={{ page: 1, pageSize: 20, q }} state={state} canChange={canChange} />);
  return user;
}

const rowOf = (name: string) => within(screen.getByRole('table', { name: 'Lab tests' })).getByText(name, { selector: '.font-medium' }).closest('tr')!;
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => jest.clearAllMocks());

describe('LabTestsTable', () => {
  it("shows each test's LOINC code, specimen, result, adult range, critical limits, how it is ordered and its state; a doctor gets no buttons", () => {
    renderTable({ canChange: false });
    const table = screen.getByRole('table', { name: 'Lab tests' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Test', 'LOINC', 'Specimen', 'Result', 'Adult range', 'Critical', 'Ordered', 'State']);
    expect(cells('Haemoglobin')).toEqual([
      'HaemoglobinAlso: Hb, HGB',
      '718-7Hemoglobin [Mass/volume] in Blood',
      'Whole blood (EDTA)',
      'Number, g/dL',
      'M 13–17 · F 12–15.5',
      '< 7 · > 22',
      'On its own',
      'Active',
    ]);
    // A panel names its parts; a choice its results and the normal ones.
    expect(cells('Full blood count')[3]).toBe('Panel of 3Haemoglobin, Packed cell volume (haematocrit), Platelet count');
    expect(cells('Malaria RDT').slice(3)).toEqual(['Choice: Positive, NegativeNormal: Negative', '—', '—', 'On its own', 'Retired']);
    expect(cells('MCHC')[6]).toBe('With its panel');
    expect(cells('Clinic notes').slice(3)).toEqual(['Text', '—', '—', 'On its own', 'ActiveClinic']);
    expect(screen.queryByRole('button', { name: 'Add test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Retire|Restore) / })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search lab tests by name, synonym, code or LOINC' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('All tests');
  });

  it('says when a search matches no test', () => {
    renderTable({ canChange: false, rows: [], q: 'zzqx' });
    expect(screen.getByText('No test matches the search.')).toBeInTheDocument();
  });

  it('says so when no test is retired', () => {
    renderTable({ canChange: false, rows: [], state: 'retired' });
    expect(screen.getByText('No test is retired.')).toBeInTheDocument();
  });

  it('asks before retiring a test, and Cancel retires nothing', async () => {
    const user = renderTable({ canChange: true });
    expect(screen.getByRole('button', { name: 'Add test' })).toBeInTheDocument();
    await user.click(within(rowOf('Haemoglobin')).getByRole('button', { name: 'Retire Haemoglobin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retire Haemoglobin?' });
    expect(dialog).toHaveTextContent('Doctors can no longer order it. Orders already placed and their results keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(retireLabTest).not.toHaveBeenCalled();
  });

  it('retires once confirmed and says so', async () => {
    jest.mocked(retireLabTest).mockResolvedValue({ ok: true, data: { id: 2, name: 'Haemoglobin', retired: true } });
    const user = renderTable({ canChange: true });
    await user.click(screen.getByRole('button', { name: 'Retire Haemoglobin' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Haemoglobin retired'));
    expect(retireLabTest).toHaveBeenCalledWith({ id: 2 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("keeps the confirmation open with the server's refusal in it", async () => {
    jest.mocked(retireLabTest).mockResolvedValue({ ok: false, message: 'Only an administrator can do this.' });
    const user = renderTable({ canChange: true });
    await user.click(screen.getByRole('button', { name: 'Retire Haemoglobin' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog).findByText('Only an administrator can do this.')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('restores a retired test at once, without asking, and says so', async () => {
    jest.mocked(restoreLabTest).mockResolvedValue({ ok: true, data: { id: 3, name: 'Malaria RDT', retired: false } });
    const user = renderTable({ canChange: true });
    expect(within(rowOf('Malaria RDT')).queryByRole('button', { name: 'Retire Malaria RDT' })).not.toBeInTheDocument();
    await user.click(within(rowOf('Malaria RDT')).getByRole('button', { name: 'Restore Malaria RDT' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Malaria RDT restored'));
    expect(restoreLabTest).toHaveBeenCalledWith({ id: 3 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { addMedicine } from '@/lib/medicines/actions';
import type { MedicineOption } from '@/lib/medicines/queries';
import { MedicinesTable } from './medicines-table';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/settings/medicines',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/medicines/actions', () => ({ addMedicine: jest.fn() }));

const ROWS: MedicineOption[] = [
  { id: 1, name: 'Amlodipine', strength: '5 mg', form: 'tablet', route: 'oral', drugClass: 'calcium channel blocker', source: 'who-eml' },
  { id: 2, name: 'Amoxicillin', strength: '125 mg/5 mL', form: 'oral suspension', route: 'oral', drugClass: 'penicillin', source: 'nigeria-eml' },
  { id: 3, name: 'Atenolol', strength: '50 mg', form: 'tablet', route: 'oral', drugClass: 'beta blocker', source: 'spec' },
  { id: 4, name: 'Zinc oxide', strength: '', form: 'cream', route: 'topical', drugClass: null, source: 'clinic' },
];
const PARAMS = { page: 1, pageSize: 20, q: '' };

function renderTable(canAdd: boolean, rows = ROWS) {
  const user = userEvent.setup();
  render(<MedicinesTable list={{ rows, total: rows.length, page: 1 }} params={PARAMS} source={undefined} canAdd={canAdd} />);
  return user;
}

beforeAll(() => {
  // Radix Select scrolls the chosen option into view and captures the pointer; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('MedicinesTable', () => {
  it('lists each entry with its strength, form, route, class and source in words; a doctor has no Add button', () => {
    renderTable(false);
    const table = screen.getByRole('table', { name: 'Medicines' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Medicine', 'Strength', 'Form', 'Route', 'Class', 'Source']);
    const amoxicillin = within(table).getByRole('cell', { name: 'Amoxicillin' }).closest('tr')!;
    expect(within(amoxicillin).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Amoxicillin', '125 mg/5 mL', 'Oral suspension', 'Oral', 'penicillin', 'Nigeria EML']);
    for (const label of ['WHO EML', 'Original list', 'Clinic']) expect(within(table).getByRole('cell', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add medicine' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search medicines by name' })).toBeInTheDocument();
  });

  it('says when the formulary is empty', () => {
    renderTable(false, []);
    expect(screen.getByText('The formulary has no medicines yet.')).toBeInTheDocument();
  });

  it("an administrator's Add medicine dialog says what is missing in words, then saves and says so", async () => {
    jest.mocked(addMedicine).mockResolvedValue({ ok: true, data: { ...ROWS[0], id: 9, name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', source: 'clinic' } });
    const user = renderTable(true);
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    const dialog = screen.getByRole('dialog', { name: 'Add medicine' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Medicine name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the dosage form')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the route')).toBeInTheDocument();
    expect(addMedicine).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Medicine name'), 'Clinic Test Syrup');
    await user.type(within(dialog).getByLabelText('Strength'), '5 mg/5 mL');
    await choose(user, 'Form', 'Syrup');
    await choose(user, 'Route', 'Oral');
    await user.type(within(dialog).getByLabelText('Drug class (optional)'), 'Antihistamine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Medicine added'));
    expect(addMedicine).toHaveBeenCalledWith({ name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', route: 'oral', drugClass: 'antihistamine' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a duplicate under the name, and the dialog stays open", async () => {
    const message = 'Atenolol 50 mg tablet is already in the formulary.';
    jest.mocked(addMedicine).mockResolvedValue({ ok: false, message, fieldErrors: { name: message } });
    const user = renderTable(true);
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    const dialog = screen.getByRole('dialog', { name: 'Add medicine' });
    await user.type(within(dialog).getByLabelText('Medicine name'), 'atenolol');
    await user.type(within(dialog).getByLabelText('Strength'), '50 mg');
    await choose(user, 'Form', 'Tablet');
    await choose(user, 'Route', 'Oral');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(message)).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Medicine name')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

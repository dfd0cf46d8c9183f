/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { placeLabOrder } from '@/lib/lab/actions/orders';
import type { LabTestOption } from '@/lib/lab/queries/catalogue-search';
import { searchLabTests } from '@/lib/lab/actions/ordering';
import { stubScrollIntoView } from '@/tests/picker-harness';
import { OrderTestsButton, orderTestsDialog } from './order-tests-button';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/orders', () => ({ placeLabOrder: jest.fn() }));
jest.mock('@/lib/lab/actions/ordering', () => ({ searchLabTests: jest.fn() }));

stubScrollIntoView();

const TESTS: LabTestOption[] = [
  { id: 11, name: 'Full blood count', loinc: '57021-8', specimen: 'Whole blood (EDTA)', kind: 'panel', synonyms: ['FBC', 'CBC'] },
  { id: 23, name: 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', loinc: '76772-3', specimen: 'Whole blood (EDTA)', kind: 'choice', synonyms: ['MP', 'RDT'] },
  { id: 24, name: 'Malaria parasite, thick film', loinc: '51587-4', specimen: 'Whole blood (EDTA)', kind: 'choice', synonyms: ['MP'] },
];

/** A stand-in for the server: the tests whose name or other words hold the text. */
const matching = (q: string) =>
  TESTS.filter((test) => [test.name, ...test.synonyms].some((word) => word.toLowerCase().includes(q.trim().toLowerCase())));

beforeAll(async () => {
  // The dialog's code is fetched on first opening (lazy-part.test.tsx tests how): here it is there already.
  await orderTestsDialog.preload();
});
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(searchLabTests).mockImplementation(async (input) => ({ ok: true, data: matching((input as { q: string }).q) }));
});

async function open() {
  const user = userEvent.setup();
  render(<OrderTestsButton patientId={7} patientName="Ngozi Eze" appointmentId={3} />);
  await user.click(screen.getByRole('button', { name: 'Order tests' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order tests' });
  return { user, dialog, field: within(dialog).getByRole('combobox', { name: 'Test' }) };
}

const chips = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('Order tests', () => {
  it('asks for a test before anything goes to the server, with the focus on the Test field', async () => {
    const { user, dialog, field } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await within(dialog).findByText('Choose at least one test')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(placeLabOrder).not.toHaveBeenCalled();
  });

  it('orders two tests, chosen by keyboard and by pointer, with their priority and note, and says the number', async () => {
    jest.mocked(placeLabOrder).mockResolvedValue({ ok: true, data: { id: 5, number: 'LAB-000123' } });
    const { user, dialog, field } = await open();
    // "fbc" and Enter: the highlighted (first) test is added, and the field is empty for the next.
    await user.type(field, 'fbc');
    await screen.findByRole('option', { name: /Full blood count/ });
    await user.keyboard('{Enter}');
    expect(chips(dialog)).toEqual(['Full blood count']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.type(field, 'mp');
    await user.click(await screen.findByRole('option', { name: /thick film/ }));
    expect(chips(dialog)).toEqual(['Full blood count', 'Malaria parasite, thick film']);
    await user.click(within(dialog).getByRole('radio', { name: 'Urgent' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Clinical note' }), 'Fever 3 days, pale');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(placeLabOrder).toHaveBeenCalledTimes(1));
    expect(placeLabOrder).toHaveBeenCalledWith({ patientId: 7, appointmentId: 3, testIds: [11, 24], priority: 'urgent', note: 'Fever 3 days, pale' });
    expect(toast.success).toHaveBeenCalledWith('LAB-000123 placed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a chosen test no more, removes one by its button, and is Routine by default', async () => {
    jest.mocked(placeLabOrder).mockResolvedValue({ ok: true, data: { id: 6, number: 'LAB-000124' } });
    const { user, dialog, field } = await open();
    expect(within(dialog).getByRole('radio', { name: 'Routine' })).toBeChecked();
    await user.type(field, 'mp');
    await screen.findByRole('option', { name: /thick film/ });
    await user.keyboard('{Enter}');
    await user.type(field, 'malaria');
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatch(/thick film/);
    await user.keyboard('{Enter}');
    expect(chips(dialog)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Malaria parasite, rapid diagnostic test (P. falciparum HRP2)' }));
    expect(chips(dialog)).toEqual(['Malaria parasite, thick film']);
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeLabOrder).toHaveBeenCalledWith(expect.objectContaining({ testIds: [24], priority: 'routine', note: '' })));
  });

  it('orders from the keyboard alone: the test typed, Enter before the answer adds it, Enter again places the order', async () => {
    jest.mocked(placeLabOrder).mockResolvedValue({ ok: true, data: { id: 7, number: 'LAB-000125' } });
    const { user, dialog, field } = await open();
    await user.type(field, 'fbc{Enter}');
    await waitFor(() => expect(chips(dialog)).toEqual(['Full blood count']));
    expect(placeLabOrder).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(placeLabOrder).toHaveBeenCalledWith({ patientId: 7, appointmentId: 3, testIds: [11], priority: 'routine', note: '' }));
    expect(toast.success).toHaveBeenCalledWith('LAB-000125 placed');
  });

  it('keeps the dialog open and says the server’s refusal', async () => {
    jest.mocked(placeLabOrder).mockResolvedValue({ ok: false, message: 'Malaria parasite, thick film is no longer offered by the lab: choose another test.' });
    const { user, dialog, field } = await open();
    await user.type(field, 'film');
    await screen.findByRole('option', { name: /thick film/ });
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await within(dialog).findByTestId('form-alert')).toHaveTextContent('is no longer offered by the lab');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Order tests' })).toBeInTheDocument();
  });
});

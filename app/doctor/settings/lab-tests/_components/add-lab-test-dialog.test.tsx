/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { addLabTest } from '@/lib/lab/actions/catalogue';
import { AddLabTestButton } from './add-lab-test-button';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/catalogue', () => ({ addLabTest: jest.fn() }));

type User = ReturnType<typeof userEvent.setup>;

beforeAll(() => {
  // Radix Select scrolls the chosen option into view and captures the pointer; jsdom has neither.
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => jest.clearAllMocks());

async function openDialog() {
  const user = userEvent.setup();
  render(<AddLabTestButton />);
  await user.click(screen.getByRole('button', { name: 'Add test' }));
  // The dialog's code comes on the first click.
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add test' }) };
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillTheTest(user: User, dialog: HTMLElement, kind: string) {
  await user.type(within(dialog).getByLabelText('Test name'), 'Vitamin B12');
  await choose(user, 'Specimen', 'Serum');
  await user.type(within(dialog).getByLabelText('LOINC code'), '2132-9');
  // Pasted: typed, user-event would read "[" as the start of a key's name.
  await user.click(within(dialog).getByLabelText('LOINC display name'));
  await user.paste('Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma');
  await choose(user, 'Result', kind);
}

const save = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('AddLabTestDialog', () => {
  it('says in words what is missing, and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await save(user, dialog);
    expect(await within(dialog).findByText('Test name is required')).toBeInTheDocument();
    for (const message of ['LOINC code is required', 'LOINC display name is required', 'Choose the specimen', 'Choose how the result is written']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Test name')).toHaveAttribute('aria-invalid', 'true');
    expect(addLabTest).not.toHaveBeenCalled();
  });

  it("catches a LOINC code whose check digit is wrong before it reaches the server", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('LOINC code'), '2132-8');
    await save(user, dialog);
    expect(await within(dialog).findByText('The check digit does not match: check the LOINC code')).toBeInTheDocument();
    expect(addLabTest).not.toHaveBeenCalled();
  });

  it('asks a number for its unit and a limit in its range, then saves the test with its ranges and says so', async () => {
    jest.mocked(addLabTest).mockResolvedValue({ ok: true, data: { id: 120, code: 'clinic-vitamin-b12', name: 'Vitamin B12' } });
    const { user, dialog } = await openDialog();
    await fillTheTest(user, dialog, 'Number, in a unit');
    await save(user, dialog);
    expect(await within(dialog).findByText('Enter the unit, e.g. g/dL')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a low or a high limit')).toBeInTheDocument();
    expect(addLabTest).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Unit (UCUM)'), 'ng/L');
    await user.clear(within(dialog).getByLabelText('Decimals'));
    await user.type(within(dialog).getByLabelText('Decimals'), '0');
    await user.type(within(dialog).getByLabelText('Range 1 low'), '200');
    await user.type(within(dialog).getByLabelText('Range 1 high'), '900');
    // A second range, for children under two, in months.
    await user.click(within(dialog).getByRole('button', { name: 'Add range' }));
    await choose(user, 'Range 2 ages in', 'Months');
    await user.type(within(dialog).getByLabelText('Range 2 to age'), '24');
    await user.type(within(dialog).getByLabelText('Range 2 low'), '150');
    await user.type(within(dialog).getByLabelText('Range 2 high'), '1000');
    // A critical low inside a range is refused.
    await user.type(within(dialog).getByLabelText('Critical low (optional)'), '180');
    await save(user, dialog);
    expect(await within(dialog).findByText('Critical low must be below every reference range')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Critical low (optional)'));
    await user.type(within(dialog).getByLabelText('Critical low (optional)'), '100');
    await save(user, dialog);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Vitamin B12 added'));
    expect(addLabTest).toHaveBeenCalledWith({
      name: 'Vitamin B12',
      loinc: '2132-9',
      loincDisplay: 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma',
      specimen: 'Serum',
      kind: 'number',
      unit: 'ng/L',
      decimals: 0,
      ranges: [
        { sex: 'either', ageUnit: 'years', from: null, to: null, low: 200, high: 900 },
        { sex: 'either', ageUnit: 'months', from: null, to: 24, low: 150, high: 1000 },
      ],
      criticalLow: 100,
      criticalHigh: null,
      choices: [],
      normalChoices: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a choice\'s results to tick as normal as they are typed, and forgets a result renamed', async () => {
    jest.mocked(addLabTest).mockResolvedValue({ ok: true, data: { id: 121, code: 'clinic-vitamin-b12', name: 'Vitamin B12' } });
    const { user, dialog } = await openDialog();
    await fillTheTest(user, dialog, 'Choice, e.g. Positive or Negative');
    expect(within(dialog).queryByLabelText('Unit (UCUM)')).not.toBeInTheDocument();
    await save(user, dialog);
    expect(await within(dialog).findByText('Enter at least two results, separated by commas')).toBeInTheDocument();
    expect(within(dialog).getByText('Tick the results that are normal')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Results'), 'Low, Normal');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Normal' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Normal' })).toBeChecked();
    // Renaming the ticked result unticks it: nothing stale is sent.
    await user.type(within(dialog).getByLabelText('Results'), 'ish, High');
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    await save(user, dialog);
    expect(await within(dialog).findByText('Tick the results that are normal')).toBeInTheDocument();
    expect(addLabTest).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Normalish' }));
    await save(user, dialog);

    await waitFor(() => expect(addLabTest).toHaveBeenCalled());
    expect(jest.mocked(addLabTest).mock.calls[0][0]).toMatchObject({ kind: 'choice', choices: ['Low', 'Normalish', 'High'], normalChoices: ['Normalish'], unit: '', ranges: [] });
  });

  it("shows the server's refusal of a duplicate under the name, and the dialog stays open", async () => {
    const message = 'Vitamin B12 (Serum) is already in the catalogue.';
    jest.mocked(addLabTest).mockResolvedValue({ ok: false, message, fieldErrors: { name: message } });
    const { user, dialog } = await openDialog();
    await fillTheTest(user, dialog, 'Text');
    await save(user, dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Test name')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('starts empty again after Cancel', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Test name'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add test' }));
    expect(within(await screen.findByRole('dialog', { name: 'Add test' })).getByLabelText('Test name')).toHaveValue('');
  });
});

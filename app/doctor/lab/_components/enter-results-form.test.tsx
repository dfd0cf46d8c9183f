/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { enterLabResults } from '@/lib/lab/actions/orders';
import { EnterResultsForm } from './enter-results-form';
import { NOT_REMOVED } from './enter-results-schema';
import { analyteOf, lineOf, orderOf, resultOf } from './lab-test-fixtures';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/lab/actions/orders', () => ({ enterLabResults: jest.fn() }));

const haemoglobin = analyteOf('haemoglobin', 'Full blood count');
const platelets = analyteOf('platelet-count', 'Full blood count');
const malaria = analyteOf('malaria-rdt');

function renderForm(sex: 'male' | 'female', lines = [lineOf(haemoglobin), lineOf(platelets), lineOf(malaria)]) {
  const user = userEvent.setup();
  const onDone = jest.fn();
  // The form's Cancel closes its dialog: it lives in one.
  const { unmount } = render(
    <Dialog open>
      <DialogContent>
        <DialogTitle>Enter results</DialogTitle>
        <DialogDescription>LAB-000123</DialogDescription>
        <EnterResultsForm order={orderOf(sex, lines)} onDone={onDone} />
      </DialogContent>
    </Dialog>,
  );
  return { user, onDone, unmount };
}

const flagOf = (name: string) => screen.getByRole('status', { name: `Flag of ${name}` });

beforeEach(() => jest.clearAllMocks());

describe('EnterResultsForm', () => {
  it('gives each test the field its kind asks for, with its unit and this patient’s range, a panel’s parts under its name', () => {
    renderForm('female');
    const panel = screen.getByRole('group', { name: 'Full blood count' });
    const hb = within(panel).getByRole('textbox', { name: 'Haemoglobin' });
    expect(hb).toHaveAttribute('inputmode', 'decimal');
    // A woman's range, read with the field.
    expect(hb).toHaveAccessibleDescription('g/dL, range 12–15.5');
    expect(within(panel).getByRole('textbox', { name: 'Platelet count' })).toHaveAccessibleDescription('10*9/L, range 150–400');
    const rdt = screen.getByRole('combobox', { name: malaria.name });
    expect(within(rdt).getAllByRole('option').map((option) => option.textContent)).toEqual(['Not entered yet', 'Negative', 'Positive']);
    expect(rdt).toHaveAccessibleDescription('Normal: Negative');
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('works the flag out as it is typed: the same haemoglobin is Low for a man and Normal for a woman', async () => {
    const man = renderForm('male');
    await man.user.type(screen.getByRole('textbox', { name: 'Haemoglobin' }), '12.5');
    expect(flagOf('Haemoglobin')).toHaveTextContent('Low');
    expect(screen.getByRole('textbox', { name: 'Haemoglobin' })).toHaveAccessibleDescription('g/dL, range 13–17');
    man.unmount();

    const woman = renderForm('female');
    await woman.user.type(screen.getByRole('textbox', { name: 'Haemoglobin' }), '12.5');
    expect(flagOf('Haemoglobin')).toHaveTextContent('Normal');
    await woman.user.clear(screen.getByRole('textbox', { name: 'Haemoglobin' }));
    await woman.user.type(screen.getByRole('textbox', { name: 'Haemoglobin' }), '6.2');
    expect(flagOf('Haemoglobin')).toHaveTextContent('Critical low');
    await woman.user.selectOptions(screen.getByRole('combobox', { name: malaria.name }), 'Positive');
    expect(flagOf(malaria.name)).toHaveTextContent('Abnormal');
  });

  it('names a value that is not a number beside its field, and saves nothing', async () => {
    const { user } = renderForm('female');
    const hb = screen.getByRole('textbox', { name: 'Haemoglobin' });
    await user.type(hb, '12,5');
    await user.tab();
    expect(await screen.findByText('Enter a number, such as 12.5')).toBeInTheDocument();
    expect(hb).toHaveAttribute('aria-invalid', 'true');
    expect(hb).toHaveAccessibleDescription('g/dL, range 12–15.5 Enter a number, such as 12.5');
    expect(flagOf('Haemoglobin')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(enterLabResults).not.toHaveBeenCalled();
    await user.clear(hb);
    await user.type(hb, '12.5');
    await waitFor(() => expect(screen.queryByText('Enter a number, such as 12.5')).not.toBeInTheDocument());
  });

  it('sends only what was typed, leaves blank fields for later and says the order stays in progress', async () => {
    jest.mocked(enterLabResults).mockResolvedValue({ ok: true, data: { complete: false } });
    const { user, onDone } = renderForm('male', [lineOf(haemoglobin, resultOf(haemoglobin, { valueNumber: 14.25, flag: 'normal' })), lineOf(platelets), lineOf(malaria)]);
    // A value stored with more decimals than the test writes comes back as stored, not rounded.
    expect(screen.getByRole('textbox', { name: 'Haemoglobin' })).toHaveValue('14.25');
    await user.selectOptions(screen.getByRole('combobox', { name: malaria.name }), 'Negative');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(enterLabResults).toHaveBeenCalledWith({ orderId: 41, results: [{ testId: malaria.testId, value: 'Negative' }] });
    expect(toast.success).toHaveBeenCalledWith('Results saved: LAB-000123 stays in progress, 1 result left for later');
  });

  it('says nothing new was typed instead of saving, and refuses to empty a result entered earlier', async () => {
    const { user } = renderForm('male', [lineOf(haemoglobin, resultOf(haemoglobin, { valueNumber: 14.2, flag: 'normal' })), lineOf(malaria)]);
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing new to save: type a result, or Cancel.');
    await user.clear(screen.getByRole('textbox', { name: 'Haemoglobin' }));
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText(NOT_REMOVED)).toBeInTheDocument();
    expect(enterLabResults).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the form and refreshes the list', async () => {
    jest.mocked(enterLabResults).mockResolvedValue({ ok: false, message: 'These results were released: amend a result instead.' });
    const { user, onDone } = renderForm('female', [lineOf(malaria)]);
    await user.selectOptions(screen.getByRole('combobox', { name: malaria.name }), 'Positive');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These results were released: amend a result instead.');
    expect(mockRouter.refresh).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionResult } from '@/lib/server-actions/result';
import type { PatientOption } from '@/lib/patients/queries/options';
import { PickerForm, SAMPLE_PATIENTS, stubScrollIntoView } from '@/tests/picker-harness';
import { PatientPicker } from './patient-picker';

jest.mock('@/lib/patients/actions/options', () => ({ searchPatients: jest.fn() }));
// Imported after the mock: the picker's server action, answered by each test.
import { searchPatients } from '@/lib/patients/actions/options';

const searchMock = searchPatients as jest.MockedFunction<typeof searchPatients>;

stubScrollIntoView();

const PATIENTS: PatientOption[] = SAMPLE_PATIENTS;

/** A stand-in for the server: the patients whose name holds the text, the first ones for no text. */
const answer = async ({ q }: { q: string }): Promise<ActionResult<PatientOption[]>> => ({
  ok: true,
  data: PATIENTS.filter((patient) => patient.fullName.toLowerCase().includes(q.toLowerCase())),
});

/** An answer the test hands over when it wants. */
function deferred() {
  let resolve: (result: ActionResult<PatientOption[]>) => void = () => undefined;
  const promise = new Promise<ActionResult<PatientOption[]>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface HarnessProps {
  onChange?: (id: number) => void;
  onSubmit?: () => void;
  initial?: PatientOption | null;
}

function Harness({ onChange = () => undefined, onSubmit = () => undefined, initial = null }: HarnessProps) {
  return (
    <PickerForm htmlFor="patientId" initial={initial?.id ?? null} onChange={onChange} onSubmit={onSubmit}>
      {(value, change) => <PatientPicker id="patientId" value={value} initialPatient={initial} listLabel="Patient" onChange={change} />}
    </PickerForm>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Patient' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => {
  searchMock.mockReset();
  searchMock.mockImplementation((input) => answer(input as { q: string }));
});

describe('PatientPicker', () => {
  it('asks nothing until the list opens, then lists the first patients at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(searchMock).not.toHaveBeenCalled();
    await user.click(input());
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    expect(searchMock).toHaveBeenCalledWith({ q: '' });
  });

  it('searches the server after a pause in the typing, shows the matches, and says No names found', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), ' Eze ');
    expect(await screen.findByRole('option', { name: /Ngozi Eze/ })).toHaveTextContent('Ngozi EzeP-000004 · 34 · Female');
    expect(optionNames()).toHaveLength(1);
    // One search for the typed text (trimmed), not one per key.
    expect(searchMock.mock.calls.filter(([call]) => (call as { q: string }).q !== '')).toEqual([[{ q: 'Eze' }]]);
    const late = deferred();
    searchMock.mockImplementationOnce(() => late.promise);
    await user.type(input(), 'zzz');
    await waitFor(() => expect(searchMock).toHaveBeenLastCalledWith({ q: 'Eze zzz' }));
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(optionNames()).toEqual([]);
    await act(async () => late.resolve({ ok: true, data: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('No names found');
  });

  // The keyboard itself is Combobox's (components/ui/combobox.test.tsx); here: what a pick by keyboard gives.
  it("picks by keyboard among the server's answers: the patient's id, and Escape brings the chosen name back", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(input());
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
    expect(input()).toHaveValue('Oluwaseun Adeyemi');
    await user.type(input(), 'ais');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('Oluwaseun Adeyemi');
  });

  it('Enter typed before the answer picks its first match when it comes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onSubmit = jest.fn();
    render(<Harness onChange={onChange} onSubmit={onSubmit} />);
    await user.type(input(), 'aisha{Enter}');
    await waitFor(() => expect(input()).toHaveValue('Aisha Bello'));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows only the answer to the latest text: an older answer that comes late is dropped', async () => {
    const user = userEvent.setup();
    const slow = deferred();
    searchMock.mockImplementation((call) => ((call as { q: string }).q === 'o' ? slow.promise : answer(call as { q: string })));
    render(<Harness />);
    await user.type(input(), 'o');
    await waitFor(() => expect(searchMock).toHaveBeenCalledWith({ q: 'o' }));
    await user.type(input(), 'kafor');
    expect(await screen.findByRole('option', { name: /Chinedu Okafor/ })).toBeInTheDocument();
    await act(async () => slow.resolve({ ok: true, data: PATIENTS }));
    expect(optionNames()).toEqual(['Chinedu OkaforP-000001 · 31 · Male']);
  });

  it('says when the search failed, and tries again when the list opens again', async () => {
    const user = userEvent.setup();
    searchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Harness />);
    await user.click(input());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search the patients. Check the connection and try again.');
    expect(screen.queryByText('No names found')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    searchMock.mockResolvedValueOnce({ ok: false, message: 'Your session has ended. Sign in again.' });
    await user.type(input(), 'bello');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again.');
  });

  it('shows the patient of an edited record before any search, and keeps it when nothing else is picked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={PATIENTS[3]} onChange={onChange} />);
    expect(input()).toHaveValue('Ngozi Eze');
    expect(searchMock).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), 'aisha');
    await user.tab();
    expect(input()).toHaveValue('Ngozi Eze');
    expect(onChange).not.toHaveBeenCalled();
    // Clicking an option picks it.
    await user.clear(input());
    await user.type(input(), 'bel');
    await user.click(await screen.findByRole('option', { name: /Aisha Bello/ }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(input()).toHaveValue('Aisha Bello');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionResult } from '@/lib/server-actions/result';
import type { PatientMatch } from '@/lib/patients/queries/options';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
jest.mock('@/lib/patients/actions/options', () => ({ findPatientsForPalette: jest.fn() }));
jest.mock('@/lib/wards/actions', () => ({ findWardsForPalette: jest.fn() }));
// Imported after the mocks: the palette's server actions, answered by each test.
import { findPatientsForPalette } from '@/lib/patients/actions/options';
import { findWardsForPalette } from '@/lib/wards/actions';
import { COMMAND_PALETTE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { CommandPalette, paletteDialog } from './command-palette';

const searchMock = findPatientsForPalette as jest.MockedFunction<typeof findPatientsForPalette>;
const wardsMock = findWardsForPalette as jest.MockedFunction<typeof findWardsForPalette>;

const NGOZI: PatientMatch = { id: 4, patientNumber: 'P-000004', fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '+234 803 000 0004', gender: 'female', age: 41, ageEstimated: false };
const CHINEDU: PatientMatch = { id: 1, patientNumber: 'P-000001', fullName: 'Chinedu Okafor', email: 'chinedu@example.ng', phone: '+234 803 000 0001', gender: 'male', age: 52, ageEstimated: true };

/** An answer the test hands over when it wants. */
function deferred() {
  let resolve: (result: ActionResult<PatientMatch[]>) => void = () => undefined;
  const promise = new Promise<ActionResult<PatientMatch[]>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// jsdom lays nothing out: cmdk measures its list and scrolls the selected option into view. The palette's own
// code is fetched on first opening (command-palette-loading.test.tsx tests that): here it is there already.
beforeAll(async () => {
  await paletteDialog.preload();
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => {
  jest.useFakeTimers();
  searchMock.mockReset();
  // No ward or bed matches unless a test says otherwise.
  wardsMock.mockReset().mockResolvedValue({ ok: true, data: [] });
  mockPush.mockReset();
});
afterEach(() => jest.useRealTimers());

function setup({ administrator = false } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <label>
        Notes <input />
      </label>
      <CommandPalette administrator={administrator} />
    </>,
  );
  return user;
}

const palette = () => screen.getByRole('dialog', { name: 'Command palette' });
const searchBox = () => within(palette()).getByRole('combobox');
const optionNames = () => within(palette()).queryAllByRole('option').map((option) => option.textContent);
/** The words shown under the list (the polite status, for screen readers, says them too). */
const VISIBLE_ROW = 'p:not([role=status])';
const visibleText = (text: string) => within(palette()).getByText(text, { selector: VISIBLE_ROW });
/** The debounce runs out, and the answers that are already there arrive. */
const pause = (ms = COMMAND_PALETTE_SEARCH_DEBOUNCE_MS) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('CommandPalette', () => {
  it('opens on Ctrl+K and ⌘K from a text field, prevents the browser shortcut, and closes on it again', async () => {
    const user = setup();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    const notPrevented = fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), { key: 'k', ctrlKey: true });
    expect(notPrevented).toBe(false);
    expect(palette()).toBeVisible();
    expect(searchBox()).toHaveFocus();
    expect(palette()).toHaveAccessibleDescription(/find a patient by name, email or phone/);

    fireEvent.keyDown(searchBox(), { key: 'K', ctrlKey: true });
    await pause(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();

    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(palette()).toBeVisible();
    // Ctrl+Shift+K and a plain k are not the shortcut.
    await user.keyboard('{Escape}');
    fireEvent.keyDown(document.body, { key: 'K', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the Search button, lists the screens, and Escape gives the focus back to the button', async () => {
    const user = setup();
    const button = screen.getByRole('button', { name: 'Search…' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(screen.getByTestId('palette-shortcut')).toHaveTextContent('Ctrl K');
    await user.click(button);
    expect(optionNames()).toEqual(expect.arrayContaining(['Dashboard', 'Patients', 'Prescription', 'Settings', 'New patient', 'Book an appointment', 'New diagnosis test', 'New prescription']));
    expect(optionNames()).not.toContain('Staff');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('jumps to a screen by keyboard, and administrators find Staff', async () => {
    const user = setup({ administrator: true });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'Presc');
    expect(optionNames()).toEqual(['Prescription', 'New prescription']);
    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/doctor/prescription');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'st');
    expect(optionNames()).toContain('Staff');
  });

  it('asks the server once the typing pauses, for the latest text only, and shows the patients found', async () => {
    searchMock.mockResolvedValue({ ok: true, data: [NGOZI] });
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'n');
    await pause(1000);
    // One letter is for screens: no patient search.
    expect(searchMock).not.toHaveBeenCalled();

    await user.type(searchBox(), 'go');
    await pause(COMMAND_PALETTE_SEARCH_DEBOUNCE_MS - 1);
    expect(searchMock).not.toHaveBeenCalled();
    expect(visibleText('Searching patients…')).toBeVisible();
    await pause(1);
    expect(searchMock).toHaveBeenCalledTimes(1);
    expect(searchMock).toHaveBeenCalledWith({ q: 'ngo' });

    const patient = await within(palette()).findByRole('option', { name: /^Ngozi Eze/ });
    // Number, age and sex tell two people of one name apart; then how to reach them.
    expect(patient).toHaveTextContent('P-000004 · 41 · Female · +234 803 000 0004 · ngozi@example.ng');
    expect(within(palette()).getByRole('option', { name: 'Actions for Ngozi Eze…' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 patient found.');
    expect(within(palette()).queryByText('Searching patients…', { selector: VISIBLE_ROW })).toBeNull();

    // Enter on the patient (the first option) opens the chart.
    expect(patient).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/doctor/patients/4');
  });

  it('finds wards by name and beds by label, each opening its ward’s board', async () => {
    searchMock.mockResolvedValue({ ok: true, data: [] });
    wardsMock.mockResolvedValue({
      ok: true,
      data: [
        { kind: 'ward', wardId: 3, name: 'Ward A' },
        { kind: 'bed', wardId: 5, bedId: 12, label: 'A2', wardName: 'Annex' },
      ],
    });
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'a2');
    await pause();
    expect(wardsMock).toHaveBeenCalledWith({ q: 'a2' });
    const ward = await within(palette()).findByRole('option', { name: 'Ward A' });
    expect(within(palette()).getByRole('option', { name: 'Bed A2 Annex' })).toBeVisible();
    expect(ward).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/doctor/wards?ward=3');

    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'a2');
    await pause();
    await user.click(await within(palette()).findByRole('option', { name: 'Bed A2 Annex' }));
    expect(mockPush).toHaveBeenLastCalledWith('/doctor/wards?ward=5');
  });

  it('drops an answer that comes after the answer to newer text', async () => {
    const older = deferred();
    const newer = deferred();
    searchMock.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'ch');
    await pause();
    await user.clear(searchBox());
    await user.type(searchBox(), 'ngo');
    await pause();
    expect(searchMock.mock.calls).toEqual([[{ q: 'ch' }], [{ q: 'ngo' }]]);

    await act(async () => newer.resolve({ ok: true, data: [NGOZI] }));
    await act(async () => older.resolve({ ok: true, data: [CHINEDU] }));
    expect(within(palette()).getByRole('option', { name: /^Ngozi Eze/ })).toBeVisible();
    expect(within(palette()).queryByRole('option', { name: /Chinedu/ })).toBeNull();
  });

  it('says when nobody is found', async () => {
    searchMock.mockResolvedValue({ ok: true, data: [] });
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'zzq');
    await pause();
    expect(await within(palette()).findByText('No patients found.', { selector: VISIBLE_ROW })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No patients found.');
  });

  it('says when the search failed, and Retry (an option) asks again', async () => {
    searchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    searchMock.mockResolvedValueOnce({ ok: true, data: [NGOZI] });
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'ngo');
    await pause();
    const alert = await within(palette()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not search patients.');
    expect(alert).toHaveTextContent('Check the connection and try again.');

    const retry = within(palette()).getByRole('option', { name: 'Retry the patient search' });
    expect(retry).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await pause();
    expect(await within(palette()).findByRole('option', { name: /^Ngozi Eze/ })).toBeVisible();
    expect(searchMock).toHaveBeenCalledTimes(2);
    expect(within(palette()).queryByRole('alert')).toBeNull();
  });

  it("lists a patient's quick actions, each naming the patient; Backspace and Escape go back", async () => {
    searchMock.mockResolvedValue({ ok: true, data: [NGOZI] });
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(searchBox(), 'ngo');
    await pause();
    await within(palette()).findByRole('option', { name: /^Ngozi Eze/ });
    await user.keyboard('{ArrowDown}');
    expect(within(palette()).getByRole('option', { name: 'Actions for Ngozi Eze…' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(optionNames()).toEqual([
      'Open the chart of Ngozi Eze',
      'Book an appointment for Ngozi Eze',
      'New diagnosis test for Ngozi Eze',
      'New prescription for Ngozi Eze',
    ]);
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Actions for Ngozi Eze.');

    // Escape goes back to the search, as it was; Backspace on empty text too.
    await user.keyboard('{Escape}');
    expect(palette()).toBeVisible();
    expect(searchBox()).toHaveValue('ngo');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{Backspace}');
    expect(searchBox()).toHaveValue('ngo');
    expect(searchMock).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(searchBox(), 'book');
    expect(optionNames()).toEqual(['Book an appointment for Ngozi Eze']);
    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/doctor/appointments?book=4');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to each quick action’s address', async () => {
    searchMock.mockResolvedValue({ ok: true, data: [NGOZI] });
    const user = setup();
    for (const [action, href] of [
      ['Open the chart of Ngozi Eze', '/doctor/patients/4'],
      ['New diagnosis test for Ngozi Eze', '/doctor/new-diagnosis?patient=4'],
      ['New prescription for Ngozi Eze', '/doctor/prescription/create-prescription?patient=4'],
    ]) {
      await user.keyboard('{Control>}k{/Control}');
      await user.type(searchBox(), 'ngo');
      await pause();
      await user.click(await within(palette()).findByRole('option', { name: 'Actions for Ngozi Eze…' }));
      await user.click(within(palette()).getByRole('option', { name: action }));
      expect(mockPush).toHaveBeenLastCalledWith(href);
    }
  });
});

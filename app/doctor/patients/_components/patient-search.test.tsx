/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { PatientCard } from './patient-card';
import { PatientSearch } from './patient-search';
import { PatientSheetHost } from './patient-sheet-host';
import { TEST_PATIENT } from './patient-test-fixtures';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: mockReplace, refresh: jest.fn() }),
  usePathname: () => '/doctor/patients',
  useSearchParams: () => new URLSearchParams('page=3'),
}));

/** The patients screen's search box above a card, as the page renders them; the URL is ?page=3 throughout. */
function renderList() {
  render(
    <PatientSheetHost patient={null} reports={null}>
      <PatientSearch search="" />
      <PatientCard patient={TEST_PATIENT} />
    </PatientSheetHost>,
  );
  return screen.getByRole('searchbox', { name: 'Search patients' });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

describe('the patient search', () => {
  it('searches once typing has paused, from the first page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = renderList();
    await user.type(box, 'kemi');
    expect(mockReplace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(PATIENT_SEARCH_DEBOUNCE_MS));
    expect(mockReplace).toHaveBeenCalledTimes(1);
    expect(mockReplace).toHaveBeenCalledWith('/doctor/patients?search=kemi', { scroll: false });
  });

  it('searches at once when the doctor opens a patient before the pause, and the search waiting then does not undo the open sheet', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = renderList();
    await user.type(box, 'kemi');
    await user.click(screen.getByRole('button', { name: `View Details of ${TEST_PATIENT.fullName}` }));
    expect(mockReplace.mock.calls.map(([address]) => address)).toEqual(['/doctor/patients?search=kemi', `/doctor/patients?search=kemi&patient=${TEST_PATIENT.id}`]);
    act(() => jest.advanceTimersByTime(PATIENT_SEARCH_DEBOUNCE_MS * 2));
    expect(mockReplace).toHaveBeenCalledTimes(2);
  });

  it('leaving the box with the URL’s search unchanged navigates nowhere', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = renderList();
    await user.click(box);
    await user.tab();
    act(() => jest.advanceTimersByTime(PATIENT_SEARCH_DEBOUNCE_MS * 2));
    expect(mockReplace).not.toHaveBeenCalled();
  });
});

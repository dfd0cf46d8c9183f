/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientReport } from '@/lib/reports/queries/patient-reports';
import type { Patient } from '@/lib/hospital-api/contract';
import { PatientCard } from './patient-card';
import type { PatientReports } from './patient-sheet';
import { PatientSheetHost } from './patient-sheet-host';
import { TEST_PATIENT } from './patient-test-fixtures';
import { sheetPatient } from './sheet-patient';

const mockReplace = jest.fn();
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: mockRefresh }),
  usePathname: () => '/doctor/patients',
  // The list was searched, and another patient's reports were on their second page.
  useSearchParams: () => new URLSearchParams('search=ad&reportsPage=2'),
}));

const KEMI = TEST_PATIENT;
const OBI: Patient = { ...TEST_PATIENT, id: 8, patientNumber: 'P-000008', fullName: 'Obi Okafor', firstName: 'Obi', lastName: 'Okafor', phone: '+2348030000000' };

// The chart's rows (lib/reports/queries/patient-reports.ts): an investigation with its file, and a medical report voided.
const REPORTS: PatientReport[] = [
  { kind: 'investigation', id: 4, date: '2026-11-14', title: 'Echocardiogram', summary: '', status: 'Pending', attachment: { id: 9, fileName: 'echo.pdf', mime: 'application/pdf' }, voided: null },
  {
    kind: 'medical',
    id: 1,
    date: '2026-11-12',
    title: 'Chest X-ray',
    summary: 'Patchy shadowing',
    status: 'abnormal',
    attachment: null,
    voided: { voidedAt: '2026-11-13T10:00:00.000Z', voidedBy: 'Dr. Ada Obi', reason: 'Filed for the wrong patient' },
  },
];
const KEMI_REPORTS: PatientReports = { patientId: 7, ok: true, list: { rows: REPORTS, total: 2, page: 1, voided: 1 }, pageSize: 10 };

/**
 * The grid as the server sends it: the cards, inside the host given the URL's patient (when on the page) and their
 * reports. `serverAnswers` renders the page again as the server's answer to a changed URL would.
 */
function renderGrid({ patient = null, reports = null }: { patient?: Patient | null; reports?: PatientReports | null } = {}) {
  const grid = (shown: Patient | null, shownReports: PatientReports | null) => (
    <PatientSheetHost patient={shown && sheetPatient(shown)} reports={shownReports}>
      <ul>
        {[KEMI, OBI].map((card) => (
          <li key={card.id}>
            <PatientCard patient={card} />
          </li>
        ))}
      </ul>
    </PatientSheetHost>
  );
  const { rerender } = render(grid(patient, reports));
  return { serverAnswers: (shown: Patient | null, shownReports: PatientReports | null = null) => rerender(grid(shown, shownReports)) };
}

const detail = (sheet: HTMLElement, label: string) => within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => jest.clearAllMocks());

describe('the patient side sheet', () => {
  it("opens at once from View Details with the card's name, and fills in with the server's answer to ?patient=", async () => {
    // The server's answer is on its way until the test says (React keeps every transition pending until then).
    let answered = () => {};
    mockReplace.mockReturnValueOnce(new Promise<void>((resolve) => (answered = resolve)));
    const user = userEvent.setup();
    const { serverAnswers } = renderGrid();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('lazy-part-fallback')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View Details of Obi Okafor' }));
    const sheet = await screen.findByRole('dialog', { name: 'Patient' });
    expect(within(sheet).getByText('Obi Okafor', { exact: true })).toBeVisible();
    expect(within(sheet).getByRole('link', { name: 'Open chart' })).toHaveAttribute('href', '/doctor/patients/8');
    expect(within(sheet).getByRole('status', { name: "Loading the patient's details" })).toBeInTheDocument();
    // Another patient's reports start at their first page; the search stays.
    expect(mockReplace).toHaveBeenCalledWith('/doctor/patients?search=ad&patient=8', { scroll: false });

    serverAnswers(OBI);
    expect(detail(sheet, 'Phone')).toHaveTextContent('+234 803 000 0000');
    expect(within(sheet).queryByRole('status', { name: "Loading the patient's details" })).toBeNull();
    // Until the server sends this patient's reports, they show as loading.
    expect(within(sheet).getByRole('status', { name: 'Loading medical reports' })).toBeInTheDocument();
    await act(async () => answered());
  });

  it("says so, with Try again, when the server's answer comes without the patient", async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'View Details of Obi Okafor' }));
    const sheet = await screen.findByRole('dialog', { name: 'Patient' });
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Could not load the patient');
    await user.click(within(sheet).getByRole('button', { name: /Try again/ }));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, takes ?patient= out of the URL and gives focus back to the View Details button', async () => {
    const user = userEvent.setup();
    renderGrid({ patient: KEMI, reports: KEMI_REPORTS });
    await screen.findByRole('dialog', { name: 'Patient' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockReplace).toHaveBeenCalledWith('/doctor/patients?search=ad', { scroll: false });
    expect(screen.getByRole('button', { name: 'View Details of Kemi Adeyemi' })).toHaveFocus();
  });

  it('is open when the page arrives with ?patient= of a patient on it, with their details and reports', async () => {
    renderGrid({ patient: KEMI, reports: KEMI_REPORTS });
    const sheet = await screen.findByRole('dialog', { name: 'Patient' });
    expect(within(sheet).getByText('Kemi Adeyemi', { exact: true })).toBeVisible();
    expect(detail(sheet, 'Patient number')).toHaveTextContent('P-000007');
    expect(within(within(sheet).getByRole('table', { name: 'Medical reports' })).getByText('Chest X-ray')).toBeVisible();
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it("lists the reports as the chart does: every kind, statuses in one style, a voided one struck through and counted apart", async () => {
    renderGrid({ patient: KEMI, reports: KEMI_REPORTS });
    const sheet = await screen.findByRole('dialog', { name: 'Patient' });
    expect(within(sheet).getByText('1 in all (1 voided)')).toBeVisible();
    const table = within(sheet).getByRole('table', { name: 'Medical reports' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Kind', 'Report', 'Status', 'Attachment']);
    const [echo, xray] = within(table).getAllByRole('row').slice(1);
    expect(echo).toHaveTextContent('Investigation');
    expect(within(echo).getByText('Pending')).toHaveAttribute('data-slot', 'badge');
    expect(within(echo).getByRole('link', { name: /echo\.pdf/ })).toHaveAttribute('href', '/doctor/reports/attachments/9?disposition=inline');
    // The stored "abnormal" reads "Abnormal", as it does in the chart.
    expect(within(xray).getByText('Abnormal')).toHaveAttribute('data-slot', 'badge');
    expect(within(xray).queryByText('abnormal')).toBeNull();
    expect(within(xray).getByText('Chest X-ray')).toHaveClass('line-through');
    expect(xray).toHaveTextContent(/Voided on 13 Nov 2026 by Dr\. Ada Obi: Filed for the wrong patient/);
  });

  it('opens no sheet when the server sends no patient (a ?patient= not on the page)', () => {
    renderGrid({ patient: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('lazy-part-fallback')).toBeNull();
  });
});

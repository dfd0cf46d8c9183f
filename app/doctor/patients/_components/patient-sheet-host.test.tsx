/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MedicalReport, Patient } from '@/lib/hospital-api/contract';
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

const REPORT: MedicalReport = { id: 1, patientId: 7, patientName: 'Kemi Adeyemi', title: 'Chest X-ray', date: '2026-11-12', doctorName: 'Dr Bello', result: 'Clear', status: 'normal', note: '' };
const KEMI_REPORTS: PatientReports = { patientId: 7, ok: true, list: { rows: [REPORT], total: 1, page: 1 }, pageSize: 10 };

/** The grid as the server sends it: the cards, inside the host that holds the page's patients for the sheet. */
function renderGrid({ openId, reports = null }: { openId?: number; reports?: PatientReports | null } = {}) {
  return render(
    <PatientSheetHost patients={[KEMI, OBI].map(sheetPatient)} reports={reports} initialOpenId={openId}>
      <ul>
        {[KEMI, OBI].map((patient) => (
          <li key={patient.id}>
            <PatientCard patient={patient} />
          </li>
        ))}
      </ul>
    </PatientSheetHost>,
  );
}

const detail = (sheet: HTMLElement, label: string) => within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => jest.clearAllMocks());

describe('the patient side sheet', () => {
  it('opens from View Details (its code fetched then), with the phone as the server wrote it, and the patient in the URL', async () => {
    const user = userEvent.setup();
    renderGrid();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('lazy-part-fallback')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View Details of Obi Okafor' }));
    const sheet = await screen.findByRole('dialog', { name: 'Patient' });
    expect(within(sheet).getByText('Obi Okafor', { exact: true })).toBeVisible();
    expect(detail(sheet, 'Phone')).toHaveTextContent('+234 803 000 0000');
    // Another patient's reports start at their first page; the search stays.
    expect(mockReplace).toHaveBeenCalledWith('/doctor/patients?search=ad&patient=8', { scroll: false });
    // Until the server sends this patient's reports, they show as loading.
    expect(within(sheet).getByRole('status', { name: 'Loading medical reports' })).toBeInTheDocument();
  });

  it('closes on Escape, takes ?patient= out of the URL and gives focus back to the View Details button', async () => {
    const user = userEvent.setup();
    renderGrid({ openId: 7, reports: KEMI_REPORTS });
    await screen.findByRole('dialog', { name: 'Patient' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockReplace).toHaveBeenCalledWith('/doctor/patients?search=ad', { scroll: false });
    expect(screen.getByRole('button', { name: 'View Details of Kemi Adeyemi' })).toHaveFocus();
  });

  it('is open when the page arrives with ?patient= of a patient on it, with their reports', async () => {
    renderGrid({ openId: 7, reports: KEMI_REPORTS });
    const sheet = await screen.findByRole('dialog', { name: 'Patient' });
    expect(within(sheet).getByText('Kemi Adeyemi', { exact: true })).toBeVisible();
    expect(within(within(sheet).getByRole('table', { name: 'Medical reports' })).getByText('Chest X-ray')).toBeVisible();
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('opens for no ?patient= that is not on the page', () => {
    renderGrid({ openId: 11 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('lazy-part-fallback')).toBeNull();
  });
});

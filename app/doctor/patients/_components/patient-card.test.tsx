/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Patient } from '@/lib/hospital-api/contract';
import { PatientCard } from './patient-card';
import { PatientSheetHost } from './patient-sheet-host';
import { TEST_PATIENT as PATIENT } from './patient-test-fixtures';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/doctor/patients',
  useSearchParams: () => new URLSearchParams(),
}));

/** The card as the grid renders it: inside the host that opens the sheet of its View Details button. */
function renderCard(patient: Patient) {
  return render(
    <PatientSheetHost patient={null} reports={null}>
      <PatientCard patient={patient} />
    </PatientSheetHost>,
  );
}

describe('PatientCard', () => {
  it('flags a high blood pressure and a low glucose in words; a weight never', () => {
    renderCard(PATIENT);
    expect(screen.getByTestId('card-vital-blood-pressure')).toHaveTextContent('162/98High');
    expect(screen.getByTestId('card-vital-glucose')).toHaveTextContent('65 mg/dLLow');
    expect(screen.getByTestId('card-vital-weight').querySelector('[data-flag]')).toBeNull();
  });

  it('writes each vital to its precision: a weight of 70 is "70.0 kg", a glucose typed with a tenth keeps it', () => {
    renderCard({ ...PATIENT, weight: 70, bloodGlucose: 102.5 });
    expect(screen.getByTestId('card-vital-weight')).toHaveTextContent(/^Weight70\.0 kg/);
    expect(screen.getByTestId('card-vital-glucose')).toHaveTextContent(/^Blood glucose102\.5 mg\/dL/);
  });

  it('flags nothing that is normal or not measured', () => {
    renderCard({ ...PATIENT, bloodPressure: '118/76', bloodGlucose: null, bloodGlucoseRecordedAt: null });
    expect(document.querySelector('[data-flag]')).toBeNull();
    expect(screen.getByTestId('card-vital-glucose')).toHaveTextContent('Not measured');
  });

  it('ends with its one button, View Details, named for the patient and with the id the sheet gives focus back to', () => {
    renderCard(PATIENT);
    const card = screen.getByTestId('patient-card');
    expect(card).toHaveAccessibleName('Kemi Adeyemi');
    expect(card.querySelectorAll('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'View Details of Kemi Adeyemi' })).toHaveAttribute('id', 'view-details-7');
  });
});
